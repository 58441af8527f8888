import type { CensusUploadAnswer } from '#domain/employees/census-upload';
import { answerOf } from '#web/lib/api-client.ts';
import { postForm } from '#web/lib/form-upload.ts';

export type CensusStep = 'check' | 'apply';

export interface CensusUploadInFlight {
  /** The answer; nothing once cancelled (or after a 403); rejects as every call does. */
  answer: Promise<CensusUploadAnswer | undefined>;
  cancel(): void;
}

/** 'Check file' or 'Apply these changes' of one file; a file refused whole is a 400 at `file`. */
export function uploadCensusFile(
  step: CensusStep,
  file: File,
  onProgress: (fraction: number) => void,
): CensusUploadInFlight {
  const form = new FormData();
  form.append('file', file, file.name);
  const { sent, cancel } = postForm(`employers/api/employees/upload/${step}`, form, onProgress);
  const answer = sent.then((result) => {
    if (result.kind === 'cancelled') return undefined;
    if (result.kind === 'failed') throw new Error('The upload got no answer.');
    return answerOf<CensusUploadAnswer>(result.status, async () => JSON.parse(result.body));
  });
  return { answer, cancel };
}
