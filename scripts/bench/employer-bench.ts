// The employer's side of docs/product/budgets.md on the grown client (claims-bench.ts starts the
// server and drives the calls): Alex Admin (`acmehr`) logged in several times, as one HR person
// with a few tabs, or a few HR people sharing the account would be; the requests of the dashboard,
// 'Employee claims' and a claim's page; and the 'Claims and leave (CSV)' download of the 20,000
// claims, timed to its first and last byte against the server's resident memory.

import { request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { type GrownClient, grownClaimNumber, grownMemberId } from './grown-client.ts';
import type { PortalRequest } from './http-load.ts';
import { whileAlive } from './load-client.ts';
import { sampleResidentMemory } from './memory-sampler.ts';
import { callPortal, jsonGet, type PortalClient, type VisitorSession } from './portal-client.ts';
import type { ServerProcess } from './server-process.ts';

export const employerCallNames = [
  'employer dashboard',
  'employer claim list',
  'employer claim detail',
  'employee list',
  'employee page',
] as const;
export type EmployerCallName = (typeof employerCallNames)[number];

const api = '/auth/employers/api';
export const claimsCsvPath = `${api}/reports/claims-and-leave.csv`;
interface ClaimRow {
  claimNumber?: string;
  status?: string;
  kind?: string;
  employeeName?: string;
}

/** A query of 'Employee claims' and what each row of its answer must be. */
interface ListVariant {
  query: string;
  row: (row: ClaimRow) => boolean;
}

/**
 * The employer's five calls. The claim list goes round the ways a person reads it: the first
 * page, a status, a type, a name searched (a few hundred of the grown members' last names
 * begin 'Grown12'), and the second page through the cursor the first page answers, read here
 * once; each must answer rows, and only rows its filter allows. The claim detail goes over
 * all the grown claims, a stride apart, so that no run of requests reads one claim's rows;
 * 'Employees' and an employee's page do the same over the census.
 */
export async function employerRequests(
  client: PortalClient,
  session: VisitorSession,
  grown: GrownClient,
): Promise<Record<EmployerCallName, PortalRequest>> {
  const firstPage = await callPortal(client, session, { method: 'GET', path: `${api}/claims` });
  const nextCursor =
    firstPage.status === 200
      ? (JSON.parse(firstPage.body) as { nextCursor?: string | null }).nextCursor
      : undefined;
  if (!nextCursor) {
    throw new Error(`The first page of 'Employee claims' gave no next page: ${firstPage.status}`);
  }
  const variants: ListVariant[] = [
    { query: '', row: () => true },
    { query: '?status=approved', row: (row) => row.status === 'approved' },
    { query: '?kind=leave', row: (row) => row.kind === 'leave' },
    { query: '?name=grown12', row: (row) => /\bGrown12/.test(row.employeeName ?? '') },
    { query: `?after=${encodeURIComponent(nextCursor)}`, row: () => true },
  ];
  const variantOf = (sequence: number) => variants[sequence % variants.length] as ListVariant;
  const employees = await employeeListVariants(client, session);
  // Coprime with any count of grown claims this bench writes (19,998), so every claim comes.
  const stride = 7_919;
  const claimOf = (sequence: number) =>
    grownClaimNumber(1 + ((sequence * stride) % grown.grownClaims));
  return {
    'employer dashboard': jsonGet(
      () => `${api}/dashboard`,
      (body) => ((body as { openClaims?: number }).openClaims ?? 0) > 0,
    ),
    'employer claim list': (portal, visitor, sequence) => {
      const variant = variantOf(sequence);
      return jsonGet(
        () => `${api}/claims${variant.query}`,
        (body) => {
          const { claims } = body as { claims?: ClaimRow[] };
          return Array.isArray(claims) && claims.length > 0 && claims.every(variant.row);
        },
      )(portal, visitor, sequence);
    },
    'employer claim detail': (portal, visitor, sequence) => {
      const claimNumber = claimOf(sequence);
      return jsonGet(
        () => `${api}/claims/${claimNumber}`,
        (body) => (body as ClaimRow).claimNumber === claimNumber,
      )(portal, visitor, sequence);
    },
    'employee list': (portal, visitor, sequence) => {
      const variant = employees[sequence % employees.length] as EmployeeListVariant;
      return jsonGet(
        () => `${api}/employees${variant.query}`,
        (body) => {
          const rows = (body as { employees?: EmployeeListRow[] }).employees;
          return Array.isArray(rows) && rows.length > 0 && rows.every(variant.row);
        },
      )(portal, visitor, sequence);
    },
    'employee page': (portal, visitor, sequence) => {
      const memberId = grownMemberId(1 + ((sequence * stride) % grown.grownMembers));
      return jsonGet(
        () => `${api}/employees/${memberId}`,
        (body) => (body as { memberId?: string }).memberId === memberId,
      )(portal, visitor, sequence);
    },
  };
}

interface EmployeeListRow {
  name?: string;
  status?: string;
}

/** A query of 'Employees' and what each row of its answer must be. */
interface EmployeeListVariant {
  query: string;
  row: (row: EmployeeListRow) => boolean;
}

/**
 * 'Employees' the ways a person reads it: the first page, the terminated (one grown member in
 * 50), a name searched, and the second page through the first page's cursor.
 */
async function employeeListVariants(
  client: PortalClient,
  session: VisitorSession,
): Promise<EmployeeListVariant[]> {
  const firstPage = await callPortal(client, session, { method: 'GET', path: `${api}/employees` });
  const nextCursor =
    firstPage.status === 200
      ? (JSON.parse(firstPage.body) as { nextCursor?: string | null }).nextCursor
      : undefined;
  if (!nextCursor) {
    throw new Error(`The first page of 'Employees' gave no next page: ${firstPage.status}`);
  }
  return [
    { query: '', row: () => true },
    { query: '?status=terminated', row: (row) => row.status === 'terminated' },
    { query: '?name=grown12', row: (row) => /\bGrown12/.test(row.name ?? '') },
    { query: `?after=${nextCursor}`, row: () => true },
  ];
}

/** One download of the claims CSV, read as a browser reads it, counted and let go. */
export interface CsvDownload {
  status: number;
  /** From the request leaving to the answer's headers, and to the first byte of the file. */
  headersMs: number;
  firstByteMs: number;
  /** To the last byte. */
  totalMs: number;
  bytes: number;
  /** Lines after the header row. */
  dataRows: number;
}

export interface ClaimsCsvResult {
  downloads: CsvDownload[];
  /** The server's resident memory, idle just before the first download, and at its peak. */
  idleBytes: number | null;
  peakBytes: number | null;
  riseBytes: number | null;
}

/**
 * The claims CSV downloaded `runs` times, one at a time, over a connection of its own each, as
 * a browser's download would be; the server's resident memory sampled every 20 ms throughout,
 * against its idle level before the first (so what the first download leaves resident counts).
 */
export async function measureClaimsCsv(
  server: ServerProcess,
  session: VisitorSession,
  runs: number,
): Promise<ClaimsCsvResult> {
  await sleep(1_000);
  const idle = sampleResidentMemory(server.pid, 20);
  await sleep(500);
  const idleBytes = idle.stop().peakBytes;
  const during = sampleResidentMemory(server.pid, 20);
  const downloads: CsvDownload[] = [];
  for (let run = 0; run < runs; run++) {
    downloads.push(await whileAlive(server, downloadCsv(server.baseUrl, session)));
  }
  const peakBytes = during.stop().peakBytes;
  return {
    downloads,
    idleBytes,
    peakBytes,
    riseBytes: idleBytes === null || peakBytes === null ? null : Math.max(0, peakBytes - idleBytes),
  };
}

const newline = 0x0a;

export function downloadCsv(baseUrl: string, session: VisitorSession): Promise<CsvDownload> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const began = performance.now();
    const outgoing = request(
      { hostname, port, method: 'GET', path: claimsCsvPath, headers: { cookie: session.cookie } },
      (incoming) => {
        const headersMs = performance.now() - began;
        let firstByteMs = Number.NaN;
        let bytes = 0;
        let lines = 0;
        let lastByte = newline;
        incoming.on('data', (chunk: Buffer) => {
          if (bytes === 0) firstByteMs = performance.now() - began;
          bytes += chunk.length;
          for (let at = chunk.indexOf(newline); at >= 0; at = chunk.indexOf(newline, at + 1)) {
            lines++;
          }
          lastByte = chunk[chunk.length - 1] ?? lastByte;
        });
        incoming.on('error', reject);
        incoming.on('end', () => {
          const rows = lines + (lastByte === newline ? 0 : 1);
          resolve({
            status: incoming.statusCode ?? 0,
            headersMs,
            firstByteMs,
            totalMs: performance.now() - began,
            bytes,
            dataRows: Math.max(0, rows - 1),
          });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}
