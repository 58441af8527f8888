// One file, one request (lib/form-upload.ts): its own progress, and a cancel that aborts it alone.

import type { UploadFields } from '#domain/documents/documents-answers';
import { postForm } from '#web/lib/form-upload.ts';
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
  const form = new FormData();
  form.append('claimNumber', fields.claimNumber);
  form.append('documentType', fields.documentType);
  form.append('files', file, file.name);
  const { sent, cancel } = postForm(documentsCall, form, onProgress);
  const outcome = sent.then((result): UploadOutcome =>
    result.kind === 'answered' ? uploadOutcome(result.status, result.body) : result,
  );
  return { outcome, cancel };
}
