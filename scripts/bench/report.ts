// Turns the measurements into budget verdicts (docs/product/budgets.md), the report a
// person reads, and the same content as JSON for tools. A failed budget is a finding, not an
// error: the bench still exits 0 and the verdict says FAIL. The verdicts live in budgets.ts,
// those of the grown client in claims-report.ts.

import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { LoginPageSize } from '../login-page-budget.ts';
import { type BudgetCheck, budgetedCalls, budgets, checkHalfPeak } from './budgets.ts';
import type { ClaimsEngineResult } from './claims-bench.ts';
import { checkClaims, formatClaims } from './claims-report.ts';
import type { HashBaseline, HashRate } from './hash-rate.ts';
import type { LighthouseResult } from './lighthouse.ts';
import type { Engine, EngineResult, EngineTimings } from './engine-bench.ts';
import type { Machine } from './machine.ts';
import type { MixedEngineResult } from './mixed-bench.ts';
import { checkMixed, formatMixed } from './mixed-report.ts';
import type { RegistrationCallResult } from './registration-bench.ts';
import type { LoginCpu } from './thread-cpu.ts';
import {
  counts,
  describePauses,
  engineNames,
  kib,
  kilobytes,
  latencies,
  megabytes,
  mib,
  ms,
  percent,
  row,
} from './report-lines.ts';
import { benchRateLimitPerMinute } from './server-process.ts';
import type { StaticResult } from './static-bench.ts';

export interface BenchResult {
  startedAt: string;
  command: string;
  /** The checked-out commit the code came from, null outside a git checkout. */
  commit: string | null;
  /** BENCH_QUICK: every phase shortened, to check that the bench runs, not to measure. */
  quick: boolean;
  timings: EngineTimings;
  machine: Machine;
  hash: HashBaseline;
  engines: EngineResult[];
  loginPage: LoginPageSize;
  lighthouse: LighthouseResult;
  /**
   * The benefits calls on the grown client, the claims CSV and uploads (docs/product/budgets.md).
   */
  claims: ClaimsEngineResult[];
  /** The mixed load at half its peak for minutes (docs/product/budgets.md#the-benefits-area). */
  mixed: MixedEngineResult[];
}

