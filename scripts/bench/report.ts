// Turns the measurements into budget verdicts (DESIGN.md section 10), the report a person
// reads, and the same content as JSON for tools. A failed budget is a finding, not an error:
// the bench still exits 0 and the verdict says FAIL.

import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { LoginPageSize } from '../login-page-budget.ts';
import type { HashBaseline, HashRate } from './hash-rate.ts';
import type { LatencySummary } from './latency.ts';
import type { LighthouseResult } from './lighthouse.ts';
import type { Engine, EngineResult } from './login-bench.ts';
import type { Machine } from './machine.ts';
import type { NonHashingCallResult } from './non-hashing-bench.ts';
import { benchRateLimitPerMinute } from './server-process.ts';

export interface BenchResult {
  startedAt: string;
  command: string;
  machine: Machine;
  hash: HashBaseline;
  engines: EngineResult[];
  loginPage: LoginPageSize;
  lighthouse: LighthouseResult;
}

export interface BudgetCheck {
  scope: Engine | 'build' | 'browser';
  figure: string;
  value: string;
  budget: string;
  pass: boolean;
}

/** Above this share of the cores busy before the start, the figures get a warning. */
const busyMachineShare = 0.1;
/** Above this spread between the runs of H, the ratios get a warning. */
const driftingHashShare = 0.1;
const kib = 1024;
const mib = 1024 * 1024;

export const budgets = {
  loginsPerHash: 0.85,
  refusedP99Ms: 50,
  admittedP99InHashes: 4,
  residentBytes: 200 * mib,
  nonHashingP99Ms: 10,
  loginPageGzipBytes: 100 * kib,
  lighthousePerformance: 98,
  lighthouseAccessibility: 100,
} as const;

const engineNames: Record<Engine, string> = {
  pglite: 'embedded PGlite',
  postgres: 'PostgreSQL (scratch database on DATABASE_URL)',
};

export function checkBudgets(result: BenchResult): BudgetCheck[] {
  const { hash } = result;
  const admittedLimitMs = budgets.admittedP99InHashes * hash.oneHashMs;
  const perEngine = result.engines.flatMap((engineResult) => {
    const { engine, best, overload, peakResidentBytes } = engineResult;
    const ratio = best.successesPerSecond / hash.verifiesPerSecond;
    return [
      {
        scope: engine,
        figure: 'logins/s ÷ H',
        value: `${ratio.toFixed(3)} (${best.successesPerSecond.toFixed(1)} ÷ ${hash.verifiesPerSecond.toFixed(1)})`,
        budget: `>= ${budgets.loginsPerHash}`,
        pass: ratio >= budgets.loginsPerHash,
      },
      {
        scope: engine,
        figure: 'overload: 503 p99',
        value: overload.refused.count > 0 ? ms(overload.refused.p99Ms) : 'no 503 at all',
        budget: `< ${budgets.refusedP99Ms} ms`,
        pass: overload.refused.count > 0 && overload.refused.p99Ms < budgets.refusedP99Ms,
      },
      {
        scope: engine,
        figure: 'overload: admitted p99',
        value: overload.admitted.count > 0 ? ms(overload.admitted.p99Ms) : 'no login admitted',
        budget: `< ${ms(admittedLimitMs)} (${budgets.admittedP99InHashes} × one hash)`,
        pass: overload.admitted.count > 0 && overload.admitted.p99Ms < admittedLimitMs,
      },
      {
        scope: engine,
        figure: 'peak resident memory',
        value:
          peakResidentBytes === null ? 'not measured (no /proc)' : megabytes(peakResidentBytes),
        budget: `< ${megabytes(budgets.residentBytes)}`,
        pass: peakResidentBytes !== null && peakResidentBytes < budgets.residentBytes,
      },
      ...engineResult.nonHashingCalls.map((call) => checkNonHashingCall(engine, call)),
    ] satisfies BudgetCheck[];
  });
  return [
    ...perEngine,
    {
      scope: 'build',
      figure: 'login page JavaScript',
      value: `${kilobytes(result.loginPage.gzipBytes)} gzip`,
      budget: `<= ${kilobytes(budgets.loginPageGzipBytes)}`,
      pass: result.loginPage.gzipBytes <= budgets.loginPageGzipBytes,
    },
    {
      scope: 'browser',
      figure: 'Lighthouse performance',
      value: `${result.lighthouse.performance} (median of ${result.lighthouse.runs})`,
      budget: `>= ${budgets.lighthousePerformance}`,
      pass: result.lighthouse.performance >= budgets.lighthousePerformance,
    },
    {
      scope: 'browser',
      figure: 'Lighthouse accessibility',
      value: String(result.lighthouse.accessibility),
      budget: `= ${budgets.lighthouseAccessibility}`,
      pass: result.lighthouse.accessibility >= budgets.lighthouseAccessibility,
    },
  ];
}

