// The HTTP part of the bench against one database engine: start the real server on the demo
// data and a bench census, find the most logins per second it sustains, offer it twice H,
// and watch its memory meanwhile; then, on the same server with the sessions the logins left
// behind, each registration call at a stated rate, and the static files and the page. The
// server and this process record their pauses throughout, so that every slow request can be
// told what held it.

import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { ClaimsTimings } from './claims-bench.ts';
import {
  type ClosedLoopResult,
  type OpenLoopResult,
  runClosedLoop,
  runOpenLoop,
  SessionPool,
} from './http-load.ts';
import { whileAlive, withLeanClient } from './load-client.ts';
import { sampleResidentMemory } from './memory-sampler.ts';
import { attributePauses } from './pause-analysis.ts';
import { startPauseProbe } from './pause-probe.js';
import { createPortalClient, logIn, openLoginPage, openVisitorSessions } from './portal-client.ts';
import {
  oneShotCount,
  prepareResendFlows,
  type RegistrationCallResult,
  type RegistrationTimings,
  runRegistrationCalls,
} from './registration-bench.ts';
import { benchCensusCsv } from './registration-calls.ts';
import { benchDatabase } from './scratch-database.ts';
import { seedDatabase } from './seed-database.ts';
import { startSeededServer } from './server-process.ts';
import { runStaticBench, type StaticResult, type StaticTimings } from './static-bench.ts';
import type { Teardown } from './teardown.ts';
import { type LoginCpu, loginCpu, type ThreadCpu, threadCpuIfAvailable } from './thread-cpu.ts';

export type Engine = 'pglite' | 'postgres';

export interface EngineTimings extends RegistrationTimings, StaticTimings, ClaimsTimings {
  loginWarmupMs: number;
  loginMs: number;
  overloadMs: number;
}

export interface EngineBenchOptions {
  engine: Engine;
  /** Server URL of PostgreSQL, for `engine: 'postgres'`: the bench adds a database to it. */
  postgresUrl?: string;
  serverEntry: string;
  webRoot: string;
  hashesPerSecond: number;
  timings: EngineTimings;
  /** Requests of the registration calls slower than this are traced to a cause. */
  slowOverMs: number;
  teardown: Teardown;
  progress: (message: string) => void;
  /** Runs against the started server before any load, e.g. Lighthouse on an idle server. */
  whileIdle?: (baseUrl: string) => Promise<void>;
}

export interface EngineResult {
  engine: Engine;
  serverStartSeconds: number;
  /** People of the bench census written before the start, for `submit`. */
  censusPeople: number;
  sessionsOpenedPerSecond: number;
  closedLoop: ClosedLoopResult[];
  best: ClosedLoopResult;
  /** The best closed loop's CPU per login by party, from /proc; null without it. */
  bestCpu: LoginCpu | null;
  overload: OpenLoopResult;
  /** Before any load: what start-up alone leaves resident. */
  residentAtReadyBytes: number | null;
  /** Under the login load, which the budget is about. */
  peakResidentBytes: number | null;
  /** From ready to stop, every phase included. */
  peakResidentWholeRunBytes: number | null;
  registrationCalls: RegistrationCallResult[];
  staticFiles: StaticResult[];
  /** Whether the server's pause probe delivered its records (it writes them at exit). */
  serverPausesRecorded: boolean;
}

/** Margin on the sessions a closed loop may need, since its rate is only estimated by H. */
const sessionMargin = 2;
/** Page views in flight while pre-creating sessions; they are cheap next to a login. */
const pageViewConcurrency = 8;

