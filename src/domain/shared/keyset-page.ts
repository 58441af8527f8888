// Keyset pages (docs/product/employer-claims.md#pages): a list's page is asked for by a cursor
// naming the last row shown (`after`) or the first (`before`), never by a number, so a page costs
// the same wherever it is and a row added meanwhile never shows twice. What a cursor holds is each
// list's own (a day and a claim number; a member's id); how a page link is read and refused is
// the same for every list.

import { defineMessages, type MessageDescriptor } from './define-messages.ts';

/** Why a page link is refused (a 400 of the list). */
export const pageRefusalText = defineMessages({
  cursor: {
    id: 'benefits.page.refusal.cursor',
    defaultMessage: 'This page link is not valid. Please start again from the first page.',
  },
  bothCursors: {
    id: 'benefits.page.refusal.bothCursors',
    defaultMessage:
      'A page link names one direction, not both. Please start again from the first page.',
  },
});

export type PageAsked<Cursor> =
  | { ok: true; page: { direction: 'after' | 'before'; cursor: Cursor } | null }
  | { ok: false; field: 'after' | 'before'; message: MessageDescriptor };

/**
 * The page asked for: the cursor and its direction, or the first page; or the field refused. A
 * cursor names a position only: the server still reads the caller's own rows.
 */
export function keysetPageOf<Cursor>(
  query: { after?: string | undefined; before?: string | undefined },
  parse: (text: string) => Cursor | null,
): PageAsked<Cursor> {
  if (query.after !== undefined && query.before !== undefined) {
    return { ok: false, field: 'before', message: pageRefusalText.bothCursors };
  }
  const direction = query.after !== undefined ? 'after' : 'before';
  const text = query[direction];
  if (text === undefined) return { ok: true, page: null };
  const cursor = parse(text);
  return cursor === null
    ? { ok: false, field: direction, message: pageRefusalText.cursor }
    : { ok: true, page: { direction, cursor } };
}
