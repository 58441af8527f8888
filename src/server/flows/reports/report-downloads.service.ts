// The employer's report downloads (docs/product/reports.md): 'Claims and leave (CSV)', streamed
// from the database a page at a time, and 'Billing history (CSV)'. Dates are ISO; no health
// information is read, let alone written: the columns are the employee's name, the claim's
// number, type, status and dates. Every text cell is made safe for a spreadsheet by
// csv-download.ts.

import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { monthOfDay } from '#domain/reports/report-figures';
import { billingCsvColumns, claimsCsvColumns } from '#domain/reports/reports-terms';
import {
  invoiceStatusLabels,
  invoiceStatusOn,
  type StoredInvoiceStatus,
} from '#domain/billing/billing-terms';
import {
  type ClaimKind,
  claimKindLabels,
  type ClaimStatus,
  claimStatusLabels,
} from '#domain/shared/claim-terms';
import { csvStream, csvText } from '#server/adapters/csv-download';
import type { Employer } from '#server/db/employers-repository';
import {
  type ClientClaimRow,
  listClientClaimsPage,
  listClientInvoices,
} from '#server/db/reports-repository';
import type { ReportsDeps } from './reports.service.ts';
import { calendarDayIn, todayOn } from '#domain/shared/clock';

/**
 * Claims read from the database at a time: a few hundred kilobytes of rows at most, while a
 * page costs one indexed query (20,000 claims: 40 of them).
 */
export const claimsCsvPageSize = 500;

/** A row of the CSV; the day a claim was received is the portal's calendar day then. */
function claimCsvRow(row: ClientClaimRow, timeZone: string): string[] {
  return [
    `${row.firstName} ${row.lastName}`,
    row.claimNumber,
    claimKindLabels[row.kind as ClaimKind] ?? row.kind,
    claimStatusLabels[row.status as ClaimStatus] ?? row.status,
    row.lastDayWorked,
    row.firstDayOfAbsence,
    row.expectedReturn,
    calendarDayIn(row.createdAt, timeZone),
  ];
}

/**
 * The rows of the CSV, a page read only when the one before was taken, and only after the
 * event loop has had a turn: on the embedded database a query runs in this thread and
 * answers without waiting on any I/O, and a reader on a fast connection never makes the
 * writer wait, so without that turn a download of 20,000 claims held every other request
 * for its whole second (the mixed load of docs/benchmarks.md found it).
 */
async function* claimCsvRows(
  deps: ReportsDeps,
  clientId: string,
  firstPage: ClientClaimRow[],
  pageSize: number,
): AsyncGenerator<string[]> {
  let page = firstPage;
  for (;;) {
    for (const row of page) yield claimCsvRow(row, deps.clock.timeZone);
    const last = page.at(-1);
    if (!last || page.length < pageSize) return;
    await nextTurn();
    page = await listClientClaimsPage(deps.db, clientId, { after: last.key, limit: pageSize });
  }
}

/**
 * 'Claims and leave (CSV)' as a stream to send: rows go out as the browser takes them, and the
 * next page is read only when the CSV writer has room (Readable.from pulls its generator on
 * demand, the writer pauses while the response's socket is full). The first page is read
 * before the answer starts, so a database that cannot answer is a proper error, not a
 * download cut short. A failure later ends the stream with its error: the server closes the
 * connection and the browser says the download failed.
 */
export async function claimsCsv(
  deps: ReportsDeps,
  employer: Employer,
  pageSize = claimsCsvPageSize,
): Promise<Readable> {
  const firstPage = await listClientClaimsPage(deps.db, employer.clientId, { limit: pageSize });
  const csv = csvStream(claimsCsvColumns);
  const rows = Readable.from(claimCsvRows(deps, employer.clientId, firstPage, pageSize));
  // pipeline destroys the CSV stream with any error of the rows, which is how the reply
  // learns of it; its promise has nothing more to say.
  pipeline(rows, csv).catch(() => undefined);
  return csv;
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

/**
 * 'Billing history (CSV)': the client's invoices, newest first, each with the status an
 * employer reads today ('Past due' is read from the due date) and the day it was paid. A
 * client has one invoice a month: a few dozen rows, written at once.
 */
export async function billingCsv(deps: ReportsDeps, employer: Employer): Promise<string> {
  const today = todayOn(deps.clock);
  const rows = await listClientInvoices(deps.db, employer.clientId);
  return csvText(
    billingCsvColumns,
    rows.map((row) => [
      row.invoiceNumber,
      monthOfDay(row.periodStart),
      dollars(row.amountDueCents),
      row.dueOn,
      invoiceStatusLabels[invoiceStatusOn(row.status as StoredInvoiceStatus, row.dueOn, today)],
      row.paidAt ? calendarDayIn(row.paidAt, deps.clock.timeZone) : '',
    ]),
  );
}
