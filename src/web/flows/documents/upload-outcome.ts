// What the page does with the server's answer to one file's upload: a pure mapping from the
// HTTP status and body, tested without rendering.

import { secondStepRefusal } from '#domain/second-factor/second-factor-rules';
import { uploadAnswerSchema } from '#domain/documents/documents-answers';

export type UploadOutcome =
  | { kind: 'uploaded'; id: string }
  | { kind: 'refused'; reason: string }
  /**
   * 401: the login has ended, and the page goes to the login page; or the login wants its
   * second step ('Confirm it's you', decision 0027), which `confirm` says.
   */
  | { kind: 'not-logged-in'; confirm: boolean }
  /** 403: the session or its CSRF token has expired ('Session Timeout'). */
  | { kind: 'session-expired' }
  | { kind: 'cancelled' }
  /** No answer, or one the page cannot read: the generic error. */
  | { kind: 'failed' };

function parsed(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

export function uploadOutcome(status: number, body: string): UploadOutcome {
  const answer = parsed(body);
  if (status === 401) {
    const error = (answer as { error?: unknown } | undefined)?.error;
    return { kind: 'not-logged-in', confirm: error === secondStepRefusal.error };
  }
  if (status === 403) return { kind: 'session-expired' };
  if (status === 200) {
    const file = uploadAnswerSchema.safeParse(answer).data?.files[0];
    if (!file) return { kind: 'failed' };
    return file.outcome === 'stored'
      ? { kind: 'uploaded', id: file.id }
      : { kind: 'refused', reason: file.reason };
  }
  // A refusal of the whole upload (the claim, the type) says why in its message.
  const message = (answer as { message?: unknown } | undefined)?.message;
  if ((status === 400 || status === 404) && typeof message === 'string') {
    return { kind: 'refused', reason: message };
  }
  return { kind: 'failed' };
}
