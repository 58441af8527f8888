// The verdicts and the report lines of docs/product/budgets.md on the grown client: each benefits
// call's rounds at half its peak, the claims CSV's first byte, whole time and memory, the memory an
// upload costs, and a census file's check and apply.

import type { CertificateRender, ClaimsEngineResult, ClaimsTimings } from './claims-bench.ts';
import { type BudgetCheck, budgets, checkRounds, summarizeRounds } from './budgets.ts';
import { checkCensusFile, formatCensusFile } from './census-file-bench.ts';
import type { ClaimsCsvResult, CsvDownload } from './employer-bench.ts';
import type { Engine } from './engine-bench.ts';
import { grownSize } from './grown-client.ts';
import { percentile } from './latency.ts';
import {
  counts,
  describePauses,
  engineNames,
  kilobytes,
  latencies,
  megabytes,
  ms,
  row,
} from './report-lines.ts';

/**
 * docs/product/budgets.md: each call's rounds at half its peak, the claims CSV, an upload's
 * memory, the census file.
 */
export function checkClaims(claims: readonly ClaimsEngineResult[]): BudgetCheck[] {
  return claims.flatMap((result) => {
    const { engine, calls, claimsCsv, uploads, uploadBytes, censusFile } = result;
    const callChecks = calls.map(({ call, rounds }) =>
      checkRounds(engine, `${call} p99 at ½ peak, grown client`, rounds, result.latencyLimitMs),
    );
    const worst = uploads.reduce<(typeof uploads)[number] | undefined>(
      (a, b) => (a && (a.risePerUploadBytes ?? 0) >= (b.risePerUploadBytes ?? 0) ? a : b),
      undefined,
    );
    const failed = uploads.reduce((sum, upload) => sum + upload.failed, 0);
    const rise = worst?.risePerUploadBytes ?? null;
    return [
      ...callChecks,
      ...checkClaimsCsv(engine, claimsCsv),
      {
        scope: engine,
        figure: `memory per ${megabytes(uploadBytes)} upload in flight`,
        value:
          worst === undefined || rise === null
            ? 'not measured'
            : `${megabytes(rise)} (${worst.inFlight} in flight)${failed > 0 ? `, ${failed} not stored` : ''}`,
        budget: `< ${megabytes(budgets.uploadRisePerUploadBytes)}`,
        pass: rise !== null && failed === 0 && rise < budgets.uploadRisePerUploadBytes,
      },
      ...checkCensusFile(engine, censusFile),
    ] satisfies BudgetCheck[];
  });
}

/** A download that answered the whole CSV: 200, and a row for every claim of the grown client. */
export function wholeCsv(download: CsvDownload): boolean {
  return download.status === 200 && download.dataRows >= grownSize.claims;
}

/**
 * docs/product/budgets.md: the claims CSV's first byte and whole time, the slowest download held to
 * each, and the server's memory rise over them all. A download cut short or refused fails all
 * three: its times are not those of the file.
 */
function checkClaimsCsv(engine: Engine, { downloads, riseBytes }: ClaimsCsvResult): BudgetCheck[] {
  const incomplete = downloads.filter((download) => !wholeCsv(download)).length;
  const complete = downloads.length > 0 && incomplete === 0;
  const slowest = (time: (download: CsvDownload) => number) => Math.max(...downloads.map(time));
  const note = incomplete > 0 ? `, ${incomplete} of ${downloads.length} not whole` : '';
  const timed = (figure: string, time: (download: CsvDownload) => number, limitMs: number) => ({
    scope: engine,
    figure,
    value:
      downloads.length === 0
        ? 'no download'
        : `${ms(slowest(time))} (slowest of ${downloads.length})${note}`,
    budget: `< ${limitMs} ms`,
    pass: complete && slowest(time) < limitMs,
  });
  return [
    timed('claims CSV first byte', (download) => download.firstByteMs, budgets.csvFirstByteMs),
    timed('claims CSV whole file', (download) => download.totalMs, budgets.csvWholeMs),
    {
      scope: engine,
      figure: 'claims CSV memory rise',
      value: riseBytes === null ? 'not measured (no /proc)' : `${megabytes(riseBytes)}${note}`,
      budget: `< ${megabytes(budgets.csvRiseBytes)}`,
      pass: complete && riseBytes !== null && riseBytes < budgets.csvRiseBytes,
    },
  ];
}

