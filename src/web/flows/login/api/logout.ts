import type { Side } from '#domain/shared/sides';
import type { Status } from '#domain/shared/status';
import { apiPost } from '#web/lib/api-client.ts';

export interface LogoutResponse {
  status: Status;
  redirectUrl?: string;
}

export function postLogout(side: Side): Promise<LogoutResponse | undefined> {
  return apiPost<LogoutResponse>(`${side}/logout`);
}
