// The two load shapes. Closed loop: a fixed number of connections, each sending its next
// request when the last one answers, which finds the most requests per second the server
// sustains. Open loop: sends scheduled by the clock at a fixed rate whatever the replies,
// which is how real traffic arrives: the only way to see how overload is refused, and how
// latency looks at a given rate rather than at saturation.

import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { type LatencySummary, summarizeLatencies } from './latency.ts';
import type { PortalAnswer, PortalClient, VisitorSession } from './portal-client.ts';

/** One kind of request the loops send, e.g. a login; `sequence` counts from 0 per loop. */
export type PortalRequest = (
  client: PortalClient,
  session: VisitorSession,
  sequence: number,
) => Promise<PortalAnswer>;

/** Where each request gets its visitor session, taken before the request's clock starts. */
export interface SessionSource {
  take(): Promise<VisitorSession>;
  /** The request on `session` got `status`: whether the session serves again is the source's call. */
  release(session: VisitorSession, status: number): void;
  /** Page views made inside the run because the source ran short. */
  readonly openedDuringRun: number;
}

const untouchedByRefusal = new Set([429, 503]);

/**
 * Unused visitor sessions, for logins. A successful login rotates its session away, so each
 * login takes a fresh one; a refusal (503, 429) leaves the session untouched, and it goes
 * back. Sessions are opened before the timed phase; should the server beat the estimate,
 * more are opened on the spot (a page view inside the window, counted so the report can say
 * so).
 */
export class SessionPool implements SessionSource {
  private readonly sessions: VisitorSession[];
  openedDuringRun = 0;

  constructor(
    sessions: VisitorSession[],
    private readonly openMore: () => Promise<VisitorSession>,
  ) {
    this.sessions = [...sessions];
  }

  async take(): Promise<VisitorSession> {
    const session = this.sessions.pop();
    if (session) return session;
    this.openedDuringRun++;
    return this.openMore();
  }

  release(session: VisitorSession, status: number): void {
    if (untouchedByRefusal.has(status)) this.sessions.push(session);
  }
}

/**
 * Sessions that serve any number of requests, taken in turn: consecutive requests, the ones
 * in flight together, land on different sessions, as different browsers' calls would.
 */
export class SessionRing implements SessionSource {
  private next = 0;
  readonly openedDuringRun = 0;

  constructor(private readonly sessions: readonly VisitorSession[]) {
    if (sessions.length === 0) throw new Error('A session ring needs sessions');
  }

  async take(): Promise<VisitorSession> {
    const session = this.sessions[this.next % this.sessions.length] as VisitorSession;
    this.next++;
    return session;
  }

  release(): void {}
}

export interface ClosedLoopResult {
  connections: number;
  measuredSeconds: number;
  /** Answers in the window whose outcome was `success`. */
  successes: number;
  successesPerSecond: number;
  /** Every answer in the window by outcome, `success` included. */
  outcomes: Record<string, number>;
  successLatency: LatencySummary;
  /** Page views the pre-created sessions fell short by, made inside the run. */
  sessionsOpenedDuringRun: number;
}

export async function runClosedLoop(
  client: PortalClient,
  sessions: SessionSource,
  sendRequest: PortalRequest,
  {
    connections,
    warmupMs,
    durationMs,
    onWindowStart,
  }: {
    connections: number;
    warmupMs: number;
    durationMs: number;
    /** Called as the measured window opens, e.g. to read the CPU counters. */
    onWindowStart?: () => void;
  },
): Promise<ClosedLoopResult> {
  const windowStart = performance.now() + warmupMs;
  const windowEnd = windowStart + durationMs;
  const opening = onWindowStart ? setTimeout(onWindowStart, warmupMs) : undefined;
  const outcomes: Record<string, number> = {};
  const successLatencies: number[] = [];
  let sequence = 0;
  const connection = async () => {
    while (performance.now() < windowEnd) {
      const session = await sessions.take();
      const began = performance.now();
      const { outcome, status } = await sendRequest(client, session, sequence++).catch(
        networkFailure,
      );
      const ended = performance.now();
      sessions.release(session, status);
      if (ended < windowStart || ended > windowEnd) continue;
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
      if (outcome === 'success') successLatencies.push(ended - began);
    }
  };
  await Promise.all(Array.from({ length: connections }, connection)).finally(() =>
    clearTimeout(opening),
  );
  const successes = outcomes.success ?? 0;
  return {
    connections,
    measuredSeconds: durationMs / 1000,
    successes,
    successesPerSecond: successes / (durationMs / 1000),
    outcomes,
    successLatency: summarizeLatencies(successLatencies),
    sessionsOpenedDuringRun: sessions.openedDuringRun,
  };
}

