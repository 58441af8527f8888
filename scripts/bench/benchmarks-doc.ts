// docs/benchmarks.md: the figures of the last full run as tables, written between two
// markers, and the analysis people write by hand around them, which a run never touches.
// Without the markers (a new file, or one written before them) the generated part goes
// right under the title and everything else stays.

import { readFile, writeFile } from 'node:fs/promises';
import { format, resolveConfig } from 'prettier';
import type { EngineResult } from './engine-bench.ts';
import { percentile } from './latency.ts';
import {
  type BudgetCheck,
  budgetedCalls,
  budgets,
  otherAnswers,
  summarizeRounds,
} from './budgets.ts';
import { mixedDocIntro, mixedDocTables } from './mixed-report.ts';
import { type BenchResult, rateLabel } from './report.ts';
import { describePauses, describeSlowRequests } from './report-lines.ts';

export const generatedStart =
  '<!-- bench:generated:start (npm run bench rewrites everything down to the end marker) -->';
export const generatedEnd = '<!-- bench:generated:end -->';

const mib = 1024 * 1024;

export async function writeBenchmarksDoc({
  from,
  to,
  result,
  checks,
  report,
}: {
  /** The document whose hand-written parts are kept. */
  from: string;
  to: string;
  result: BenchResult;
  checks: BudgetCheck[];
  /** The plain-text report the run printed. */
  report: string;
}): Promise<void> {
  const existing = await readFile(from, 'utf8').catch(() => '# Benchmarks\n');
  const generated = `${generatedStart}\n\n${generatedPart(result, checks, report)}\n${generatedEnd}`;
  // Formatted as `npm run lint` checks it, so that a run never leaves the lint failing.
  const options = { ...(await resolveConfig(from)), parser: 'markdown' };
  await writeFile(to, await format(mergeGenerated(existing, generated), options));
}

export function mergeGenerated(existing: string, generated: string): string {
  const start = existing.indexOf(generatedStart.split(' (')[0] as string);
  const end = existing.indexOf(generatedEnd);
  if (start >= 0 && end > start) {
    return `${existing.slice(0, start)}${generated}${existing.slice(end + generatedEnd.length)}`;
  }
  const titleEnd = existing.startsWith('# ') ? existing.indexOf('\n') + 1 : 0;
  const rest = existing.slice(titleEnd).replace(/^\n+/, '');
  return `${existing.slice(0, titleEnd)}\n${generated}\n\n${rest}`;
}

