// One file, one request: XMLHttpRequest rather than fetch for its upload progress events, and
// so that cancelling one file aborts its request alone.

import type { UploadFields } from '#domain/documents/documents-answers';
import { apiBase, csrfHeaders } from '#web/lib/api-client.ts';
import { type UploadOutcome, uploadOutcome } from '#web/flows/documents/upload-outcome.ts';
import { documentsCall } from '#web/content/claim-links.ts';

export interface UploadInFlight {
  outcome: Promise<UploadOutcome>;
  cancel(): void;
}

export function uploadDocument(
  fields: UploadFields,
  file: File,
  onProgress: (fraction: number) => void,
): UploadInFlight {
  const request = new XMLHttpRequest();
  const outcome = new Promise<UploadOutcome>((resolve) => {
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () =>
      resolve(uploadOutcome(request.status, request.responseText)),
    );
    request.addEventListener('abort', () => resolve({ kind: 'cancelled' }));
    request.addEventListener('error', () => resolve({ kind: 'failed' }));
  });
  const form = new FormData();
  form.append('claimNumber', fields.claimNumber);
  form.append('documentType', fields.documentType);
  form.append('files', file, file.name);
  request.open('POST', `${apiBase}/${documentsCall}`);
  request.withCredentials = true;
  request.setRequestHeader('accept', 'application/json');
  for (const [name, value] of Object.entries(csrfHeaders())) request.setRequestHeader(name, value);
  request.send(form);
  return { outcome, cancel: () => request.abort() };
}