/** Passes only when every answer at half the peak was the expected one, so none is hidden. */
function checkNonHashingCall(
  engine: Engine,
  { call, halfPeak }: NonHashingCallResult,
): BudgetCheck {
  const { admitted, refused, others } = halfPeak;
  const failed = refused.count + Object.values(others).reduce((sum, n) => sum + n, 0);
  return {
    scope: engine,
    figure: `${call} p99 at ½ peak`,
    value:
      admitted.count === 0
        ? 'no expected answer'
        : `${ms(admitted.p99Ms)} (${halfPeak.offeredPerSecond.toFixed(0)}/s)${failed > 0 ? `, ${failed} other answers` : ''}`,
    budget: `< ${budgets.nonHashingP99Ms} ms`,
    pass: admitted.count > 0 && failed === 0 && admitted.p99Ms < budgets.nonHashingP99Ms,
  };
}

export function formatReport(result: BenchResult, checks: BudgetCheck[], jsonFile: string): string {
  const { machine, hash } = result;
  const { parameters, inFlight } = hash.runs[0] as HashRate;
  const figureWidth = Math.max(...checks.map((check) => check.figure.length));
  const lines = [
    'Benefits portal bench',
    row(
      'machine',
      `${machine.cpuModel}, ${machine.cores} cores, Node ${machine.node} (${machine.platform})`,
    ),
    row('command', result.command),
    row('started', result.startedAt),
    row('other work before start', busyBefore(machine)),
    '',
    `argon2id with @node-rs/argon2, m=${parameters.memoryCost} KiB t=${parameters.timeCost} p=${parameters.parallelism}, ${inFlight} verifies in flight`,
    ...hash.runs.map((run, index) =>
      row(
        `H ${index === 0 ? 'before' : 'after'} the HTTP part (${run.measuredSeconds} s)`,
        `${run.verifiesPerSecond.toFixed(1)} verifies/s, one hash alone ${ms(run.oneHashMs)} (median of ${run.oneHashRuns})`,
      ),
    ),
    row(
      'H used by the budgets (mean)',
      `${hash.verifiesPerSecond.toFixed(1)} verifies/s, one hash ${ms(hash.oneHashMs)}; spread ${percent(hash.spread)}`,
    ),
    ...result.engines.flatMap((engine) => ['', ...formatEngine(engine)]),
    '',
    'Login page JavaScript (gzip, from dist/web/login-page-size.json)',
    ...result.loginPage.files.map((file) => row(file.file, kilobytes(file.gzipBytes))),
    row('total', kilobytes(result.loginPage.gzipBytes)),
    '',
    `Lighthouse ${result.lighthouse.url.replace(/^https?:\/\/[^/]+/, '')} (mobile, default throttling), median of ${result.lighthouse.runs}`,
    row(
      'scores',
      `performance ${result.lighthouse.performance}, accessibility ${result.lighthouse.accessibility}`,
    ),
    row(
      'metrics',
      `first contentful paint ${ms(result.lighthouse.firstContentfulPaintMs)}, largest ${ms(result.lighthouse.largestContentfulPaintMs)}, total blocking time ${ms(result.lighthouse.totalBlockingTimeMs)}`,
    ),
    '',
    'Budgets (DESIGN.md section 10)',
    ...checks.map(
      (check) =>
        `  ${check.pass ? 'PASS' : 'FAIL'}  ${check.scope.padEnd(8)} ${check.figure.padEnd(figureWidth)} ${check.value.padEnd(26)} budget ${check.budget}`,
    ),
    '',
    'Notes',
    ...notes(result).map((note) => `  - ${note}`),
    '',
    `${checks.filter((check) => check.pass).length} of ${checks.length} budgets pass. JSON: ${jsonFile}`,
  ];
  return `${lines.join('\n')}\n`;
}

