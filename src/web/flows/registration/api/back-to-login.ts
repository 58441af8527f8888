import type { SubmitResponse } from '#domain/self-service/self-service-answers';
import { apiGet } from '#web/lib/api-client.ts';

/** Cancels this browser's registration (browser Back on the registration start). */
export function getBackToLogin(): Promise<SubmitResponse | undefined> {
  return apiGet<SubmitResponse>('back-to-login');
}
