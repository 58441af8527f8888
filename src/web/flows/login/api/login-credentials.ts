import type { LoginRequest, LoginResponse } from '../../../../domain/login/login.ts';
import type { Side } from '../../../../domain/shared/sides.ts';
import { apiPost } from '../../../lib/api-client.ts';

export function postLoginCredentials(
  side: Side,
  request: LoginRequest,
): Promise<LoginResponse | undefined> {
  return apiPost<LoginResponse>(`${side}/loginCredentials`, request);
}
