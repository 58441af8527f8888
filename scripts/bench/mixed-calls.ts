// The calls of the mixed phase (docs/product/budgets.md#the-benefits-area, docs/benchmarks.md) and
// the proportions they come in: employees logging in, reading their dashboard and their claims and
// sending a scanned 1 MB PDF; Acme's HR person paging through 'Employee claims' and now and then
// downloading the claims CSV of the 20,000 claims. Each request is for its own person's data, over
// the sessions of the grown client (grown-client.ts), as in the claims phases whose requests it
// reuses. The mix is a fixed order of calls, each spread evenly over a cycle of 100, so that every
// stretch of a run carries the same mix and no burst of one call depends on chance.

import { deflateSync, crc32 } from 'node:zlib';
import { randomFillSync } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { createPdf } from '#server/adapters/pdf-document';
import { multipartBody } from '#tests/support/multipart-body';
import { employeeRequests } from './claims-bench.ts';
import { wholeCsv } from './claims-report.ts';
import { downloadCsv, type EmployerCallName } from './employer-bench.ts';
import { claimNumbersOf, grownUserName } from './grown-client.ts';
import { networkFailure, type PortalRequest, type SessionPool } from './http-load.ts';
import type { EmployeeSession } from './portal-browser.ts';
import {
  callPortal,
  classifyAnswer,
  loginSuccess,
  type PortalAnswer,
  type PortalClient,
  type VisitorSession,
} from './portal-client.ts';
import { demoPassword } from '#server/dev/demo/demo-data';
import { logInPath } from '#tests/support/log-in-kit';

export const mixedCallNames = [
  'login',
  'dashboard',
  'claim detail',
  'employer claim list',
  'upload',
  'claims CSV',
] as const;
export type MixedCallName = (typeof mixedCallNames)[number];

/**
 * Requests of each call in every 100 of the mix. Reads dominate, as in use: a login for about
 * every dozen requests (a visit of a few pages), the employee's dashboard the page most seen,
 * then a claim's page and the employer's list; an upload for one request in 17, and one
 * export of the whole client's claims in 100, the heaviest call by far.
 */
export const mixWeights: Record<MixedCallName, number> = {
  login: 8,
  dashboard: 40,
  'claim detail': 25,
  'employer claim list': 20,
  upload: 6,
  'claims CSV': 1,
};

/**
 * The order of one cycle of the mix: index i of `weights` comes weights[i] times, its k-th
 * request placed at (k + ½) ÷ weights[i] of the cycle, so that each call's requests are as
 * evenly spaced as the others allow (the heavier call first where two fall on one place).
 */
export function mixSchedule(weights: readonly number[]): number[] {
  const places = weights.flatMap((weight, call) =>
    Array.from({ length: weight }, (_, k) => ({ at: (k + 0.5) / weight, weight, call })),
  );
  places.sort((a, b) => a.at - b.at || b.weight - a.weight);
  return places.map((place) => place.call);
}

/** A scanned page's size: 640 × 541 pixels of RGB noise, which no compression shrinks. */
const scanWidth = 640;
const scanHeight = 541;

/**
 * A real PDF of about 1 MB, as a phone's scan of a certificate is: a title, and a page-wide
 * photo (a PNG of noise, so that its size is its pixels), drawn by the server's own pdfkit.
 */
export async function scannedPdf(): Promise<Buffer> {
  const document = createPdf({ title: 'Medical certification', author: 'Bench', language: 'en' });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => document.on('end', resolve));
  document.fontSize(16).text('Medical certification (bench scan)');
  document.image(noisePng(scanWidth, scanHeight), { fit: [504, 430] });
  document.end();
  await ended;
  return Buffer.concat(chunks);
}

function noisePng(width: number, height: number): Buffer {
  const rowBytes = 1 + width * 3;
  const pixels = randomFillSync(Buffer.alloc(rowBytes * height));
  // Each scanline starts with its filter type: 0, none.
  for (let row = 0; row < height; row++) pixels[row * rowBytes] = 0;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const check = Buffer.alloc(4);
    check.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, check]);
  };
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** One call of the mix: its `n`th request, n counting from 0 per call. */
type MixedSend = (client: PortalClient, n: number) => Promise<PortalAnswer>;

/**
 * The six calls. Employees' calls go round the employee sessions, each for its own member's
 * data; a login takes a fresh visitor session (a successful login rotates it away) and logs
 * in the bench accounts in turn, so that no account's row is a queue; an upload sends the
 * scan to one of the member's two disability claims; the employer's calls go round the
 * sessions of acmehr, the list through its filters and its second page (employer-bench.ts),
 * the CSV over a connection of its own, as a browser's download, whole or failed.
 */