function formatEngine(result: EngineResult): string[] {
  const { overload } = result;
  return [
    `HTTP on ${engineNames[result.engine]}: node dist/server/main.js, LOG_LEVEL=warn, ready in ${result.serverStartSeconds.toFixed(1)} s`,
    row(
      'page views (session + CSRF)',
      `${result.sessionsOpenedPerSecond.toFixed(0)}/s while pre-creating sessions`,
    ),
    ...result.closedLoop.map((run) =>
      row(
        `closed loop, ${run.connections} connections`,
        `${run.successesPerSecond.toFixed(1)} logins/s${run === result.best ? ' (best)' : ''}, ${latencies(run.successLatency)}, other answers: ${counts(run.outcomes)}${run.sessionsOpenedDuringRun > 0 ? `, ${run.sessionsOpenedDuringRun} sessions opened during the run` : ''}`,
      ),
    ),
    row(
      'overload, open loop',
      `${overload.offeredPerSecond.toFixed(1)} logins/s offered (2 × H before) for ${overload.durationSeconds} s: ${overload.sent} sent, send lag p99 ${ms(overload.sendLag.p99Ms)}`,
    ),
    row('  admitted (200 success)', `${overload.admitted.count}, ${latencies(overload.admitted)}`),
    row(
      '  refused (503)',
      `${overload.refused.count}, ${latencies(overload.refused)}, max ${ms(overload.refused.maxMs)}`,
    ),
    row('  other answers', counts(overload.others)),
    row('resident memory', residentMemory(result)),
    ...formatNonHashingCalls(result.nonHashingCalls),
  ];
}

function formatNonHashingCalls(calls: NonHashingCallResult[]): string[] {
  const [first] = calls;
  if (!first) return [];
  return [
    `  non-hashing calls: peak from a closed loop of ${first.peak.connections} connections (${first.peak.measuredSeconds} s), then an open loop at ½ peak (${first.halfPeak.durationSeconds} s)`,
    ...calls.flatMap(({ call, sessions, peak, halfPeak }) => [
      row(
        `  ${call}`,
        `peak ${peak.successesPerSecond.toFixed(0)}/s over ${sessions} sessions, ${latencies(peak.successLatency)}, other answers: ${counts(peak.outcomes)}`,
      ),
      row(
        `    at ½ peak, ${halfPeak.offeredPerSecond.toFixed(0)}/s`,
        `${latencies(halfPeak.admitted)}, max ${ms(halfPeak.admitted.maxMs)}, send lag p99 ${ms(halfPeak.sendLag.p99Ms)}, other answers: ${counts({ ...halfPeak.others, ...(halfPeak.refused.count > 0 ? { 'HTTP 503': halfPeak.refused.count } : {}) })}`,
      ),
    ]),
  ];
}

