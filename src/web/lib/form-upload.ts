// A call that sends a file as multipart/form-data, under the same base path, credentials and CSRF
// header as every call of api-client.ts: XMLHttpRequest rather than fetch for its upload progress
// events, and so that cancelling one upload aborts its request alone.

import { apiBase, csrfHeaders } from './api-client.ts';

/** What became of the request: the server's answer, a cancel, or no answer at all. */
export type FormSent =
  { kind: 'answered'; status: number; body: string } | { kind: 'cancelled' } | { kind: 'failed' };

export interface FormInFlight {
  sent: Promise<FormSent>;
  cancel(): void;
}

/** Posts `form` to `path` (under /auth); `onProgress` hears the share of it sent, 0 to 1. */
export function postForm(
  path: string,
  form: FormData,
  onProgress: (fraction: number) => void,
): FormInFlight {
  const request = new XMLHttpRequest();
  const sent = new Promise<FormSent>((resolve) => {
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () =>
      resolve({ kind: 'answered', status: request.status, body: request.responseText }),
    );
    request.addEventListener('abort', () => resolve({ kind: 'cancelled' }));
    request.addEventListener('error', () => resolve({ kind: 'failed' }));
  });
  request.open('POST', `${apiBase}/${path.replace(/^\//, '')}`);
  request.withCredentials = true;
  request.setRequestHeader('accept', 'application/json');
  for (const [name, value] of Object.entries(csrfHeaders())) request.setRequestHeader(name, value);
  request.send(form);
  return { sent, cancel: () => request.abort() };
}
