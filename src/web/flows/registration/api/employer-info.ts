import type { SelfServiceResponse } from '#domain/self-service/self-service-answers';
import { apiGet } from '#web/lib/api-client.ts';

/** The employer invitation link: opens this browser's registration for the invited contact. */
export function getEmployerInfo(regid: string): Promise<SelfServiceResponse | undefined> {
  return apiGet<SelfServiceResponse>(
    `employers/registration/employerInfo/${encodeURIComponent(regid)}`,
  );
}
