// 'Employee claims' (docs/product/employer-claims.md): what the list may be filtered and sorted by,
// and its pages. The filters live in the page's address (Back returns to them) and go to the server
// as they are. Pages are keyset pages: a cursor names the last (or first) row shown by its first
// day of absence and claim number, so a page costs the same wherever it is, and a claim filed
// meanwhile never shifts a row into the next page twice.

import * as z from 'zod/mini';
import { isCalendarDate } from '#domain/shared/calendar-date';
import { claimKinds, claimStatuses } from '#domain/shared/claim-terms';
import { defineMessages } from '#domain/shared/define-messages';
import { keysetPageOf, type PageAsked } from '#domain/shared/keyset-page';
import { nameKey } from '#domain/shared/person-name';
import { requestText } from '#domain/shared/request-text';

export const claimsPageText = defineMessages({
  heading: { id: 'employer-claims.list.heading', defaultMessage: 'Employee claims' },
});

/** Rows of a page. */
export const claimsPageSize = 25;

/** By first day of absence. */
export const claimsSortText = defineMessages({
  newest: { id: 'employer-claims.list.sort.newest', defaultMessage: 'Newest first' },
  oldest: { id: 'employer-claims.list.sort.oldest', defaultMessage: 'Oldest first' },
});
export type ClaimsSort = keyof typeof claimsSortText;
export const claimsSorts = Object.keys(claimsSortText) as [ClaimsSort, ...ClaimsSort[]];

export const claimsFilterText = defineMessages({
  status: { id: 'employer-claims.list.filter.status', defaultMessage: 'Status' },
  kind: {
    id: 'employer-claims.list.filter.kind',
    defaultMessage: 'Type',
    description: 'The kind of a claim: short-term disability or family medical leave.',
  },
  name: { id: 'employer-claims.list.filter.name', defaultMessage: 'Employee name' },
  sort: { id: 'employer-claims.list.filter.sort', defaultMessage: 'Sort by first day of absence' },
  statement: {
    id: 'employer-claims.list.filter.statement',
    defaultMessage: 'Only claims with an employer statement due',
  },
});

export const nameSearchMax = 60;

/** The list's query string, in the page's address and the call alike. */
export const employerClaimsQuerySchema = z.object({
  status: z.optional(z.enum(claimStatuses)),
  kind: z.optional(z.enum(claimKinds)),
  /** Words of the employee's name: each begins the first or the last name. */
  name: z.optional(requestText(nameSearchMax)),
  sort: z.optional(z.enum(claimsSorts)),
  /** Only open claims whose employer statement was not given (the dashboard's tasks). */
  statement: z.optional(z.literal('due')),
  /** The page after the row this cursor names, or the page before it. */
  after: z.optional(requestText(40)),
  before: z.optional(requestText(40)),
});
export type EmployerClaimsQuery = z.infer<typeof employerClaimsQuerySchema>;

/** Where a page starts: the row before it (or after it, going back). */
export interface ClaimsCursor {
  firstDayOfAbsence: string;
  claimNumber: string;
}

export function cursorOf(row: ClaimsCursor): string {
  return `${row.firstDayOfAbsence}_${row.claimNumber}`;
}

const cursorPattern = /^(\d{4}-\d{2}-\d{2})_(C\d{7})$/;

/** A cursor this list gave out, or null for anything else (a link tampered with, or typed). */
export function parseCursor(text: string): ClaimsCursor | null {
  const match = cursorPattern.exec(text);
  const [, firstDayOfAbsence, claimNumber] = match ?? [];
  if (!firstDayOfAbsence || !claimNumber || !isCalendarDate(firstDayOfAbsence)) return null;
  return { firstDayOfAbsence, claimNumber };
}

/** The page asked for: the cursor and its direction, or the first page; or the field refused. */
export function pageOf(
  query: Pick<EmployerClaimsQuery, 'after' | 'before'>,
): PageAsked<ClaimsCursor> {
  return keysetPageOf(query, parseCursor);
}

/**
 * The words of a name search, folded as the census folds names (nameKey: accents and case
 * away), each to begin the first or the last name. At most four words; none for nothing typed.
 */
export function nameSearchWords(text: string | undefined): string[] {
  const folded = nameKey(text ?? '');
  return folded === '' ? [] : folded.split(' ').slice(0, 4);
}