function generatedPart(result: BenchResult, checks: BudgetCheck[], report: string): string {
  const { machine, hash, engines } = result;
  const passed = checks.filter((check) => check.pass).length;
  const perCore = hash.verifiesPerSecond / (hash.runs[0]?.inFlight ?? machine.cores);
  return [
    '## Figures of the last run',
    '',
    'Written by the run itself; the analysis after the end marker is written by hand.',
    '',
    table(
      ['', ''],
      [
        ['command', `\`${result.command}\``],
        ['commit', result.commit ? `\`${result.commit}\`` : 'unknown'],
        ['date', result.startedAt],
        [
          'machine',
          `${machine.cpuModel}, ${machine.cores} cores, Node ${machine.node} (${machine.platform}); ${machine.busyBeforeStart === null ? 'load before the start not measured' : `${percent(machine.busyBeforeStart)} of the cores busy in the second before the start`}`,
        ],
        ['budgets', `${passed} of ${checks.length} pass`],
      ],
    ),
    '',
    '### Budgets (docs/product/budgets.md)',
    '',
    table(
      ['verdict', 'where', 'figure', 'value', 'budget'],
      checks.map((check) => [
        check.pass ? 'PASS' : '**FAIL**',
        check.scope,
        check.figure,
        check.value,
        check.budget,
      ]),
    ),
    '',
    '### Hashing, logins and memory',
    '',
    `argon2id with @node-rs/argon2 alone, no server running: ${perCore.toFixed(1)} verifies/s per core (H = ${hash.verifiesPerSecond.toFixed(1)} with ${hash.runs[0]?.inFlight ?? '?'} in flight, the mean of a run before and after the HTTP part, which differ by ${percent(hash.spread)}); one verify alone ${hash.oneHashMs.toFixed(1)} ms.`,
    '',
    table(
      ['figure', ...engines.map((engine) => engine.engine)],
      [
        [
          'logins/s through HTTP (best closed loop)',
          ...engines.map((e) => e.best.successesPerSecond.toFixed(1)),
        ],
        [
          'logins/s ÷ H',
          ...engines.map((e) => (e.best.successesPerSecond / hash.verifiesPerSecond).toFixed(3)),
        ],
        [
          'login p50 / p99 (best closed loop)',
          ...engines.map(
            (e) => `${ms(e.best.successLatency.p50Ms)} / ${ms(e.best.successLatency.p99Ms)}`,
          ),
        ],
        ['at 2 × H: refused (503) p99', ...engines.map((e) => ms(e.overload.refused.p99Ms))],
        ['at 2 × H: admitted p99', ...engines.map((e) => ms(e.overload.admitted.p99Ms))],
        ['peak resident memory, login load', ...engines.map((e) => mb(e.peakResidentBytes))],
        ['peak resident memory, whole run', ...engines.map((e) => mb(e.peakResidentWholeRunBytes))],
      ],
    ),
    '',
    '### Registration calls',
    '',
    `Open loops at a stated rate: the repeatable calls at half the peak a closed loop found, the one-shot calls at ${result.timings.oneShotPerSecond}/s (selectCredentials, which hashes a password, at ½ H). "Over ${budgets.nonHashingP99Ms} ms" traces each slower request to what overlapped it (Notes in the report below); the last column is the CPU that processes outside the bench took meanwhile, which on 2 cores is enough to break a latency budget.`,
    '',
    table(
      latencyColumns(budgets.nonHashingP99Ms),
      engines.flatMap((engine) =>
        engine.registrationCalls.map((call) => [
          engine.engine,
          `${call.call}${call.hashes ? ' (hashes)' : ''}`,
          `${rateLabel(call)}, ${call.measured.offeredPerSecond.toFixed(0)}/s`,
          ms(call.measured.admitted.p50Ms),
          ms(call.measured.admitted.p99Ms),
          ms(call.measured.admitted.maxMs),
          budgetedCalls.has(call.call) ? `p99 < ${budgets.nonHashingP99Ms} ms` : 'none',
          String(otherAnswers(call.measured)),
          call.pauses ? (describePauses(call.pauses).split('; ')[0] ?? '') : 'not traced',
          call.cpu ? call.cpu.rest.toFixed(2) : '-',
        ]),
      ),
    ),
    '',
    '### Benefits calls on the grown client, the claims CSV and uploads (docs/product/budgets.md)',
    '',
    `On a server of their own, with Acme grown to ${result.claims[0]?.grown.members ?? '?'} members and ${result.claims[0]?.grown.claims ?? '?'} claims: each call at half the peak a closed loop found, the employee's over the sessions of ${result.claims[0]?.grown.accounts ?? '?'} employees asking for their own data, the employer's over sessions of acmehr reading the whole client; then the employer's claims CSV downloaded ${result.claims[0]?.claimsCsv.downloads.length ?? '?'} times, one after the other, and a ${mb(result.claims[0]?.uploadBytes ?? null)} PDF uploaded through HTTP, one and several at once, each against the server's resident memory.`,
    '',
    `Each call's budget is judged on the median of ${result.timings.latencyRounds} rounds, every call in turn at half its peak: p99 under ${budgets.latencyHashTimes} hash times of this run (${budgets.latencyHashTimes * budgets.embeddedLatencyFactor} on PGlite) and at most ${budgets.tailOverMedian} times p50. The p99 column gives each round's, in the order they ran; "over the budget" traces the slower requests of all rounds to what overlapped them.`,
    '',
    table(
      [
        'where',
        'call',
        'rate',
        'p50 (median)',
        'p99 (median)',
        'p99 ÷ p50',
        'p99 of each round',
        'budget',
        'other answers',
        'over the budget',
        'cores taken by other work (most in a round)',
      ],
      result.claims.flatMap((engine) =>
        engine.calls.map((call) => {
          const summary = summarizeRounds(call.rounds);
          const traced = call.rounds.flatMap(({ pauses }) => (pauses ? [pauses] : []));
          const busiest = Math.max(...call.rounds.map(({ cpu }) => cpu?.rest ?? Number.NaN));
          return [
            engine.engine,
            call.call,
            `½ peak, ${summary.offeredPerSecond.toFixed(0)}/s`,
            ms(summary.p50Ms),
            ms(summary.p99Ms),
            summary.tail.toFixed(1),
            call.rounds.map(({ measured }) => measured.admitted.p99Ms.toFixed(1)).join(', '),
            `< ${ms(engine.latencyLimitMs)}, ≤ ${budgets.tailOverMedian}× p50`,
            String(summary.otherAnswers),
            traced.length === call.rounds.length && traced.length > 0
              ? describeSlowRequests(traced)
              : 'not traced',
            Number.isNaN(busiest) ? '-' : busiest.toFixed(2),
          ];
        }),
      ),
    ),
    '',
    table(
      [
        'where',
        'claims CSV rows',
        'size',
        'first byte (slowest)',
        'whole (median)',
        'whole (slowest)',
        'memory idle',
        'rise',
        'budgets',
      ],
      result.claims.map(({ engine, claimsCsv }) => {
        const { downloads } = claimsCsv;
        const whole = downloads.map((download) => download.totalMs);
        return [
          engine,
          downloads.map((download) => download.dataRows).join(', '),
          `${((downloads[0]?.bytes ?? 0) / mib).toFixed(2)} MB`,
          ms(
            percentile(
              downloads.map((download) => download.firstByteMs),
              100,
            ),
          ),
          ms(percentile(whole, 50)),
          ms(percentile(whole, 100)),
          mb(claimsCsv.idleBytes),
          mb(claimsCsv.riseBytes),
          `first byte < ${budgets.csvFirstByteMs} ms, whole < ${budgets.csvWholeMs} ms, rise < ${mb(budgets.csvRiseBytes)}`,
        ];
      }),
    ),
    '',
    table(
      [
        'where',
        'uploads in flight',
        'uploads',
        'idle',
        'peak',
        'rise per upload in flight',
        'budget',
        'upload p50',
      ],
      result.claims.flatMap((engine) =>
        engine.uploads.map((upload) => [
          engine.engine,
          String(upload.inFlight),
          `${upload.uploads}${upload.failed > 0 ? ` (${upload.failed} not stored)` : ''}`,
          mb(upload.idleBytes),
          mb(upload.peakBytes),
          mb(upload.risePerUploadBytes),
          `< ${mb(budgets.uploadRisePerUploadBytes)}`,
          ms(upload.p50Ms),
        ]),
      ),
    ),
    '',
    '### Mixed load and soak',
    '',
    mixedDocIntro(result.mixed),
    '',
    ...mixedDocTables(result.mixed).flatMap(([header = [], ...rows]) => [table(header, rows), '']),
    '### Static files and the page',
    '',
    table(
      ['where', 'what', 'requests/s', 'MB/s', 'p50', 'p99'],
      engines.flatMap((engine: EngineResult) =>
        engine.staticFiles.map((file) => [
          engine.engine,
          file.what,
          file.run.successesPerSecond.toFixed(0),
          ((file.run.successesPerSecond * file.bytesPerAnswer) / mib).toFixed(1),
          ms(file.run.successLatency.p50Ms),
          ms(file.run.successLatency.p99Ms),
        ]),
      ),
    ),
    '',
    '### The report the run printed',
    '',
    '```text',
    report.trimEnd(),
    '```',
    '',
  ].join('\n');
}

/** The columns of a table of calls at a stated rate, slow requests traced over `slowMs`. */
function latencyColumns(slowMs: number): string[] {
  return [
    'where',
    'call',
    'rate',
    'p50',
    'p99',
    'max',
    'budget',
    'other answers',
    `over ${slowMs} ms`,
    'cores taken by other work',
  ];
}

function table(header: string[], rows: string[][]): string {
  const escape = (cell: string) => cell.replace(/\|/g, '\\|');
  return [
    `| ${header.map(escape).join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((cells) => `| ${cells.map(escape).join(' | ')} |`),
  ].join('\n');
}

function ms(value: number): string {
  return Number.isNaN(value) ? '-' : `${value.toFixed(1)} ms`;
}

function mb(bytes: number | null): string {
  return bytes === null ? 'not measured' : `${(bytes / mib).toFixed(1)} MB`;
}

function percent(share: number): string {
  return `${(share * 100).toFixed(0)}%`;
}
