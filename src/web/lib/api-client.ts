// Every call of docs/product/calls.md goes through here: under the /auth base path, with
// credentials, with the CSRF header named by the page's meta tags. A 403 shows the
// 'Session Timeout' alert and resolves with nothing; any other failure rejects with the
// status and the JSON body, if any, so a caller can answer 401, 404 or a field refusal.

import { sharedText } from '#domain/shared/messages';
import { currentText } from '#web/language/use-text.ts';
import { usePortalStore } from './store.ts';

export const apiBase = '/auth';

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    /** The answer's JSON body, or undefined when it had none. */
    readonly body?: unknown,
  ) {
    super(`The server answered ${statusCode}`);
    this.name = 'ApiError';
  }
}

function metaContent(name: string): string | undefined {
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || undefined;
}

/**
 * The header that proves a call comes from a page of this session
 * (docs/decisions/0030-server-conventions.md).
 */
export function csrfHeaders(): Record<string, string> {
  const token = metaContent('_csrf');
  const header = metaContent('_csrf_header');
  return token && header ? { [header]: token } : {};
}

/** The 'Session Timeout' alert: the session or its CSRF token has expired (a 403). */
export function showSessionTimeout(): void {
  const text = currentText();
  usePortalStore.getState().showAlert({
    message: text.formatMessage(sharedText.sessionTimeoutTitle),
    bodyMessage: text.formatMessage(sharedText.sessionTimeoutBody),
    sessionTimeout: true,
  });
}

async function call<T>(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<T | undefined> {
  const url = `${apiBase}/${path.replace(/^\//, '')}`;
  const headers: Record<string, string> = { accept: 'application/json', ...csrfHeaders() };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return answerOf<T>(response.status, () => response.json());
}

/**
 * An answer as every call reads it, whatever carried it: a 403 shows the 'Session Timeout'
 * alert and gives nothing, another failure rejects with an ApiError, a success gives its JSON.
 */
export async function answerOf<T>(
  status: number,
  json: () => Promise<unknown>,
): Promise<T | undefined> {
  if (status === 403) {
    showSessionTimeout();
    return undefined;
  }
  if (status < 200 || status > 299) {
    throw new ApiError(status, await json().catch(() => undefined));
  }
  return (await json()) as T;
}

export function apiPost<T>(path: string, body?: unknown): Promise<T | undefined> {
  return call<T>('POST', path, body);
}

export function apiGet<T>(path: string): Promise<T | undefined> {
  return call<T>('GET', path);
}
