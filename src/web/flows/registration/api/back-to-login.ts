import type { SubmitResponse } from '#domain/registration/registration-api';
import { apiGet } from '#web/lib/api-client.ts';

/** Cancels this browser's registration (browser Back on the registration start). */
export function getBackToLogin(): Promise<SubmitResponse | undefined> {
  return apiGet<SubmitResponse>('back-to-login');
}
