import type { LoginResponse } from '#domain/login/login-answers';
import type { LoginRequest } from '#domain/login/login';
import type { Side } from '#domain/shared/sides';
import { apiPost } from '#web/lib/api-client.ts';

export function postLoginCredentials(
  side: Side,
  request: LoginRequest,
): Promise<LoginResponse | undefined> {
  return apiPost<LoginResponse>(`${side}/loginCredentials`, request);
}
