// Whether a self-service call may touch its flow at all (decision 0014): the browser session is
// not locked by failed identity checks, and this session's flow of the caller's module is at a
// step that allows the call's event in the flow's own machine, which the calling flow passes
// in. A call out of order answers STEPNOTALLOWED and changes nothing.

import type { FlowEvent, FlowMachine, FlowStep } from '#domain/self-service/flow';
import { isLocked } from '#domain/shared/attempt-counter';
import type { SsnLength } from '#domain/shared/field-rules';
import { loadCounter } from '#server/db/attempt-counters-repository';
import { type Flow, findFlow, openFlow } from '#server/db/flows-repository';
import type { Caller, FieldProblem } from './caller.ts';
import { type Refusal, type SelfServiceDeps, answer } from './self-service-deps.ts';

/** The counter of this session's failed identity checks in the caller's module. */
export function proofingSessionKey(caller: Caller): string {
  return `proofing-session:${caller.module}:${caller.sessionIdHash}`;
}

export async function sessionLocked(deps: SelfServiceDeps, caller: Caller): Promise<boolean> {
  return isLocked(await loadCounter(deps.db, proofingSessionKey(caller)), deps.clock.now());
}

/**
 * The flow of this caller at a step that allows `event` (or the event its step names) in
 * `machine`, or the status to answer.
 */
export async function flowAt(
  deps: SelfServiceDeps,
  machine: FlowMachine,
  caller: Caller,
  event: FlowEvent | ((step: FlowStep) => FlowEvent),
): Promise<Flow | Refusal> {
  if (await sessionLocked(deps, caller)) return answer(deps, 'SESSIONLOCKED');
  const flow = await findFlow(deps.db, caller.sessionIdHash, caller.module);
  if (!flow) return answer(deps, 'STEPNOTALLOWED');
  const expected = typeof event === 'function' ? event(flow.step) : event;
  if (!machine.allows(flow.step, expected)) return answer(deps, 'STEPNOTALLOWED');
  return flow;
}

/**
 * The start of every identity check: the session is not locked, the fields pass
 * `problemOf` (given the SSN length the flow asks for), and this session's flow of the
 * module (opened now if there is none) is at a step that may verify again. A refused call
 * opens nothing: the flow is looked up before it is opened.
 */
export async function flowForIdentityCheck(
  deps: SelfServiceDeps,
  machine: FlowMachine,
  caller: Caller,
  problemOf: (ssnLength: SsnLength) => FieldProblem | null,
): Promise<Flow | Refusal | FieldProblem> {
  if (await sessionLocked(deps, caller)) return answer(deps, 'SESSIONLOCKED');
  const existing = await findFlow(deps.db, caller.sessionIdHash, caller.module);
  const problem = problemOf(existing?.ssnLength ?? 4);
  if (problem) return problem;
  const flow =
    existing ?? (await openFlow(deps.db, caller.sessionIdHash, caller.module, deps.clock.now()));
  if (!machine.allows(flow.step, 'identityVerified')) return answer(deps, 'STEPNOTALLOWED');
  return flow;
}