export interface OpenLoopResult {
  offeredPerSecond: number;
  durationSeconds: number;
  sent: number;
  /** How late sends left against their schedule: large values mean the client lagged. */
  sendLag: LatencySummary;
  /** Answers whose outcome was `success` (for logins: admitted past the hash queue). */
  admitted: LatencySummary;
  /** Answers 503. */
  refused: LatencySummary;
  /** Answers that were neither a success nor a 503, by outcome. */
  others: Record<string, number>;
  /** Wall-clock span of the sends and replies, ms since the epoch, to line pauses up with. */
  window: { startMs: number; endMs: number };
  /** The requests slower than `slowOverMs`: when each left (ms since the epoch) and its latency. */
  slow: { atMs: number; ms: number }[];
}

export async function runOpenLoop(
  client: PortalClient,
  source: SessionSource,
  sendRequest: PortalRequest,
  {
    ratePerSecond,
    durationMs,
    slowOverMs = Number.POSITIVE_INFINITY,
  }: { ratePerSecond: number; durationMs: number; slowOverMs?: number },
): Promise<OpenLoopResult> {
  const total = Math.floor((ratePerSecond * durationMs) / 1000);
  // Taken before the schedule starts, so that no page view can hold a send back.
  const sessions: VisitorSession[] = [];
  while (sessions.length < total) sessions.push(await source.take());
  const admitted: number[] = [];
  const refused: number[] = [];
  const sendLags: number[] = [];
  const others: Record<string, number> = {};
  const slow: { atMs: number; ms: number }[] = [];
  const replies: Promise<void>[] = [];

  const send = async (sequence: number, session: VisitorSession) => {
    const began = performance.now();
    const { outcome, status } = await sendRequest(client, session, sequence).catch(networkFailure);
    // Latency from the moment this request left: the send lag above is reported apart.
    const latency = performance.now() - began;
    source.release(session, status);
    if (latency > slowOverMs) slow.push({ atMs: performance.timeOrigin + began, ms: latency });
    if (outcome === 'success') admitted.push(latency);
    else if (status === 503) refused.push(latency);
    else others[outcome] = (others[outcome] ?? 0) + 1;
  };

  const start = performance.now();
  const dueAt = (sequence: number) => start + (sequence * 1000) / ratePerSecond;
  let sequence = 0;
  while (sequence < total) {
    const early = dueAt(sequence) - performance.now();
    if (early > 0) {
      await sleep(early);
      continue;
    }
    sendLags.push(-early);
    replies.push(send(sequence, sessions[sequence] as VisitorSession));
    sequence++;
  }
  await Promise.all(replies);
  const end = performance.now();

  return {
    offeredPerSecond: ratePerSecond,
    durationSeconds: durationMs / 1000,
    sent: total,
    sendLag: summarizeLatencies(sendLags),
    admitted: summarizeLatencies(admitted),
    refused: summarizeLatencies(refused),
    others,
    window: { startMs: performance.timeOrigin + start, endMs: performance.timeOrigin + end },
    slow,
  };
}

export function networkFailure(error: unknown): PortalAnswer {
  return {
    outcome: `network error ${(error as NodeJS.ErrnoException).code ?? String(error)}`,
    status: 0,
  };
}