export function mixedCalls({
  baseUrl,
  employees,
  employers,
  employerCalls,
  visitors,
  pdf,
}: {
  baseUrl: string;
  employees: readonly EmployeeSession[];
  employers: readonly VisitorSession[];
  employerCalls: Record<EmployerCallName, PortalRequest>;
  visitors: SessionPool;
  pdf: Buffer;
}): Record<MixedCallName, MixedSend> {
  const employee = (n: number) => employees[n % employees.length] as EmployeeSession;
  const employer = (n: number) => employers[n % employers.length] as VisitorSession;
  const read = employeeRequests();
  return {
    login: async (client, n) => {
      const visitor = await visitors.take();
      const response = await callPortal(client, visitor, {
        method: 'POST',
        path: logInPath('employee-benefits'),
        body: { userName: grownUserName(1 + (n % employees.length)), password: demoPassword },
      });
      visitors.release(visitor, response.status);
      return classifyAnswer(response, loginSuccess);
    },
    dashboard: (client, n) => read.dashboard(client, employee(n), n),
    // Round the sessions first, then round each member's claims.
    'claim detail': (client, n) =>
      read['claim detail'](client, employee(n), Math.floor(n / employees.length)),
    'employer claim list': (client, n) =>
      employerCalls['employer claim list'](client, employer(n), n),
    upload: async (client, n) => {
      const session = employee(n);
      const disabilities = claimNumbersOf(session.account).filter((_, i) => i % 2 === 1);
      const claimNumber = disabilities[Math.floor(n / employees.length) % disabilities.length];
      const { body, contentType } = multipartBody(
        { claimNumber: claimNumber ?? '', documentType: 'medical-certification' },
        [{ name: 'certification.pdf', bytes: pdf, type: 'application/pdf' }],
      );
      const response = await client.send({
        method: 'POST',
        path: '/auth/employee-benefits/api/documents',
        headers: {
          cookie: session.cookie,
          'x-csrf-token': session.csrfToken,
          'content-type': contentType,
        },
        rawBody: body,
      });
      if (response.status !== 200) {
        return { outcome: `HTTP ${response.status}`, status: response.status };
      }
      const { files } = JSON.parse(response.body) as { files?: { outcome?: string }[] };
      const stored = files?.length === 1 && files[0]?.outcome === 'stored';
      return { outcome: stored ? 'success' : 'HTTP 200 not stored', status: 200 };
    },
    'claims CSV': async (_client, n) => {
      const download = await downloadCsv(baseUrl, employer(n));
      if (wholeCsv(download)) return { outcome: 'success', status: 200 };
      return {
        outcome:
          download.status === 200
            ? `HTTP 200 cut short at ${download.dataRows} rows`
            : `HTTP ${download.status}`,
        status: download.status,
      };
    },
  };
}

/** What the requests of one call came to. */
export interface MixedCallRecord {
  latenciesMs: number[];
  /** Answers that were not the expected one, by outcome (a network error included). */
  errors: Record<string, number>;
}

/** One request as the timeline keeps it: when it left, since the recorder began, and its call. */
export interface MixedRequest {
  atMs: number;
  call: number;
  ms: number;
  ok: boolean;
}

export class MixRecorder {
  readonly calls: MixedCallRecord[] = mixedCallNames.map(() => ({ latenciesMs: [], errors: {} }));
  readonly requests: MixedRequest[] = [];
  private readonly startedAt = performance.now();

  add(call: number, { outcome }: PortalAnswer, began: number, ms: number): void {
    const record = this.calls[call] as MixedCallRecord;
    const ok = outcome === 'success';
    if (ok) record.latenciesMs.push(ms);
    else record.errors[outcome] = (record.errors[outcome] ?? 0) + 1;
    this.requests.push({ atMs: began - this.startedAt, call, ms, ok });
  }
}

/**
 * The mix as one request of the load loops: request `sequence` is the call its place in the
 * cycle names. A failure is named by its call (`upload: HTTP 500`), so that a loop's counts
 * say which call failed; the recorder, if any, keeps every request's latency by call.
 */
export function mixRequest(
  calls: Record<MixedCallName, MixedSend>,
  recorder?: MixRecorder,
): PortalRequest {
  const schedule = mixSchedule(mixedCallNames.map((name) => mixWeights[name]));
  const sent = mixedCallNames.map(() => 0);
  return async (client, _session, sequence) => {
    const call = schedule[sequence % schedule.length] as number;
    const name = mixedCallNames[call] as MixedCallName;
    const n = sent[call] ?? 0;
    sent[call] = n + 1;
    const began = performance.now();
    const answer = await calls[name](client, n).catch(networkFailure);
    recorder?.add(call, answer, began, performance.now() - began);
    return answer.outcome === 'success'
      ? answer
      : { ...answer, outcome: `${name}: ${answer.outcome}` };
  };
}
