// Latency of each registration call at a stated rate. A repeatable call is first driven at
// its peak from a few connections, then offered half of that at a steady rate, the way a busy
// but not saturated portal sees its traffic (docs/product/budgets.md sets its budget there). A
// one-shot call gets a flow prepared for each request and is offered a fixed rate; the one
// that hashes a password (selectCredentials) is offered half of H instead, since the hash,
// not the call, sets its ceiling.

import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  type ClosedLoopResult,
  type OpenLoopResult,
  runClosedLoop,
  runOpenLoop,
  SessionPool,
  SessionRing,
} from './http-load.ts';
import { whileAlive, withClient } from './load-client.ts';
import { type CpuUse, type PhasePauses, watchCpu } from './pause-analysis.ts';
import { openVisitorSessions, type PortalClient } from './portal-client.ts';
import {
  type OneShotCallName,
  oneShotRequest,
  type PreparedFlow,
  prepareFlows,
  type RegistrationCallName,
  type RepeatableCallName,
  repeatableRequests,
  resendWaitSeconds,
  stepBefore,
} from './registration-calls.ts';
import type { ServerProcess } from './server-process.ts';

export interface RegistrationTimings {
  callWarmupMs: number;
  callPeakMs: number;
  callHalfPeakMs: number;
  /** The fixed rate of the one-shot calls that do not hash, and how long it is offered. */
  oneShotPerSecond: number;
  oneShotMs: number;
}

export interface RegistrationCallResult {
  call: RegistrationCallName;
  /** How the offered rate was chosen. */
  rate: 'half its peak' | 'fixed' | 'half of H';
  /** The call runs an argon2 hash: its rate is bound by H, not by the server's other work. */
  hashes: boolean;
  /** Browser sessions the requests were spread over, in turn or one per request. */
  sessions: number;
  /** Repeatable calls only: the closed loop that found the peak. */
  peak: ClosedLoopResult | null;
  /** The open loop at the stated rate: the latencies reported. */
  measured: OpenLoopResult;
  cpu: CpuUse | null;
  /** Filled once the server has stopped and its probe's records are read. */
  pauses?: PhasePauses;
}

/** Browsers whose calls are spread, so that no single session's row is the bottleneck. */
const browserSessions = 50;
/** Flows at the code step for wrong codes; each takes an argon2 hash to prepare. */
const codeStepFlows = 20;

/** In this order: `reload` comes after `verifyPersonalInfo`, whose flows it then finds. */
const repeatableCalls: RepeatableCallName[] = [
  'verifyPersonalInfo',
  'validateVerificationCode',
  'rightSideContent',
  'reload',
  'userNameRecovery/verifyPersonalInfo',
];

/** `submit` last: it registers people, and its flows take the longest to prepare. */
const oneShotCalls: OneShotCallName[] = [
  'validateZipCode',
  'selectCredentials',
  'resendVerificationCode',
  'password-reset/verifyPersonalInfo',
  'submit',
];

/** Requests of each one-shot call at the fixed rate; also the census `submit` needs. */
export function oneShotCount(timings: RegistrationTimings): number {
  return Math.floor((timings.oneShotPerSecond * timings.oneShotMs) / 1000);
}

export interface ResendFlows {
  flows: PreparedFlow[];
  /** When the last of their codes went out: a resend is allowed 30 s after. */
  codesSentAt: number;
}

/**
 * Flows at the code step for resendVerificationCode, prepared early (each takes a hash) so
 * that the 30 s every flow must wait before a resend have passed when the call is measured.
 */
export async function prepareResendFlows(
  server: ServerProcess,
  pages: PortalClient,
  timings: RegistrationTimings,
): Promise<ResendFlows> {
  const sessions = await whileAlive(
    server,
    openVisitorSessions(pages, oneShotCount(timings), availableParallelism()),
  );
  const flows = await whileAlive(
    server,
    prepareFlows(pages, sessions, { step: 'code', concurrency: availableParallelism() }),
  );
  return { flows, codesSentAt: performance.now() };
}

