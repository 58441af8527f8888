import type { SubmitResponse } from '#domain/self-service/self-service-api';
import type { NewPasswordRequest } from '#domain/password-reset/password-reset-api';
import type { PasswordResetModule } from '#domain/self-service/flow';
import { apiPost } from '#web/lib/api-client.ts';
import { flowCallPath } from '#web/self-service/api/flow-call-path.ts';

/** The password reset's selectCredentials: the new password, once the code is proven. */
export function postNewPassword(
  module: PasswordResetModule,
  request: NewPasswordRequest,
): Promise<SubmitResponse | undefined> {
  return apiPost<SubmitResponse>(flowCallPath(module, 'selectCredentials'), request);
}
