import type { SelfServiceResponse } from '../../../../domain/registration/registration-api.ts';
import { apiGet } from '../../../lib/api-client.ts';

/** The server's truth about this browser's registration: where it stands, if anywhere. */
export function getReload(): Promise<SelfServiceResponse | undefined> {
  return apiGet<SelfServiceResponse>('reload');
}
