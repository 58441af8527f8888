// What a call of the server answers when nothing unexpected happened, one shape for every
// service: its answer, or the expected reason it has none. Unexpected failures throw and reach
// the one error handler; the server's edge (plugins/outcome-answers.ts) turns each kind into
// its HTTP status, so a service never names a status code.

/** The call did what was asked: the answer the route's 200 schema describes. */
export interface Success<Answer> {
  kind: 'success';
  answer: Answer;
}

/** What was sent is refused (400): the field it is about, when there is one, and why. */
export interface Refused {
  kind: 'refused';
  field?: string;
  message: string;
}

/**
 * Nothing by that name for this caller (404): another person's is not found either, so the
 * answer tells nothing. The sentence, when the call has its own ('There is no such claim.').
 */
export interface NotFound {
  kind: 'not-found';
  message?: string;
}

/** The caller may not do this, whatever they send (403). */
export interface NotAllowed {
  kind: 'not-allowed';
  message: string;
}

/**
 * Refused as things stand (409): nothing sent was wrong, but the thing has moved on (a claim
 * withdrawn already, a statement given). `code` names the conflict when the browser tells one
 * from another.
 */
export interface Conflict {
  kind: 'conflict';
  code?: string;
  message: string;
}

/**
 * A service the call needs could not be reached (503): nothing is known yet, and the same call
 * may be tried again after `retryAfterSeconds`. Which service and why are the operator's, for
 * the log, never answered.
 */
export interface Unavailable {
  kind: 'unavailable';
  message: string;
  service: string;
  reason: string;
  retryAfterSeconds: number;
}

export type Outcome<Answer> =
  Success<Answer> | Refused | NotFound | NotAllowed | Conflict | Unavailable;

export function success<Answer>(answer: Answer): Success<Answer> {
  return { kind: 'success', answer };
}

export function refused(field: string | undefined, message: string): Refused {
  return field === undefined ? { kind: 'refused', message } : { kind: 'refused', field, message };
}

export function notFound(message?: string): NotFound {
  return message === undefined ? { kind: 'not-found' } : { kind: 'not-found', message };
}

export function notAllowed(message: string): NotAllowed {
  return { kind: 'not-allowed', message };
}

export function conflict(message: string, code?: string): Conflict {
  return code === undefined ? { kind: 'conflict', message } : { kind: 'conflict', code, message };
}

export function unavailable(
  message: string,
  unreachable: Pick<Unavailable, 'service' | 'reason' | 'retryAfterSeconds'>,
): Unavailable {
  return { kind: 'unavailable', message, ...unreachable };
}

/** The outcome of an answer that may be missing: undefined is not found. */
export function foundOr<Answer>(answer: Answer | undefined): Success<Answer> | NotFound {
  return answer === undefined ? notFound() : success(answer);
}

/**
 * True for a refusal: the self-service calls answer their statuses with 200 by contract, and
 * pass a refused field on beside them instead of an outcome of their own.
 */
export function isRefused(value: object): value is Refused {
  return 'kind' in value && value.kind === 'refused';
}
