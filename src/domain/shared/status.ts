// The status every business answer carries (docs/product/calls.md): `code` is the machine
// code the browser switches on, `name` the sentence a person reads, in the request's language.
// The domain says a status as its message with values; the server says it in that language.

import type { MessageDescriptor } from './define-messages.ts';

export interface Status<Code extends string = string> {
  code: Code;
  name: string;
}

export function status<Code extends string>(code: Code, name: string): Status<Code> {
  return { code, name };
}

/** A status as the domain declares it: its code, and its name as a message with its values. */
export interface StatusMessage<Code extends string = string> {
  code: Code;
  name: MessageDescriptor;
  values?: Record<string, string | number>;
}

/** Any answer that carries a status, as the browser receives it before narrowing. */
export interface StatusResponse {
  status?: Partial<Status> | null;
}

/**
 * The status code of an answer, or undefined when it is missing or empty
 * (docs/product/registration.md).
 */
export function statusCodeOf(response: StatusResponse | undefined | null): string | undefined {
  const code = response?.status?.code;
  return typeof code === 'string' && code.length > 0 ? code : undefined;
}
