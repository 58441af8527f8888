import type { AccountOnFileRequest } from '#domain/password-reset/password-reset-api';
import type { PersonalInfoResponse } from '#domain/self-service/self-service-answers';
import { apiPost } from '#web/lib/api-client.ts';
import { flowCallPath } from '#web/self-service/api/flow-call-path.ts';

/** The employer's password reset starts with the user name and the e-mail on file. */
export function postVerifyAccount(
  request: AccountOnFileRequest,
): Promise<PersonalInfoResponse | undefined> {
  return apiPost<PersonalInfoResponse>(
    flowCallPath('employers/password-reset', 'verifyAccount'),
    request,
  );
}
