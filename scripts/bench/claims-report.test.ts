import { describe, expect, it } from 'vitest';
import { grownClientResult } from './bench-fixtures.ts';
import type { ClaimsEngineResult } from './claims-bench.ts';
import type { CensusFileResult } from './census-file-bench.ts';
import type { CsvDownload } from './employer-bench.ts';
import { checkClaims, formatClaims } from './claims-report.ts';

const download = (change: Partial<CsvDownload> = {}): CsvDownload => ({
  status: 200,
  headersMs: 30,
  firstByteMs: 31,
  totalMs: 650,
  bytes: 2_056_000,
  dataRows: 20_000,
  ...change,
});

const mib = 1024 * 1024;

const census = (checkMs: number, applyOk = true): CensusFileResult => ({
  rows: 50_000,
  fileBytes: 4 * mib,
  idleBytes: 200 * mib,
  steps: [
    { step: 'check', ms: checkMs, ok: true, peakBytes: 240 * mib },
    { step: 'apply', ms: 12_000, ok: applyOk, peakBytes: 260 * mib },
  ],
});

function grownClient(
  downloads: CsvDownload[],
  riseBytes: number | null,
  censusFile = census(4_000),
): ClaimsEngineResult {
  return {
    engine: 'postgres',
    grown: grownClientResult,
    serverStartSeconds: 2,
    latencyLimitMs: 15,
    calls: [],
    claimsCsv: { downloads, idleBytes: 200 * mib, peakBytes: 200 * mib, riseBytes },
    certificate: [],
    uploadBytes: 10 * mib,
    uploads: [],
    censusFile,
    serverPausesRecorded: true,
  };
}

const csvChecks = (result: ClaimsEngineResult) =>
  checkClaims([result]).filter((check) => check.figure.startsWith('claims CSV'));

describe("the claims CSV's budgets", () => {
  it('holds the slowest download to the first byte and whole-file budgets', () => {
    const checks = csvChecks(
      grownClient([download(), download({ firstByteMs: 250, totalMs: 2_100 })], 5 * mib),
    );
    expect(checks.map((check) => [check.figure, check.pass, check.value])).toEqual([
      ['claims CSV first byte', false, '250.0 ms (slowest of 2)'],
      ['claims CSV whole file', false, '2100.0 ms (slowest of 2)'],
      ['claims CSV memory rise', true, '5.0 MB'],
    ]);
  });

  it('passes fast downloads of every row with little memory', () => {
    const checks = csvChecks(grownClient([download(), download()], 19 * mib));
    expect(checks.every((check) => check.pass)).toBe(true);
  });

  it('fails every CSV figure when a download lacks rows or was refused', () => {
    for (const short of [download({ dataRows: 19_999 }), download({ status: 500, dataRows: 0 })]) {
      const checks = csvChecks(grownClient([download(), short], 1 * mib));
      expect(checks.map((check) => check.pass)).toEqual([false, false, false]);
      expect(checks[2]?.value).toBe('1.0 MB, 1 of 2 not whole');
    }
  });

  it('fails the memory figure where it could not be measured', () => {
    const [, , memory] = csvChecks(grownClient([download()], null));
    expect(memory).toMatchObject({ pass: false, value: 'not measured (no /proc)' });
  });

  it('prints each download and the memory', () => {
    const lines = formatClaims(grownClient([download()], 5 * mib), {
      callWarmupMs: 1_000,
      callPeakMs: 3_000,
      callHalfPeakMs: 4_000,
      latencyRounds: 5,
      uploadRounds: 3,
      csvRuns: 1,
    });
    expect(lines.join('\n')).toContain(
      'HTTP 200, 20000 rows, 2007.8 KB: headers 30.0 ms, first byte 31.0 ms, whole 650.0 ms',
    );
    expect(lines.join('\n')).toContain(
      'idle 200.0 MB before the first, peak 200.0 MB, rise 5.0 MB',
    );
  });
});

describe("a census file's budgets", () => {
  const censusChecks = (censusFile: CensusFileResult) =>
    checkClaims([grownClient([download()], 5 * mib, censusFile)]).filter((check) =>
      check.figure.startsWith('census file'),
    );

  it('holds the check to 10 s, the apply to 30 s and each to a 50 MB rise', () => {
    expect(
      censusChecks(census(4_000)).map((check) => [check.figure, check.value, check.pass]),
    ).toEqual([
      ['census file of 50,000 rows: check', '4000.0 ms', true],
      ['census file of 50,000 rows: check memory rise', '40.0 MB', true],
      ['census file of 50,000 rows: apply', '12000.0 ms', true],
      ['census file of 50,000 rows: apply memory rise', '60.0 MB', false],
    ]);
    expect(censusChecks(census(10_500))[0]?.pass).toBe(false);
  });

  it('fails both figures of a step whose rows were not all added', () => {
    const [, , apply, memory] = censusChecks(census(4_000, false));
    expect(apply).toMatchObject({ pass: false, value: '12000.0 ms, not every row added' });
    expect(memory?.pass).toBe(false);
  });
});
