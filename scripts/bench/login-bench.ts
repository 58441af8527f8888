// The HTTP part of the bench against one database engine: start the real server, find the
// most logins per second it sustains, offer it twice H, and watch its memory meanwhile;
// then, on the same server with the sessions the logins left behind, the calls that never
// hash.

import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import {
  type ClosedLoopResult,
  type OpenLoopResult,
  runClosedLoop,
  runOpenLoop,
  SessionPool,
} from './http-load.ts';
import { whileAlive, withClient } from './load-client.ts';
import { sampleResidentMemory } from './memory-sampler.ts';
import {
  type NonHashingCallResult,
  type NonHashingTimings,
  runNonHashingCalls,
} from './non-hashing-bench.ts';
import { createPortalClient, logIn, openLoginPage, openVisitorSessions } from './portal-client.ts';
import { createScratchDatabase } from './scratch-database.ts';
import { startServer } from './server-process.ts';
import type { Teardown } from './teardown.ts';

export type Engine = 'pglite' | 'postgres';

export interface LoginBenchTimings extends NonHashingTimings {
  loginWarmupMs: number;
  loginMs: number;
  overloadMs: number;
}

export interface LoginBenchOptions {
  engine: Engine;
  /** Server URL of PostgreSQL, for `engine: 'postgres'`: the bench adds a database to it. */
  postgresUrl?: string;
  serverEntry: string;
  hashesPerSecond: number;
  timings: LoginBenchTimings;
  teardown: Teardown;
  /** Runs against the started server before any load, e.g. Lighthouse on an idle server. */
  whileIdle?: (baseUrl: string) => Promise<void>;
}

export interface EngineResult {
  engine: Engine;
  serverStartSeconds: number;
  sessionsOpenedPerSecond: number;
  closedLoop: ClosedLoopResult[];
  best: ClosedLoopResult;
  overload: OpenLoopResult;
  /** Before any load: what start-up alone leaves resident. */
  residentAtReadyBytes: number | null;
  peakResidentBytes: number | null;
  nonHashingCalls: NonHashingCallResult[];
}

/** Margin on the sessions a closed loop may need, since its rate is only estimated by H. */
const sessionMargin = 2;
/** Page views in flight while pre-creating sessions; they are cheap next to a login. */
const pageViewConcurrency = 8;

export async function runLoginBench({
  engine,
  postgresUrl,
  serverEntry,
  hashesPerSecond,
  timings,
  teardown,
  whileIdle,
}: LoginBenchOptions): Promise<EngineResult> {
  let databaseUrl: string | undefined;
  let dropDatabase = async (): Promise<void> => undefined;
  if (engine === 'postgres') {
    if (!postgresUrl) throw new Error('The PostgreSQL run needs DATABASE_URL');
    const database = await createScratchDatabase(postgresUrl);
    dropDatabase = teardown.add(database.drop);
    databaseUrl = database.url;
  }
  const startedAt = performance.now();
  const server = await startServer({ entry: serverEntry, databaseUrl, readyWithinMs: 90_000 });
  const stopServer = teardown.add(server.stop);
  const serverStartSeconds = (performance.now() - startedAt) / 1000;

  const pages = createPortalClient(server.baseUrl, pageViewConcurrency);
  try {
    if (whileIdle) await whileAlive(server, whileIdle(server.baseUrl));
    const memory = sampleResidentMemory(server.pid);
    const cores = availableParallelism();
    const closedLoop: ClosedLoopResult[] = [];
    let sessionsOpened = { count: 0, seconds: 0 };
    const openSessions = async (count: number) => {
      const began = performance.now();
      const sessions = await whileAlive(
        server,
        openVisitorSessions(pages, count, pageViewConcurrency),
      );
      sessionsOpened = {
        count: sessionsOpened.count + count,
        seconds: sessionsOpened.seconds + (performance.now() - began) / 1000,
      };
      return new SessionPool(sessions, () => openLoginPage(pages));
    };

    // The server admits cores + queue logins at once (cores + half of them by default);
    // more connections than that only add refusals, fewer leave hash slots idle.
    for (const connections of [cores + 1, 2 * cores, 4 * cores]) {
      const seconds = (timings.loginWarmupMs + timings.loginMs) / 1000;
      const pool = await openSessions(Math.ceil(hashesPerSecond * seconds * sessionMargin));
      closedLoop.push(
        await withClient(server, connections, (client) =>
          runClosedLoop(client, pool, logIn, {
            connections,
            warmupMs: timings.loginWarmupMs,
            durationMs: timings.loginMs,
          }),
        ),
      );
    }

    const offered = 2 * hashesPerSecond;
    const pool = await openSessions(Math.ceil((offered * timings.overloadMs) / 1000));
    // No socket cap: an open loop must never wait for a free connection on the client side.
    const overload = await withClient(server, Number.POSITIVE_INFINITY, (client) =>
      runOpenLoop(client, pool, logIn, {
        ratePerSecond: offered,
        durationMs: timings.overloadMs,
      }),
    );
    const { firstBytes, peakBytes } = memory.stop();

    const nonHashingCalls = await runNonHashingCalls(server, pages, pageViewConcurrency, timings);

    const best = closedLoop.reduce((a, b) => (b.successesPerSecond > a.successesPerSecond ? b : a));
    return {
      engine,
      serverStartSeconds,
      sessionsOpenedPerSecond: sessionsOpened.count / sessionsOpened.seconds,
      closedLoop,
      best,
      overload,
      residentAtReadyBytes: firstBytes,
      peakResidentBytes: peakBytes,
      nonHashingCalls,
    };
  } finally {
    pages.close();
    await stopServer();
    await dropDatabase();
  }
}
