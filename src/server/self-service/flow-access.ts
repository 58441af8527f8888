// Whether a self-service call may touch its flow at all (decision 0014): the browser session is
// not locked by failed identity checks, and this session's flow of the caller's module is at a
// step that allows the call's event in the flow's own machine, which the calling flow passes
// in. A call out of order answers STEPNOTALLOWED and changes nothing.

import type { Language } from '#domain/language/language';
import type { FlowEvent, FlowMachine, FlowStep } from '#domain/self-service/flow';
import { isLocked } from '#domain/shared/attempt-counter';
import type { SsnLength } from '#domain/shared/field-rules';
import { type Refused } from '#domain/shared/outcome';
import { loadCounter } from '#server/db/attempt-counters-repository';
import { type Flow, findFlow, openFlow } from '#server/db/flows-repository';
import type { Caller } from './caller.ts';
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
  if (await sessionLocked(deps, caller)) return answer(deps, caller.language, 'SESSIONLOCKED');
  const flow = await findFlow(deps.db, caller.sessionIdHash, caller.module);
  if (!flow) return answer(deps, caller.language, 'STEPNOTALLOWED');
  const expected = typeof event === 'function' ? event(flow.step) : event;
  if (!machine.allows(flow.step, expected)) return answer(deps, caller.language, 'STEPNOTALLOWED');
  return flow;
}

/**
 * The start of every identity check: the session is not locked, the fields pass
 * `problemOf` (given the SSN length the flow asks for, and the language a refusal is said
 * in), and this session's flow of the module (opened now if there is none) is at a step that
 * may verify again. A refused call opens nothing: the flow is looked up before it is opened.
 */
export async function flowForIdentityCheck(
  deps: SelfServiceDeps,
  machine: FlowMachine,
  caller: Caller,
  problemOf: (ssnLength: SsnLength, language: Language) => Refused | null,
): Promise<Flow | Refusal | Refused> {
  if (await sessionLocked(deps, caller)) return answer(deps, caller.language, 'SESSIONLOCKED');
  const existing = await findFlow(deps.db, caller.sessionIdHash, caller.module);
  const problem = problemOf(existing?.ssnLength ?? 4, caller.language);
  if (problem) return problem;
  const flow =
    existing ?? (await openFlow(deps.db, caller.sessionIdHash, caller.module, deps.clock.now()));
  if (!machine.allows(flow.step, 'identityVerified'))
    return answer(deps, caller.language, 'STEPNOTALLOWED');
  return flow;
}
