// The budget of the calls that never hash (DESIGN.md section 10): for each, the most it
// answers per second from a few connections (its peak), then its latency when offered half
// of that at a steady rate, the way a busy but not saturated portal sees its traffic.

import { availableParallelism } from 'node:os';
import {
  type ClosedLoopResult,
  type OpenLoopResult,
  runClosedLoop,
  runOpenLoop,
  SessionRing,
} from './http-load.ts';
import { whileAlive, withClient } from './load-client.ts';
import { openVisitorSessions, type PortalClient } from './portal-client.ts';
import {
  type NonHashingCallName,
  nonHashingRequests,
  prepareCodeStepFlows,
} from './registration-calls.ts';
import type { ServerProcess } from './server-process.ts';

export interface NonHashingTimings {
  callWarmupMs: number;
  callPeakMs: number;
  callHalfPeakMs: number;
}

export interface NonHashingCallResult {
  call: NonHashingCallName;
  /** Visitor sessions the calls were spread over, in turn. */
  sessions: number;
  peak: ClosedLoopResult;
  /** Open loop at half `peak.successesPerSecond`. */
  halfPeak: OpenLoopResult;
}

/** Browsers whose calls are spread, so that no single session's row is the bottleneck. */
const browserSessions = 50;
/** Flows at the code step; each takes an argon2 hash to prepare. */
const codeStepFlows = 20;

/** `reload` comes after `verifyPersonalInfo`, whose flows it then finds. */
const calls: NonHashingCallName[] = [
  'verifyPersonalInfo',
  'validateVerificationCode',
  'rightSideContent',
  'reload',
];

export async function runNonHashingCalls(
  server: ServerProcess,
  pages: PortalClient,
  pageConcurrency: number,
  timings: NonHashingTimings,
): Promise<NonHashingCallResult[]> {
  const browsers = await whileAlive(
    server,
    openVisitorSessions(pages, browserSessions, pageConcurrency),
  );
  const codeStep = await whileAlive(
    server,
    openVisitorSessions(pages, codeStepFlows, pageConcurrency),
  );
  await whileAlive(server, prepareCodeStepFlows(pages, codeStep));

  // Twice the cores keeps every core busy while each connection waits for its answer; more
  // would only queue inside the server and add latency without adding throughput.
  const connections = 2 * availableParallelism();
  const results: NonHashingCallResult[] = [];
  for (const call of calls) {
    const sessions = call === 'validateVerificationCode' ? codeStep : browsers;
    const request = nonHashingRequests[call];
    const peak = await withClient(server, connections, (client) =>
      runClosedLoop(client, new SessionRing(sessions), request, {
        connections,
        warmupMs: timings.callWarmupMs,
        durationMs: timings.callPeakMs,
      }),
    );
    // No socket cap: an open loop must never wait for a free connection on the client side.
    const halfPeak = await withClient(server, Number.POSITIVE_INFINITY, (client) =>
      runOpenLoop(client, new SessionRing(sessions), request, {
        ratePerSecond: peak.successesPerSecond / 2,
        durationMs: timings.callHalfPeakMs,
      }),
    );
    results.push({ call, sessions: sessions.length, peak, halfPeak });
  }
  return results;
}
