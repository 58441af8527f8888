import type { CredentialInfo } from '#domain/registration/registration-api';
import type { CredentialsResponse, SubmitResponse } from '#domain/self-service/self-service-api';
import type { NewPasswordRequest } from '#domain/password-reset/password-reset-api';
import type { PasswordResetModule, FlowModule } from '#domain/self-service/flow';
import { apiPost } from '#web/lib/api-client.ts';
import { flowCallPath } from './flow-call-path.ts';

export function postSelectCredentials(
  module: FlowModule,
  request: CredentialInfo,
): Promise<CredentialsResponse | undefined> {
  return apiPost<CredentialsResponse>(flowCallPath(module, 'selectCredentials'), request);
}

/** The password reset's selectCredentials: the new password, once the code is proven. */
export function postNewPassword(
  module: PasswordResetModule,
  request: NewPasswordRequest,
): Promise<SubmitResponse | undefined> {
  return apiPost<SubmitResponse>(flowCallPath(module, 'selectCredentials'), request);
}