export async function runEngineBench({
  engine,
  postgresUrl,
  serverEntry,
  webRoot,
  hashesPerSecond,
  timings,
  slowOverMs,
  teardown,
  progress,
  whileIdle,
}: EngineBenchOptions): Promise<EngineResult> {
  const { databaseUrl, dropDatabase, databasePids } = await benchDatabase(
    engine,
    postgresUrl,
    teardown,
  );
  const censusPeople = oneShotCount(timings);
  progress(
    `${engine}: writing the demo data and ${censusPeople} census people, starting the server`,
  );
  const { server, serverStartSeconds } = await startSeededServer({
    entry: serverEntry,
    databaseUrl,
    seed: (dataDir) =>
      seedDatabase({ dataDir, databaseUrl, censusCsv: benchCensusCsv(censusPeople) }),
    readyWithinMs: 90_000,
  });
  const stopServer = teardown.add(server.stop);
  const loadGeneratorPauses = startPauseProbe();
  const wholeRun = sampleResidentMemory(server.pid);

  const pages = createPortalClient(server.baseUrl, pageViewConcurrency);
  let measured: Omit<EngineResult, 'serverPausesRecorded' | 'peakResidentWholeRunBytes'>;
  let wholeRunPeakBytes: number | null = null;
  try {
    progress(`${engine}: flows waiting to resend a code`);
    const resendFlows = await prepareResendFlows(server, pages, timings);
    if (whileIdle) await whileAlive(server, whileIdle(server.baseUrl));

    progress(`${engine}: logins`);
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
    const closedLoopCpu: (LoginCpu | null)[] = [];
    for (const connections of [cores + 1, 2 * cores, 4 * cores]) {
      const seconds = (timings.loginWarmupMs + timings.loginMs) / 1000;
      const pool = await openSessions(Math.ceil(hashesPerSecond * seconds * sessionMargin));
      const backends = await databasePids();
      // Read by the loop as its measured window opens, after the warm-up.
      const opened: { cpu: ThreadCpu | null } = { cpu: null };
      const run = await withLeanClient(server, (client) =>
        runClosedLoop(client, pool, logIn, {
          connections,
          warmupMs: timings.loginWarmupMs,
          durationMs: timings.loginMs,
          onWindowStart: () => {
            opened.cpu = threadCpuIfAvailable(server.pid, backends);
          },
        }),
      );
      const after = threadCpuIfAvailable(server.pid, backends);
      closedLoop.push(run);
      closedLoopCpu.push(opened.cpu && after ? loginCpu(opened.cpu, after, run.successes) : null);
    }

    const offered = 2 * hashesPerSecond;
    const pool = await openSessions(Math.ceil((offered * timings.overloadMs) / 1000));
    // A connection per request in flight: an open loop never waits for a free one.
    const overload = await withLeanClient(server, (client) =>
      runOpenLoop(client, pool, logIn, {
        ratePerSecond: offered,
        durationMs: timings.overloadMs,
      }),
    );
    const { firstBytes, peakBytes } = memory.stop();

    const registrationCalls = await runRegistrationCalls(server, pages, {
      timings,
      hashesPerSecond,
      resendFlows,
      slowOverMs,
      databasePids,
      progress: (message) => progress(`${engine}: ${message}`),
    });

    progress(`${engine}: static files and the page`);
    const browsers = await whileAlive(server, openVisitorSessions(pages, 50, pageViewConcurrency));
    const staticFiles = await runStaticBench(server, browsers, webRoot, timings);

    const best = closedLoop.reduce((a, b) => (b.successesPerSecond > a.successesPerSecond ? b : a));
    const bestCpu = closedLoopCpu[closedLoop.indexOf(best)] ?? null;
    measured = {
      engine,
      serverStartSeconds,
      censusPeople,
      sessionsOpenedPerSecond: sessionsOpened.count / sessionsOpened.seconds,
      closedLoop,
      best,
      bestCpu,
      overload,
      residentAtReadyBytes: firstBytes,
      peakResidentBytes: peakBytes,
      registrationCalls,
      staticFiles,
    };
  } finally {
    pages.close();
    wholeRunPeakBytes = wholeRun.stop().peakBytes;
    await stopServer();
    await dropDatabase();
  }

  const serverPauses = server.pauses();
  const clientPauses = loadGeneratorPauses.stop();
  if (serverPauses) {
    for (const call of measured.registrationCalls) {
      call.pauses = attributePauses(
        call.measured,
        serverPauses,
        clientPauses,
        slowOverMs,
        call.cpu,
      );
    }
  }
  return {
    ...measured,
    peakResidentWholeRunBytes: wholeRunPeakBytes,
    serverPausesRecorded: serverPauses !== null,
  };
}
