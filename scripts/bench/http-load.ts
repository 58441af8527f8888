// The two load shapes. Closed loop: a fixed number of connections, each sending its next
// login when the last one answers, which finds the most logins per second the server
// sustains. Open loop: sends scheduled by the clock at a fixed rate whatever the replies,
// which is how overload really arrives and the only way to see how the excess is refused.

import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { type LatencySummary, summarizeLatencies } from './latency.ts';
import { type PortalClient, type VisitorSession, logIn } from './portal-client.ts';

/**
 * Unused visitor sessions. A successful login rotates its session away, so each login takes
 * a fresh one; a refusal (503, 429) leaves the session untouched, and it goes back. Sessions
 * are opened before the timed phase; should the server beat the estimate, more are opened
 * on the spot (a page view inside the window, counted so the report can say so).
 */
export class SessionPool {
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

  giveBack(session: VisitorSession): void {
    this.sessions.push(session);
  }
}

const untouchedByRefusal = new Set([429, 503]);

export interface ClosedLoopResult {
  connections: number;
  measuredSeconds: number;
  logins: number;
  loginsPerSecond: number;
  /** Every answer in the window by outcome, `success` included. */
  outcomes: Record<string, number>;
  successLatency: LatencySummary;
  /** Page views the pre-created sessions fell short by, made inside the run. */
  sessionsOpenedDuringRun: number;
}

export async function runClosedLoop(
  client: PortalClient,
  pool: SessionPool,
  {
    connections,
    warmupMs,
    durationMs,
  }: { connections: number; warmupMs: number; durationMs: number },
): Promise<ClosedLoopResult> {
  const windowStart = performance.now() + warmupMs;
  const windowEnd = windowStart + durationMs;
  const outcomes: Record<string, number> = {};
  const successLatencies: number[] = [];
  let sequence = 0;
  const connection = async () => {
    while (performance.now() < windowEnd) {
      const session = await pool.take();
      const began = performance.now();
      const { outcome, status } = await logIn(client, session, sequence++).catch(
        (error: unknown) => ({ outcome: networkFailure(error), status: 0 }),
      );
      const ended = performance.now();
      if (untouchedByRefusal.has(status)) pool.giveBack(session);
      if (ended < windowStart || ended > windowEnd) continue;
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
      if (outcome === 'success') successLatencies.push(ended - began);
    }
  };
  await Promise.all(Array.from({ length: connections }, connection));
  const logins = outcomes.success ?? 0;
  return {
    connections,
    measuredSeconds: durationMs / 1000,
    logins,
    loginsPerSecond: logins / (durationMs / 1000),
    outcomes,
    successLatency: summarizeLatencies(successLatencies),
    sessionsOpenedDuringRun: pool.openedDuringRun,
  };
}

export interface OpenLoopResult {
  offeredPerSecond: number;
  durationSeconds: number;
  sent: number;
  /** How late sends left against their schedule: large values mean the client lagged. */
  sendLag: LatencySummary;
  admitted: LatencySummary;
  refused: LatencySummary;
  /** Answers that were neither a successful login nor a 503, by outcome. */
  others: Record<string, number>;
}

export async function runOpenLoop(
  client: PortalClient,
  pool: SessionPool,
  { ratePerSecond, durationMs }: { ratePerSecond: number; durationMs: number },
): Promise<OpenLoopResult> {
  const total = Math.floor((ratePerSecond * durationMs) / 1000);
  const sessions: VisitorSession[] = [];
  while (sessions.length < total) sessions.push(await pool.take());
  const admitted: number[] = [];
  const refused: number[] = [];
  const sendLags: number[] = [];
  const others: Record<string, number> = {};
  const replies: Promise<void>[] = [];

  const send = async (sequence: number, session: VisitorSession) => {
    const began = performance.now();
    const { outcome, status } = await logIn(client, session, sequence).catch((error: unknown) => ({
      outcome: networkFailure(error),
      status: 0,
    }));
    // Latency from the moment this request left: the send lag above is reported apart.
    const latency = performance.now() - began;
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

  return {
    offeredPerSecond: ratePerSecond,
    durationSeconds: durationMs / 1000,
    sent: total,
    sendLag: summarizeLatencies(sendLags),
    admitted: summarizeLatencies(admitted),
    refused: summarizeLatencies(refused),
    others,
  };
}

function networkFailure(error: unknown): string {
  return `network error ${(error as NodeJS.ErrnoException).code ?? String(error)}`;
}