export async function runRegistrationCalls(
  server: ServerProcess,
  pages: PortalClient,
  {
    timings,
    hashesPerSecond,
    resendFlows,
    slowOverMs,
    databasePids,
    progress,
  }: {
    timings: RegistrationTimings;
    hashesPerSecond: number;
    resendFlows: ResendFlows;
    /** Requests slower than this are kept, to find out what held them. */
    slowOverMs: number;
    /** The database's own processes, whose CPU each measurement counts apart. */
    databasePids: () => Promise<number[]>;
    progress: (message: string) => void;
  },
): Promise<RegistrationCallResult[]> {
  const cores = availableParallelism();
  const browsers = await whileAlive(server, openVisitorSessions(pages, browserSessions, cores));
  const codeStep = await whileAlive(server, openVisitorSessions(pages, codeStepFlows, cores));
  await whileAlive(server, prepareFlows(pages, codeStep, { step: 'code', concurrency: cores }));

  const measure = async (
    sessionCount: number,
    run: (client: PortalClient) => Promise<OpenLoopResult>,
  ) => {
    const cpu = watchCpu(server.pid, await databasePids());
    // No socket cap: an open loop must never wait for a free connection on the client side.
    const measured = await withClient(server, Number.POSITIVE_INFINITY, run);
    return { measured, cpu: cpu.stop(), sessions: sessionCount };
  };

  // Twice the cores keeps every core busy while each connection waits for its answer; more
  // would only queue inside the server and add latency without adding throughput.
  const connections = 2 * cores;
  const results: RegistrationCallResult[] = [];
  for (const call of repeatableCalls) {
    progress(`${call}: peak, then half of it`);
    const sessions = call === 'validateVerificationCode' ? codeStep : browsers;
    const request = repeatableRequests[call];
    const peak = await withClient(server, connections, (client) =>
      runClosedLoop(client, new SessionRing(sessions), request, {
        connections,
        warmupMs: timings.callWarmupMs,
        durationMs: timings.callPeakMs,
      }),
    );
    const halfPeak = await measure(sessions.length, (client) =>
      runOpenLoop(client, new SessionRing(sessions), request, {
        ratePerSecond: peak.successesPerSecond / 2,
        durationMs: timings.callHalfPeakMs,
        slowOverMs,
      }),
    );
    results.push({ call, rate: 'half its peak', hashes: false, peak, ...halfPeak });
  }

  for (const call of oneShotCalls) {
    const hashes = call === 'selectCredentials';
    const ratePerSecond = hashes ? hashesPerSecond / 2 : timings.oneShotPerSecond;
    const count = Math.floor((ratePerSecond * timings.oneShotMs) / 1000);
    progress(`${call}: ${count} flows at ${ratePerSecond.toFixed(0)}/s`);
    const flows =
      call === 'resendVerificationCode'
        ? await resendable(resendFlows, progress)
        : await whileAlive(
            server,
            openVisitorSessions(pages, count, cores).then((sessions) =>
              prepareFlows(pages, sessions, {
                step: stepBefore[call],
                people: call === 'submit' ? 'bench census' : 'jane',
                concurrency: cores,
              }),
            ),
          );
    const pool = new SessionPool(
      flows.map((flow) => flow.session),
      () => Promise.reject(new Error(`${call} ran out of prepared flows`)),
    );
    const run = await measure(flows.length, (client) =>
      runOpenLoop(client, pool, oneShotRequest(call, flows), {
        ratePerSecond: Math.min(ratePerSecond, (flows.length * 1000) / timings.oneShotMs),
        durationMs: timings.oneShotMs,
        slowOverMs,
      }),
    );
    results.push({ call, rate: hashes ? 'half of H' : 'fixed', hashes, peak: null, ...run });
  }
  return results;
}

async function resendable(
  { flows, codesSentAt }: ResendFlows,
  progress: (message: string) => void,
): Promise<PreparedFlow[]> {
  // A second's margin over the wait: the server's clock decides, not this one.
  const waitMs = codesSentAt + (resendWaitSeconds + 1) * 1000 - performance.now();
  if (waitMs > 0) {
    progress(`waiting ${(waitMs / 1000).toFixed(0)} s until a code may be resent`);
    await sleep(waitMs);
  }
  return flows;
}
