// The text of a request field, as every schema of the API takes it: bounded, and without
// control characters. None belongs in a name, a code, a password or an address, and
// PostgreSQL refuses a NUL outright: refused here it is a clear 400, not a failed query.

import * as z from 'zod/mini';

// eslint-disable-next-line no-control-regex -- control characters are what it finds.
const controlCharacters = /[\u0000-\u001f\u007f]/;
/** The same, but for line breaks and tabs: text written in paragraphs. */
// eslint-disable-next-line no-control-regex -- control characters are what it finds.
const controlCharactersInParagraphs = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export function requestText(max: number, { min = 0, paragraphs = false } = {}) {
  const refused = paragraphs ? controlCharactersInParagraphs : controlCharacters;
  return z.string().check(
    z.minLength(min),
    z.maxLength(max),
    z.refine((value) => !refused.test(value), 'must not contain control characters'),
  );
}