/** The lines of the benefits calls, the claims CSV and the uploads, per engine. */
export function formatClaims(result: ClaimsEngineResult, timings: ClaimsTimings): string[] {
  const { grown } = result;
  return [
    `Benefits calls on ${engineNames[result.engine]}: a server of their own, ready in ${result.serverStartSeconds.toFixed(1)} s on the demo data with Acme grown to ${grown.members} members and ${grown.claims} claims (${grown.rows.employment} employment and ${grown.rows.coverages} coverage rows, ${grown.rows.claimEvents} timeline events, ${grown.rows.payments} payments, ${grown.rows.documentRequests} document requests, ${grown.rows.leaveTime} days of leave reported; written in ${grown.seconds.toFixed(1)} s, then VACUUM ANALYZE)`,
    `  the employee's calls over the sessions of ${grown.accounts} employee accounts, each asking for its own member's data; the employer's over sessions of acmehr, for the whole client. Each at its peak from a closed loop for ${timings.callPeakMs / 1000} s; then ${timings.latencyRounds} rounds of every call in turn at half its peak from an open loop, ${timings.callHalfPeakMs / 1000} s each. Budget: the median p99 under ${ms(result.latencyLimitMs)} and at most ${budgets.tailOverMedian} times the median p50`,
    ...(result.serverPausesRecorded
      ? []
      : ['    (the server left no pause records: the slow requests are not traced)']),
    ...result.calls.flatMap((call) => [
      row(
        `  ${call.call}`,
        `peak ${call.peak.successesPerSecond.toFixed(0)}/s over ${call.sessions} sessions, ${latencies(call.peak.successLatency)}, other answers: ${counts(call.peak.outcomes)}`,
      ),
      ...call.rounds.flatMap(({ measured, pauses }, index) => [
        row(
          `    round ${index + 1}, ${measured.offeredPerSecond.toFixed(0)}/s`,
          `${latencies(measured.admitted)}, max ${ms(measured.admitted.maxMs)}, send lag p99 ${ms(measured.sendLag.p99Ms)}, other answers: ${counts({ ...measured.others, ...(measured.refused.count > 0 ? { 'HTTP 503': measured.refused.count } : {}) })}`,
        ),
        ...(pauses ? [row('      pauses', describePauses(pauses))] : []),
      ]),
      row('    median of the rounds', roundsLine(summarizeRounds(call.rounds))),
    ]),
    ...formatClaimsCsv(result.claimsCsv),
    ...formatCertificate(result.certificate),
    `  uploads of a ${megabytes(result.uploadBytes)} PDF through HTTP (multipart, each by its own employee to their own claim), the server's resident memory sampled every 20 ms`,
    ...result.uploads.map((upload) =>
      row(
        `  ${upload.inFlight} in flight`,
        `${upload.uploads} uploads, ${upload.failed} not stored; idle ${upload.idleBytes === null ? '?' : megabytes(upload.idleBytes)}, peak ${upload.peakBytes === null ? '?' : megabytes(upload.peakBytes)}, rise per upload in flight ${upload.risePerUploadBytes === null ? '?' : megabytes(upload.risePerUploadBytes)}; upload p50 ${ms(upload.p50Ms)}, max ${ms(upload.maxMs)}`,
      ),
    ),
    ...formatCensusFile(result.censusFile),
  ];
}

function formatCertificate(renders: CertificateRender[]) {
  const made = renders.filter((render) => render.pdf);
  const times = made.map((render) => render.totalMs);
  return [
    row(
      '  certificate of coverage',
      `${made.length} of ${renders.length} renders a PDF (${kilobytes(made[0]?.bytes ?? 0)}), one after the other: p50 ${ms(percentile(times, 50))}, max ${ms(percentile(times, 100))}`,
    ),
  ];
}

function formatClaimsCsv({ downloads, idleBytes, peakBytes, riseBytes }: ClaimsCsvResult) {
  return [
    `  the claims CSV as acmehr, ${downloads.length} downloads one after the other, each over a connection of its own; the server's resident memory sampled every 20 ms`,
    ...downloads.map((download, index) =>
      row(
        `  download ${index + 1}`,
        `HTTP ${download.status}, ${download.dataRows} rows, ${kilobytes(download.bytes)}: headers ${ms(download.headersMs)}, first byte ${ms(download.firstByteMs)}, whole ${ms(download.totalMs)}`,
      ),
    ),
    row(
      '  memory',
      idleBytes === null || peakBytes === null || riseBytes === null
        ? 'not measured (no /proc)'
        : `idle ${megabytes(idleBytes)} before the first, peak ${megabytes(peakBytes)}, rise ${megabytes(riseBytes)}`,
    ),
  ];
}

function roundsLine(summary: ReturnType<typeof summarizeRounds>): string {
  return `p50 ${ms(summary.p50Ms)}, p99 ${ms(summary.p99Ms)} (${summary.tail.toFixed(1)}× p50; p99 from ${ms(summary.lowestP99Ms)} to ${ms(summary.highestP99Ms)})`;
}
