import type { Side } from '../../../../domain/shared/sides.ts';
import type { Status } from '../../../../domain/shared/status.ts';
import { apiPost } from '../../../lib/api-client.ts';

export interface LogoutResponse {
  status: Status;
  redirectUrl?: string;
}

export function postLogout(side: Side): Promise<LogoutResponse | undefined> {
  return apiPost<LogoutResponse>(`${side}/logout`);
}