function notes(result: BenchResult): string[] {
  const engines = new Set(result.engines.map((engine) => engine.engine));
  const { busyBeforeStart } = result.machine;
  return [
    ...(result.hash.spread > driftingHashShare
      ? [
          `WARNING: H moved by ${percent(result.hash.spread)} between its two runs: the machine's speed drifted during the bench (on a shared virtual machine, other guests load the host), so the ratios carry that much uncertainty.`,
        ]
      : []),
    ...(busyBeforeStart !== null && busyBeforeStart > busyMachineShare
      ? [
          `WARNING: other processes kept ${percent(busyBeforeStart)} of the cores busy just before the bench began. They compete with the hashes and the server, so H, every ratio and every latency are unreliable: rerun on a quiet machine.`,
        ]
      : []),
    `All load comes from one address (127.0.0.1), so the server ran with RATE_LIMIT_ADDRESS_PER_MINUTE and RATE_LIMIT_SESSION_PER_MINUTE at ${benchRateLimitPerMinute}; with the defaults it would answer 429 almost at once.`,
    `The load generator shares the machine's ${result.machine.cores} cores with the server, so every HTTP figure includes its cost; H was measured while no server ran.`,
    'Each login uses its own pre-created visitor session (a successful login rotates it away); logins alternate between jroe2024 (employee side) and acmehr (employer side). A refused login (503) leaves its session unused, so closed loops reuse it.',
    'Open-loop latencies (overload, ½ peak) run from the moment a request was sent; the send lag says how late the client sent against the schedule.',
    'Hashes in flight are capped inside the server (HASH_CONCURRENCY, default: the number of cores) with a short queue (HASH_QUEUE, default: half the cores); beyond that logins are refused with 503, so closed loops with more connections than the server admits mostly measure refusals. The best closed loop is the throughput.',
    "Non-hashing calls run after the login phases, on the same server and its thousands of sessions, each spread over its own visitor sessions in turn: verifyPersonalInfo starts demo person Jane Doe's registration over (200 NOTREGISTERED); validateVerificationCode sends wrong codes to 20 flows at the code step (200 OTPINVALID, then OTPATTEMPTSEXCEEDED after the fifth, the same count-and-check path); reload finds the flows verifyPersonalInfo left. A call counts only with its expected status code, not any 200.",
    ...(engines.has('pglite')
      ? [
          'PGlite: the embedded database is PostgreSQL compiled to WASM running inside the server process, so its heap (shared buffers, catalog and query memory) is part of the resident memory measured.',
        ]
      : []),
    ...(engines.has('postgres')
      ? ['PostgreSQL: the database server is a separate process; its memory is not counted.']
      : []),
    `Memory is counted in MB of ${mib} bytes and KB of ${kib} bytes, as the build does.`,
  ];
}

export async function writeReportJson(
  file: string,
  result: BenchResult,
  checks: BudgetCheck[],
): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const report = { ...result, budgets, checks, allPass: checks.every((check) => check.pass) };
  await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
}

function busyBefore({ busyBeforeStart }: Machine): string {
  return busyBeforeStart === null
    ? 'not measured (no /proc)'
    : `${percent(busyBeforeStart)} of the cores busy in the second before the bench`;
}

function residentMemory({ residentAtReadyBytes, peakResidentBytes }: EngineResult): string {
  if (residentAtReadyBytes === null || peakResidentBytes === null) return 'not measured';
  return `${megabytes(residentAtReadyBytes)} when ready, before any load; peak ${megabytes(peakResidentBytes)} under the login load`;
}

function row(label: string, value: string): string {
  return `  ${label.padEnd(34)} ${value}`;
}

function latencies(summary: LatencySummary): string {
  return summary.count === 0 ? 'no answers' : `p50 ${ms(summary.p50Ms)}, p99 ${ms(summary.p99Ms)}`;
}

function counts(byOutcome: Record<string, number>): string {
  const entries = Object.entries(byOutcome).filter(([outcome]) => outcome !== 'success');
  return entries.length === 0
    ? 'none'
    : entries.map(([outcome, n]) => `${outcome} × ${n}`).join(', ');
}

function percent(share: number): string {
  return `${(share * 100).toFixed(0)}%`;
}

function ms(value: number): string {
  return `${value.toFixed(1)} ms`;
}

function kilobytes(bytes: number): string {
  return `${(bytes / kib).toFixed(1)} KB`;
}

function megabytes(bytes: number): string {
  return `${(bytes / mib).toFixed(1)} MB`;
}
