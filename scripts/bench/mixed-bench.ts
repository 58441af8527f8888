// The mixed phase of the bench (docs/product/budgets.md#the-benefits-area): logins, the employee's
// dashboard and claim pages, the employer's claim list, 1 MB uploads and the claims CSV, in the
// proportions of mixed-calls.ts, against one engine on a server of its own with Acme grown as for
// the claims phases. First the mix's peak from a closed loop, then half of it from an open loop for
// minutes (the soak), every answer checked, the server's resident memory read every second and its
// V8 heap scraped from /auth/metrics, to tell whether memory stays flat once warm. The server runs
// with METRICS_TOKEN set, as in production: the process metrics it then keeps are part of what is
// measured.

import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { claimsAccounts, startGrownServer } from './claims-bench.ts';
import { employerRequests } from './employer-bench.ts';
import type { Engine } from './engine-bench.ts';
import type { GrownClient } from './grown-client.ts';
import {
  type ClosedLoopResult,
  runClosedLoop,
  runOpenLoop,
  SessionPool,
  SessionRing,
} from './http-load.ts';
import type { LatencySummary } from './latency.ts';
import { whileAlive, withClient } from './load-client.ts';
import { residentBytes } from './memory-sampler.ts';
import { mixedCalls, MixRecorder, mixRequest, mixWeights, scannedPdf } from './mixed-calls.ts';
import {
  type MixedCallResult,
  type MixedSlice,
  summarizeCalls,
  summarizeSlices,
} from './mixed-report.ts';
import { attributePauses, type CpuUse, type PhasePauses } from './pause-analysis.ts';
import { startPauseProbe } from './pause-probe.js';
import { type EmployeeSession, logInEmployees, logInEmployerSessions } from './portal-browser.ts';
import { watchSoakCpu } from './soak-cpu.ts';
import {
  createPortalClient,
  openLoginPage,
  openVisitorSessions,
  type PortalClient,
  type VisitorSession,
} from './portal-client.ts';
import type { Teardown } from './teardown.ts';

export interface MixedTimings {
  mixedPeakWarmupMs: number;
  mixedPeakMs: number;
  /** The open loop at half the peak: at least 5 minutes for the record. */
  mixedSoakMs: number;
  /** Into the soak, the end of the warm-up: resident memory is compared from here on. */
  mixedWarmupMs: number;
  /** The span averaged at each end of the comparison. */
  mixedWindowMs: number;
  /** The report's slices of the soak (a minute for the record). */
  mixedSliceMs: number;
  mixedResidentEveryMs: number;
  mixedHeapEveryMs: number;
}

/** The server's resident memory (VmRSS) at `atMs` into the soak. */
export interface ResidentSample {
  atMs: number;
  bytes: number;
}

/** V8's heap as the server's own metrics gave it, `atMs` into the soak. */
export interface HeapSample {
  atMs: number;
  usedBytes: number;
  totalBytes: number;
  externalBytes: number;
}

export interface MixedEngineResult {
  engine: Engine;
  grown: GrownClient;
  serverStartSeconds: number;
  pdfBytes: number;
  /** Requests of each call in every cycle of the mix. */
  weights: typeof mixWeights;
  employeeSessions: number;
  employerSessions: number;
  peak: ClosedLoopResult;
  soak: {
    offeredPerSecond: number;
    durationSeconds: number;
    sent: number;
    sendLag: LatencySummary;
    calls: MixedCallResult[];
    slices: MixedSlice[];
    /** Page views the login sessions opened beforehand fell short by, made inside the soak. */
    visitorsOpenedDuringSoak: number;
  };
  /** Where the comparison of resident memory starts, and the span averaged at each end. */
  memoryWindows: { warmupMs: number; windowMs: number; soakMs: number };
  resident: ResidentSample[];
  heap: HeapSample[];
  cpu: CpuUse | null;
  /** The server's GC and stalls during the soak (no request traced: the calls differ too much). */
  pauses: PhasePauses | null;
}

/** Login sessions opened beyond the estimate, so that a closed loop rarely runs short. */
const visitorMargin = 2;

