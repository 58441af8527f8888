// The status every business answer carries (SPEC.md section 3): `code` is the machine
// code the browser switches on, `name` the sentence a person reads.

export interface Status<Code extends string = string> {
  code: Code;
  name: string;
}

export function status<Code extends string>(code: Code, name: string): Status<Code> {
  return { code, name };
}

/** Any answer that carries a status, as the browser receives it before narrowing. */
export interface StatusResponse {
  status?: Partial<Status> | null;
}

/** The status code of an answer, or undefined when it is missing or empty (SPEC.md 4). */
export function statusCodeOf(response: StatusResponse | undefined | null): string | undefined {
  const code = response?.status?.code;
  return typeof code === 'string' && code.length > 0 ? code : undefined;
}
