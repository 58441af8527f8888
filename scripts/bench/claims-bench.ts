// The benefits calls of docs/product/budgets.md#the-benefits-area against one engine, on a
// server of their own started on the demo data with Acme grown to 50,000 members and 20,000
// claims (grown-client.ts): the employee's dashboard, a claim's detail, payments, coverage and
// beneficiaries, then the employer's dashboard, 'Employee claims', a claim's page, 'Employees'
// and an employee's page (employer-bench.ts), each driven at its peak from a closed loop; then
// rounds of all of them in turn, each offered half its peak from an open loop, so that a
// stretch of a busy machine falls on one round of several calls rather than on every round of
// one (the budget takes the medians of the rounds, budgets.ts); then the employer's claims CSV,
// timed against the server's memory, and the memory a 10 MB PDF upload costs the server, one
// upload in flight and several (upload-bench.ts). A server of its own, so that the grown tables change none of the figures
// of the other phases. The sessions are logged in by portal-browser.ts.

import { availableParallelism } from 'node:os';
import {
  type ClaimsCsvResult,
  type EmployerCallName,
  employerCallNames,
  employerRequests,
  measureClaimsCsv,
} from './employer-bench.ts';
import type { Engine } from './engine-bench.ts';
import {
  claimNumbersOf,
  claimsPerAccount,
  type GrownClient,
  growDemoClient,
} from './grown-client.ts';
import {
  type ClosedLoopResult,
  type PortalRequest,
  runClosedLoop,
  runOpenLoop,
  SessionRing,
} from './http-load.ts';
import { whileAlive, withClient } from './load-client.ts';
import { attributePauses, watchCpu } from './pause-analysis.ts';
import { startPauseProbe } from './pause-probe.js';
import { type LatencyRound, latencyLimitMs } from './budgets.ts';
import { type EmployeeSession, logInEmployees, logInEmployerSessions } from './portal-browser.ts';
import {
  callPortal,
  createPortalClient,
  jsonGet,
  type PortalClient,
  type VisitorSession,
} from './portal-client.ts';
import { benchDatabase } from './scratch-database.ts';
import { seedDatabase } from './seed-database.ts';
import { startSeededServer } from './server-process.ts';
import type { Teardown } from './teardown.ts';
import { measureUploads, uploadBytes, type UploadMemory } from './upload-bench.ts';
import { type CensusFileResult, censusFileRows, measureCensusFile } from './census-file-bench.ts';

const employeeCallNames = [
  'dashboard',
  'claim detail',
  'payments',
  'coverage',
  'beneficiaries',
] as const;
type EmployeeCallName = (typeof employeeCallNames)[number];
export type ClaimsCallName = EmployeeCallName | EmployerCallName;

export interface ClaimsTimings {
  callWarmupMs: number;
  callPeakMs: number;
  /** The length of one round of a call at half its peak. */
  callHalfPeakMs: number;
  /** Rounds of every benefits call at half its peak, one call after the other. */
  latencyRounds: number;
  /** Rounds of uploads for each number in flight. */
  uploadRounds: number;
  /** Downloads of the claims CSV, one after the other. */
  csvRuns: number;
}

export interface ClaimsCallResult {
  call: ClaimsCallName;
  sessions: number;
  peak: ClosedLoopResult;
  /** Its rounds at half the peak, in the order they ran. */
  rounds: LatencyRound[];
}

export interface ClaimsEngineResult {
  engine: Engine;
  grown: GrownClient;
  serverStartSeconds: number;
  /** The p99 each call is held to on this engine: two hash times of the run, or four on PGlite. */
  latencyLimitMs: number;
  /** The employee's calls, then the employer's. */
  calls: ClaimsCallResult[];
  claimsCsv: ClaimsCsvResult;
  /** The certificate of coverage made for a bench employee, one download after the other. */
  certificate: CertificateRender[];
  uploadBytes: number;
  uploads: UploadMemory[];
  censusFile: CensusFileResult;
  serverPausesRecorded: boolean;
}

const api = '/auth/employee-benefits/api';
/** The employee accounts of the grown client whose sessions the calls are spread over. */
export const claimsAccounts = 300;

/**
 * A server of its own on the demo data with Acme grown (grown-client.ts), on a scratch
 * database for PostgreSQL; `teardown` stops it and drops the database however the bench ends.
 */