export async function runMixedBench({
  engine,
  postgresUrl,
  serverEntry,
  timings,
  teardown,
  progress,
}: {
  engine: Engine;
  postgresUrl?: string;
  serverEntry: string;
  timings: MixedTimings;
  teardown: Teardown;
  progress: (message: string) => void;
}): Promise<MixedEngineResult> {
  progress(`${engine}: mixed load: the demo data with Acme grown, a server with metrics`);
  const metricsToken = randomBytes(24).toString('hex');
  const { server, serverStartSeconds, grown, stopServer, dropDatabase, databasePids } =
    await startGrownServer({
      engine,
      postgresUrl,
      serverEntry,
      teardown,
      env: { METRICS_TOKEN: metricsToken },
    });
  const loadGeneratorPauses = startPauseProbe();
  const pdf = await scannedPdf();
  const cores = availableParallelism();
  const connections = 2 * cores;
  const pages = createPortalClient(server.baseUrl, 2 * cores);
  const loginShare = mixWeights.login / Object.values(mixWeights).reduce((a, b) => a + b, 0);
  /** The login sessions `requests` of the mix need, opened now, more on the spot if short. */
  const visitorsFor = async (requests: number) =>
    new SessionPool(
      await whileAlive(
        server,
        openVisitorSessions(pages, Math.ceil(requests * loginShare * visitorMargin) + 8, 8),
      ),
      () => openLoginPage(pages),
    );

  let result: Omit<MixedEngineResult, 'pauses'>;
  let soakWindow: { startMs: number; endMs: number };
  try {
    progress(`${engine}: ${claimsAccounts} employee logins, ${connections} of acmehr`);
    const employees = await whileAlive(server, logInEmployees(pages, claimsAccounts, cores));
    const employers = await whileAlive(server, logInEmployerSessions(pages, connections));
    const employerCalls = await whileAlive(
      server,
      employerRequests(pages, employers[0] as VisitorSession, grown),
    );
    const calls = (visitors: SessionPool) =>
      mixedCalls({ baseUrl: server.baseUrl, employees, employers, employerCalls, visitors, pdf });
    // Any session serves as the loops' own: each call of the mix picks the one it needs.
    const anySession = () => new SessionRing([employees[0] as EmployeeSession]);

    progress(`${engine}: mixed load: the peak, a closed loop of ${connections} connections`);
    // An estimate of 400 requests a second, which the mix has not reached on 2 cores.
    const peakVisitors = await visitorsFor(
      (400 * (timings.mixedPeakWarmupMs + timings.mixedPeakMs)) / 1000,
    );
    const peak = await withClient(server, connections, (client) =>
      runClosedLoop(client, anySession(), mixRequest(calls(peakVisitors)), {
        connections,
        warmupMs: timings.mixedPeakWarmupMs,
        durationMs: timings.mixedPeakMs,
      }),
    );

    const rate = peak.successesPerSecond / 2;
    progress(
      `${engine}: mixed load: peak ${peak.successesPerSecond.toFixed(0)}/s; ${rate.toFixed(0)}/s for ${timings.mixedSoakMs / 1000} s`,
    );
    const soakVisitors = await visitorsFor((rate * timings.mixedSoakMs) / 1000);
    const cpu = watchSoakCpu(server.pid, engine === 'postgres' ? databasePids : null);
    // Both count their times from now, which the open loop's first send follows at once.
    const recorder = new MixRecorder();
    const memory = watchMemory(server.pid, pages, metricsToken, timings);
    const soak = await withClient(server, Number.POSITIVE_INFINITY, (client) =>
      runOpenLoop(client, anySession(), mixRequest(calls(soakVisitors), recorder), {
        ratePerSecond: rate,
        durationMs: timings.mixedSoakMs,
      }),
    );
    const cpuUse = await cpu.stop();
    const { resident, heap } = await memory.stop();
    soakWindow = soak.window;
    result = {
      engine,
      grown,
      serverStartSeconds,
      pdfBytes: pdf.length,
      weights: mixWeights,
      employeeSessions: employees.length,
      employerSessions: employers.length,
      peak,
      soak: {
        offeredPerSecond: soak.offeredPerSecond,
        durationSeconds: soak.durationSeconds,
        sent: soak.sent,
        sendLag: soak.sendLag,
        calls: summarizeCalls(recorder.calls, timings.mixedSoakMs),
        slices: summarizeSlices(recorder.requests, resident, heap, {
          sliceMs: timings.mixedSliceMs,
          soakMs: timings.mixedSoakMs,
        }),
        visitorsOpenedDuringSoak: soakVisitors.openedDuringRun,
      },
      memoryWindows: {
        warmupMs: timings.mixedWarmupMs,
        windowMs: timings.mixedWindowMs,
        soakMs: timings.mixedSoakMs,
      },
      resident,
      heap,
      cpu: cpuUse,
    };
  } finally {
    pages.close();
    await stopServer();
    await dropDatabase();
  }
  const serverPauses = server.pauses();
  const clientPauses = loadGeneratorPauses.stop();
  return {
    ...result,
    pauses: serverPauses
      ? attributePauses(
          { window: soakWindow, slow: [] },
          serverPauses,
          clientPauses,
          Number.POSITIVE_INFINITY,
          result.cpu,
        )
      : null,
  };
}

/**
 * The server's resident memory from /proc, and its V8 heap from its metrics, each at its own
 * interval from now until `stop()`; times in ms from now.
 */
function watchMemory(
  pid: number,
  client: PortalClient,
  metricsToken: string,
  timings: MixedTimings,
): { stop(): Promise<{ resident: ResidentSample[]; heap: HeapSample[] }> } {
  const began = performance.now();
  const resident: ResidentSample[] = [];
  const heap: HeapSample[] = [];
  const readResident = () => {
    const bytes = residentBytes(pid);
    if (bytes !== null) resident.push({ atMs: performance.now() - began, bytes });
  };
  let scraping: Promise<void> = Promise.resolve();
  const scrapeHeap = () => {
    const atMs = performance.now() - began;
    scraping = client
      .send({
        method: 'GET',
        path: '/auth/metrics',
        headers: { authorization: `Bearer ${metricsToken}` },
      })
      .then((response) => {
        const sample = heapOf(response.status === 200 ? response.body : '', atMs);
        if (sample) heap.push(sample);
      })
      .catch(() => undefined);
  };
  readResident();
  scrapeHeap();
  const residentTimer = setInterval(readResident, timings.mixedResidentEveryMs);
  const heapTimer = setInterval(scrapeHeap, timings.mixedHeapEveryMs);
  return {
    stop: async () => {
      clearInterval(residentTimer);
      clearInterval(heapTimer);
      readResident();
      await scraping;
      return { resident, heap };
    },
  };
}

/** V8's heap figures of a Prometheus text answer (prom-client's default metrics). */
export function heapOf(metricsText: string, atMs: number): HeapSample | null {
  const gauge = (name: string) => {
    const value = new RegExp(`^${name} (\\S+)$`, 'm').exec(metricsText)?.[1];
    return value === undefined ? Number.NaN : Number(value);
  };
  const sample = {
    atMs,
    usedBytes: gauge('nodejs_heap_size_used_bytes'),
    totalBytes: gauge('nodejs_heap_size_total_bytes'),
    externalBytes: gauge('nodejs_external_memory_bytes'),
  };
  return Number.isFinite(sample.usedBytes) ? sample : null;
}
