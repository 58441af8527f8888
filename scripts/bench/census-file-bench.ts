// 'Upload a census file' at the size docs/product/budgets.md sets (claims-bench.ts runs it on the
// grown client): a file of 50,000 new hires sent by the employer through HTTP, checked, then
// applied, each timed from the first byte sent to the answer, and the server's resident memory
// sampled every 20 ms against its idle level. A small file checked first loads the code both
// steps run, so that the rise is what the file costs.

import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { CensusUploadAnswer } from '#domain/employees/census-upload';
import { newHiresFile } from '#tests/support/census-file-kit';
import { type BudgetCheck, budgets } from './budgets.ts';
import { whileAlive } from './load-client.ts';
import { sampleResidentMemory } from './memory-sampler.ts';
import type { PortalClient, VisitorSession } from './portal-client.ts';
import { megabytes, ms, row } from './report-lines.ts';
import type { ServerProcess } from './server-process.ts';

export const censusFileRows = 50_000;
const uploadPath = '/auth/employers/api/employees/upload';

export interface CensusStepResult {
  step: 'check' | 'apply';
  ms: number;
  /** The server's answer was 200 with every row added and none refused. */
  ok: boolean;
  peakBytes: number | null;
}

export interface CensusFileResult {
  rows: number;
  fileBytes: number;
  idleBytes: number | null;
  steps: CensusStepResult[];
}

/** `rows` new hires whose SSNs start at `firstSsn`, as a spreadsheet writes them (CRLF). */
export function censusFile(rows: number, firstSsn: number): Buffer {
  const hires = {
    firstName: 'Bench',
    lastNamePrefix: 'Hire',
    ssnBase: firstSsn,
    hireDate: '01/15/2026',
    annualEarnings: '"52,000.00"',
  };
  return Buffer.from(`${newHiresFile(rows, hires, '\r\n')}\r\n`);
}

function multipart(file: Buffer, boundary: string): Buffer {
  return Buffer.concat([
    Buffer.from(
      [
        `--${boundary}`,
        'Content-Disposition: form-data; name="file"; filename="census.csv"',
        'Content-Type: text/csv',
        '',
        '',
      ].join('\r\n'),
      'latin1',
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`, 'latin1'),
  ]);
}

export async function measureCensusFile(
  server: ServerProcess,
  pages: PortalClient,
  session: VisitorSession,
): Promise<CensusFileResult> {
  const boundary = `----benchCensus${Date.now()}`;
  const send = async (step: 'check' | 'apply', file: Buffer, rows: number) => {
    const began = performance.now();
    const response = await whileAlive(
      server,
      pages.send({
        method: 'POST',
        path: `${uploadPath}/${step}`,
        headers: {
          cookie: session.cookie,
          'x-csrf-token': session.csrfToken,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        rawBody: multipart(file, boundary),
      }),
    );
    const took = performance.now() - began;
    const answer =
      response.status === 200 ? (JSON.parse(response.body) as CensusUploadAnswer) : null;
    return { ms: took, ok: answer?.added === rows && answer.problems.length === 0 };
  };
  // SSNs of the 9xx area, which no demo or grown member has.
  await send('check', censusFile(100, 990_000_000), 100);
  const file = censusFile(censusFileRows, 900_000_000);
  await sleep(1_000);
  const idle = sampleResidentMemory(server.pid, 20);
  await sleep(500);
  const idleBytes = idle.stop().peakBytes;
  const steps: CensusStepResult[] = [];
  for (const step of ['check', 'apply'] as const) {
    const during = sampleResidentMemory(server.pid, 20);
    const sent = await send(step, file, censusFileRows);
    steps.push({ step, ...sent, peakBytes: during.stop().peakBytes });
  }
  return { rows: censusFileRows, fileBytes: file.length, idleBytes, steps };
}

/** docs/product/budgets.md: the check and the apply, each in time and in the memory it costs. */
export function checkCensusFile(
  engine: BudgetCheck['scope'],
  { rows, idleBytes, steps }: CensusFileResult,
): BudgetCheck[] {
  return steps.flatMap(({ step, ms: took, ok, peakBytes }): BudgetCheck[] => {
    const limitMs = step === 'check' ? budgets.censusCheckMs : budgets.censusApplyMs;
    const rise = idleBytes === null || peakBytes === null ? null : peakBytes - idleBytes;
    const note = ok ? '' : ', not every row added';
    return [
      {
        scope: engine,
        figure: `census file of ${rows.toLocaleString('en-US')} rows: ${step}`,
        value: `${ms(took)}${note}`,
        budget: `< ${limitMs / 1000} s`,
        pass: ok && took < limitMs,
      },
      {
        scope: engine,
        figure: `census file of ${rows.toLocaleString('en-US')} rows: ${step} memory rise`,
        value: rise === null ? 'not measured (no /proc)' : `${megabytes(rise)}${note}`,
        budget: `< ${megabytes(budgets.censusRiseBytes)}`,
        pass: ok && rise !== null && rise < budgets.censusRiseBytes,
      },
    ];
  });
}

export function formatCensusFile({ rows, fileBytes, idleBytes, steps }: CensusFileResult) {
  return [
    `  a census file of ${rows.toLocaleString('en-US')} new hires (${megabytes(fileBytes)}) through HTTP, checked then applied by acmehr; the server's resident memory sampled every 20 ms, idle ${idleBytes === null ? '?' : megabytes(idleBytes)}`,
    ...steps.map((step) =>
      row(
        `  ${step.step}`,
        `${ms(step.ms)}${step.ok ? '' : ' (not every row added)'}, peak ${step.peakBytes === null ? '?' : megabytes(step.peakBytes)}`,
      ),
    ),
  ];
}