export async function startGrownServer({
  engine,
  postgresUrl,
  serverEntry,
  teardown,
  env,
}: {
  engine: Engine;
  postgresUrl?: string;
  serverEntry: string;
  teardown: Teardown;
  env?: Record<string, string>;
}) {
  const { databaseUrl, dropDatabase, databasePids } = await benchDatabase(
    engine,
    postgresUrl,
    teardown,
  );
  let grown: GrownClient | undefined;
  const { server, serverStartSeconds } = await startSeededServer({
    entry: serverEntry,
    databaseUrl,
    env,
    seed: (dataDir) =>
      seedDatabase({
        dataDir,
        databaseUrl,
        grow: async (db) => {
          grown = await growDemoClient(db, { accounts: claimsAccounts });
        },
      }),
    readyWithinMs: 120_000,
  });
  const stopServer = teardown.add(server.stop);
  if (!grown) throw new Error('The grown client was not written');
  return { server, serverStartSeconds, grown, stopServer, dropDatabase, databasePids };
}

export async function runClaimsBench({
  engine,
  postgresUrl,
  serverEntry,
  timings,
  hashMs,
  teardown,
  progress,
}: {
  engine: Engine;
  postgresUrl?: string;
  serverEntry: string;
  timings: ClaimsTimings;
  /** The run's hash time (cores ÷ H), which the latency budget is counted in. */
  hashMs: number;
  teardown: Teardown;
  progress: (message: string) => void;
}): Promise<ClaimsEngineResult> {
  progress(`${engine}: the demo data with Acme grown to 50,000 members and 20,000 claims`);
  const { server, serverStartSeconds, grown, stopServer, dropDatabase, databasePids } =
    await startGrownServer({ engine, postgresUrl, serverEntry, teardown });
  const loadGeneratorPauses = startPauseProbe();
  progress(
    `${engine}: grown in ${grown.seconds.toFixed(1)} s, server ready in ${serverStartSeconds.toFixed(1)} s`,
  );

  const cores = availableParallelism();
  // Slower requests than the budget are traced to what overlapped them.
  const limitMs = latencyLimitMs(engine, hashMs);
  const pages = createPortalClient(server.baseUrl, 2 * cores);
  const calls: ClaimsCallResult[] = [];
  let claimsCsv: ClaimsCsvResult | undefined;
  let certificate: CertificateRender[] = [];
  let uploads: UploadMemory[] = [];
  let censusFile: CensusFileResult | undefined;
  const connections = 2 * cores;
  try {
    progress(`${engine}: ${claimsAccounts} employee logins`);
    const sessions = await whileAlive(server, logInEmployees(pages, claimsAccounts, cores));
    const requests = employeeRequests();
    progress(`${engine}: ${connections} sessions of the employer acmehr`);
    const employerSessions = await whileAlive(server, logInEmployerSessions(pages, connections));
    const employerCalls = await whileAlive(
      server,
      employerRequests(pages, employerSessions[0] as VisitorSession, grown),
    );
    const driven: {
      call: ClaimsCallName;
      sessions: readonly VisitorSession[];
      send: PortalRequest;
    }[] = [
      ...employeeCallNames.map((call) => ({ call, sessions, send: requests[call] })),
      ...employerCallNames.map((call) => ({
        call,
        sessions: employerSessions,
        send: employerCalls[call],
      })),
    ];
    for (const { call, sessions: over, send } of driven) {
      progress(`${engine}: ${call}: its peak`);
      const peak = await withClient(server, connections, (client) =>
        runClosedLoop(client, new SessionRing(over), send, {
          connections,
          warmupMs: timings.callWarmupMs,
          durationMs: timings.callPeakMs,
        }),
      );
      calls.push({ call, sessions: over.length, peak, rounds: [] });
    }
    for (let round = 1; round <= timings.latencyRounds; round++) {
      progress(`${engine}: round ${round} of ${timings.latencyRounds}, each call at half its peak`);
      for (const [index, { sessions: over, send }] of driven.entries()) {
        const result = calls[index] as ClaimsCallResult;
        const cpu = watchCpu(server.pid, await databasePids());
        const measured = await withClient(server, Number.POSITIVE_INFINITY, (client) =>
          runOpenLoop(client, new SessionRing(over), send, {
            ratePerSecond: result.peak.successesPerSecond / 2,
            durationMs: timings.callHalfPeakMs,
            slowOverMs: limitMs,
          }),
        );
        result.rounds.push({ measured, cpu: cpu.stop() });
      }
    }

    progress(`${engine}: the claims CSV, ${timings.csvRuns} downloads`);
    claimsCsv = await measureClaimsCsv(
      server,
      employerSessions[0] as VisitorSession,
      timings.csvRuns,
    );

    progress(`${engine}: the certificate of coverage, ${timings.csvRuns * 4} renders`);
    certificate = await whileAlive(
      server,
      renderCertificates(pages, sessions[0] as VisitorSession, timings.csvRuns * 4),
    );

    progress(`${engine}: uploads of a ${(uploadBytes / 2 ** 20).toFixed(1)} MB PDF`);
    uploads = await measureUploads(server, pages, sessions, timings.uploadRounds);

    progress(`${engine}: a census file of ${censusFileRows} rows, checked and applied`);
    censusFile = await measureCensusFile(server, pages, employerSessions[0] as VisitorSession);
  } finally {
    pages.close();
    await stopServer();
    await dropDatabase();
  }
  if (!claimsCsv) throw new Error('The claims CSV was not measured');
  if (!censusFile) throw new Error('The census file was not measured');
  const serverPauses = server.pauses();
  const clientPauses = loadGeneratorPauses.stop();
  if (serverPauses) {
    for (const round of calls.flatMap((call) => call.rounds)) {
      round.pauses = attributePauses(
        round.measured,
        serverPauses,
        clientPauses,
        limitMs,
        round.cpu,
      );
    }
  }
  return {
    engine,
    grown,
    serverStartSeconds,
    latencyLimitMs: limitMs,
    calls,
    claimsCsv,
    certificate,
    uploadBytes,
    uploads,
    censusFile,
    serverPausesRecorded: serverPauses !== null,
  };
}

