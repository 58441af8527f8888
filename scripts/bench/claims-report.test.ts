import { describe, expect, it } from 'vitest';
import { grownClientResult } from './bench-fixtures.ts';
import type { ClaimsEngineResult } from './claims-bench.ts';
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

function grownClient(downloads: CsvDownload[], riseBytes: number | null): ClaimsEngineResult {
  return {
    engine: 'postgres',
    grown: grownClientResult,
    serverStartSeconds: 2,
    calls: [],
    claimsCsv: { downloads, idleBytes: 200 * mib, peakBytes: 200 * mib, riseBytes },
    certificate: [],
    uploadBytes: 10 * mib,
    uploads: [],
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