/** Above this share of the cores busy before the start, the figures get a warning. */
const busyMachineShare = 0.1;
/** Above this spread between the runs of H, the ratios get a warning. */
const driftingHashShare = 0.1;

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
      ...engineResult.registrationCalls
        .filter((call) => budgetedCalls.has(call.call))
        .map((call) => checkNonHashingCall(engine, call)),
    ] satisfies BudgetCheck[];
  });
  return [
    ...perEngine,
    ...checkClaims(result.claims),
    ...checkMixed(result.mixed),
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

function checkNonHashingCall(
  engine: Engine,
  { call, measured }: RegistrationCallResult,
): BudgetCheck {
  return checkHalfPeak(engine, `${call} p99 at ½ peak`, measured, budgets.nonHashingP99Ms);
}

export function formatReport(result: BenchResult, checks: BudgetCheck[], jsonFile: string): string {
  const { machine, hash } = result;
  const { parameters, inFlight } = hash.runs[0] as HashRate;
  const figureWidth = Math.max(...checks.map((check) => check.figure.length));
  const lines = [
    `Benefits portal bench${result.quick ? ' (BENCH_QUICK: shortened phases, figures not for the record)' : ''}`,
    row(
      'machine',
      `${machine.cpuModel}, ${machine.cores} cores, Node ${machine.node} (${machine.platform})`,
    ),
    row('command', result.command),
    row('commit', result.commit ?? 'unknown (not a git checkout)'),
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
      `${hash.verifiesPerSecond.toFixed(1)} verifies/s (${(hash.verifiesPerSecond / inFlight).toFixed(1)} per core), one hash ${ms(hash.oneHashMs)}; spread ${percent(hash.spread)}`,
    ),
    ...result.engines.flatMap((engine) => ['', ...formatEngine(engine, result.timings)]),
    ...result.claims.flatMap((claims) => ['', ...formatClaims(claims, result.timings)]),
    ...result.mixed.flatMap((mixed) => ['', ...formatMixed(mixed)]),
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
    'Budgets (docs/product/budgets.md)',
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

/** Where the best loop's CPU went, and the ceiling it puts on logins/s ÷ H. */
function loginCpuLine(cpu: LoginCpu): string {
  const n = (value: number) => `${value.toFixed(2)} ms`;
  return `hashing ${n(cpu.hashingMs)}, server main thread ${n(cpu.mainMs)} (kernel ${n(cpu.mainSystemMs)}), V8's helpers ${n(cpu.helpersMs)}, PostgreSQL ${n(cpu.databaseMs)}, load generator ${n(cpu.loadGeneratorMs)}; hash ÷ all ${cpu.hashShare.toFixed(3)} (the most logins/s ÷ H two busy cores allow); other work ${n(cpu.otherWorkMs)}`;
}

function formatEngine(result: EngineResult, timings: EngineTimings): string[] {
  const { overload } = result;
  return [
    `HTTP on ${engineNames[result.engine]}: node dist/server/main.js, LOG_LEVEL=warn, ready in ${result.serverStartSeconds.toFixed(1)} s on the demo data and ${result.censusPeople} bench census people written before the start`,
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
    ...(result.bestCpu ? [row('  CPU per login, best loop', loginCpuLine(result.bestCpu))] : []),
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
    ...formatRegistrationCalls(result, timings),
    ...formatStaticFiles(result.staticFiles, timings),
  ];
}

function formatRegistrationCalls(result: EngineResult, timings: EngineTimings): string[] {
  const calls = result.registrationCalls;
  const firstPeak = calls.find((call) => call.peak)?.peak;
  return [
    `  registration calls, each at a stated rate from an open loop: the repeatable ones at half their peak (a closed loop of ${firstPeak?.connections ?? '?'} connections for ${timings.callPeakMs / 1000} s) for ${timings.callHalfPeakMs / 1000} s; the one-shot ones on a flow prepared for each request, at ${timings.oneShotPerSecond}/s for ${timings.oneShotMs / 1000} s, selectCredentials (it hashes) at ½ H`,
    ...(result.serverPausesRecorded
      ? []
      : ['    (the server left no pause records: the slow requests are not traced)']),
    ...calls.flatMap((call) => [
      row(
        `  ${call.call}`,
        call.peak
          ? `peak ${call.peak.successesPerSecond.toFixed(0)}/s over ${call.sessions} sessions, ${latencies(call.peak.successLatency)}, other answers: ${counts(call.peak.outcomes)}`
          : `one-shot, ${call.sessions} prepared flows${call.hashes ? ', hashes a password' : ''}`,
      ),
      row(
        `    at ${rateLabel(call)}, ${call.measured.offeredPerSecond.toFixed(0)}/s`,
        `${latencies(call.measured.admitted)}, max ${ms(call.measured.admitted.maxMs)}, send lag p99 ${ms(call.measured.sendLag.p99Ms)}, other answers: ${counts({ ...call.measured.others, ...(call.measured.refused.count > 0 ? { 'HTTP 503': call.measured.refused.count } : {}) })}`,
      ),
      ...(call.pauses ? [row('    pauses', describePauses(call.pauses))] : []),
    ]),
  ];
}

export function rateLabel(call: RegistrationCallResult): string {
  return call.rate === 'half its peak'
    ? '½ peak'
    : call.rate === 'half of H'
      ? '½ H'
      : 'fixed rate';
}

function formatStaticFiles(files: StaticResult[], timings: EngineTimings): string[] {
  const [first] = files;
  if (!first) return [];
  return [
    `  static files and the page: closed loop of ${first.run.connections} connections for ${timings.staticMs / 1000} s`,
    ...files.flatMap((file) => [
      row(
        `  ${file.what}`,
        `${file.run.successesPerSecond.toFixed(0)} requests/s, ${megabytes(file.run.successesPerSecond * file.bytesPerAnswer)}/s (${kilobytes(file.bytesPerAnswer)} per answer), ${latencies(file.run.successLatency)}, other answers: ${counts(file.run.outcomes)}`,
      ),
      `      ${file.detail}`,
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
    ...disturbedPhases(result).map(
      (phases) =>
        `WARNING: work outside the bench took CPU while latencies were measured (${phases}). On a machine with no core to spare, the server, PostgreSQL and the load generator then queue for the CPU and requests wait tens of ms: those latencies say more about the machine than about the portal. The pauses line of each call shows it.`,
    ),
    `All load comes from one address (127.0.0.1), so the server ran with RATE_LIMIT_ADDRESS_PER_MINUTE and RATE_LIMIT_SESSION_PER_MINUTE at ${benchRateLimitPerMinute}; with the defaults it would answer 429 almost at once.`,
    `The load generator shares the machine's ${result.machine.cores} cores with the server, so every HTTP figure includes its cost; H was measured while no server ran.`,
    'Each login uses its own pre-created visitor session (a successful login rotates it away); logins alternate between jroe2024 (employee side) and acmehr (employer side). A refused login (503) leaves its session unused, so closed loops reuse it.',
    'Open-loop latencies (overload, ½ peak) run from the moment a request was sent; the send lag says how late the client sent against the schedule.',
    'Hashes in flight are capped inside the server (HASH_CONCURRENCY, default: the number of cores) with a short queue (HASH_QUEUE, default: half the cores); beyond that logins are refused with 503, so closed loops with more connections than the server admits mostly measure refusals. The best closed loop is the throughput.',
    "Registration calls run after the login phases, on the same server and its thousands of sessions. Repeatable calls are spread over their own visitor sessions in turn: verifyPersonalInfo starts demo person Jane Doe's registration over (200 NOTREGISTERED); validateVerificationCode sends wrong codes to 20 flows at the code step (200 OTPINVALID, then OTPATTEMPTSEXCEEDED after the fifth, the same count-and-check path); reload finds the flows verifyPersonalInfo left; userNameRecovery/verifyPersonalInfo shows John Roe's user name (200 USERNAME_AVAILABLE, with its audit row and notice e-mail). One-shot calls each get a session whose flow was taken to the right step beforehand: validateZipCode (Jane, 200 VALID), selectCredentials (Jane, 200 OTPCODESENT, an argon2 hash and an e-mail), resendVerificationCode (Jane's flows from before the logins, past the 30 s wait, 200 OTPCODESENT), password-reset/verifyPersonalInfo (John, a fresh session each, 200 OTPCODESENT) and submit (one bench census person each, the code read from the dev outbox, 200 SUCCESS: an account made). A call counts only with its expected status code, not any 200.",
    `Pauses: the server runs with scripts/bench/pause-probe.js loaded (node --import), which records every garbage collection and every moment its event loop ran more than 5 ms late, with the time the OS kept it off the CPU meanwhile; this process records the same about itself. Each request over ${budgets.nonHashingP99Ms} ms is given the first cause that overlaps it in time: server GC (2 ms or more), server off CPU, server busy (JavaScript, or PGlite's queries), load generator, or neither process (waiting on PostgreSQL or in the kernel).`,
    'Static files: closed loops, as a browser would ask: the hashed assets with Accept-Encoding including br (an answer counts only if it came as the Brotli file the build wrote), the login page with a session cookie (a look-up) and without one (a session written).',
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

/** Other processes' CPU above this, during a measured phase, disturbs its latencies. */
const disturbingCores = 0.2;

/** The measured phases during which other work took CPU, as one line, or none. */
function disturbedPhases(result: BenchResult): string[] {
  const phases = [
    ...result.engines.flatMap((engine) =>
      engine.registrationCalls.map((call) => ({ engine: engine.engine, ...call })),
    ),
    ...result.claims.flatMap((claims) =>
      claims.calls.flatMap((call) =>
        call.rounds.map(({ cpu }, index) => ({
          engine: claims.engine,
          call: `${call.call} round ${index + 1}`,
          cpu,
        })),
      ),
    ),
    ...result.mixed.map(({ engine, cpu }) => ({ engine, call: 'mixed load', cpu })),
  ]
    .filter((call) => (call.cpu?.rest ?? 0) > disturbingCores)
    .map((call) => `${call.engine} ${call.call}: ${call.cpu?.rest.toFixed(2)} cores`);
  return phases.length > 0 ? [phases.join(', ')] : [];
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

function residentMemory({
  residentAtReadyBytes,
  peakResidentBytes,
  peakResidentWholeRunBytes,
}: EngineResult): string {
  if (residentAtReadyBytes === null || peakResidentBytes === null) return 'not measured';
  return `${megabytes(residentAtReadyBytes)} when the logins began; peak ${megabytes(peakResidentBytes)} under the login load${peakResidentWholeRunBytes === null ? '' : `, ${megabytes(peakResidentWholeRunBytes)} over the whole run`}`;
}