/**
 * The employee's three calls, each on an EmployeeSession for that member's own data: the
 * claim detail asks for the member's claims in turn, by `sequence`.
 */
export function employeeRequests(): Record<EmployeeCallName, PortalRequest> {
  return {
    dashboard: jsonGet(() => `${api}/dashboard`, hasOpenClaims),
    'claim detail': (client, session, sequence) => {
      const { account } = session as EmployeeSession;
      const claimNumber = claimNumbersOf(account)[sequence % claimsPerAccount] ?? '';
      return jsonGet(
        () => `${api}/claims/${claimNumber}`,
        (body) => (body as { claimNumber?: string }).claimNumber === claimNumber,
      )(client, session, sequence);
    },
    payments: jsonGet(
      () => `${api}/payments`,
      (body) => Array.isArray((body as { payments?: unknown }).payments),
    ),
    // Every plan of the client, each with its status: a terminated bench member's have ended.
    coverage: jsonGet(
      () => `${api}/coverage`,
      (body) => ((body as { plans?: unknown[] }).plans ?? []).length > 0,
    ),
    beneficiaries: jsonGet(
      () => `${api}/beneficiaries`,
      (body) => Array.isArray((body as { plans?: unknown }).plans),
    ),
  };
}

/** One certificate of coverage: its HTTP status, whether it was a PDF, and its time. */
export interface CertificateRender {
  status: number;
  pdf: boolean;
  bytes: number;
  totalMs: number;
}

/**
 * The certificate of coverage (docs/product/coverage.md#my-coverage) of one bench employee,
 * `runs` times one after the other: the time to make a PDF, which no latency budget holds but
 * the bench reports.
 */
async function renderCertificates(
  client: PortalClient,
  session: VisitorSession,
  runs: number,
): Promise<CertificateRender[]> {
  const renders: CertificateRender[] = [];
  for (let run = 0; run < runs; run++) {
    const began = performance.now();
    const response = await callPortal(client, session, {
      method: 'GET',
      path: `${api}/coverage/certificate.pdf`,
    });
    renders.push({
      status: response.status,
      pdf: response.status === 200 && response.body.startsWith('%PDF-'),
      bytes: Buffer.byteLength(response.body),
      totalMs: performance.now() - began,
    });
  }
  return renders;
}

const hasOpenClaims = (body: unknown) =>
  Array.isArray((body as { claims?: unknown }).claims) &&
  (body as { claims: unknown[] }).claims.length > 0;
