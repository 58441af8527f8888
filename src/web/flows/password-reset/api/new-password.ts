import type { NewPasswordRequest } from '#domain/password-reset/password-reset-api';
import type { SubmitResponse } from '#domain/self-service/self-service-answers';
import type { PasswordResetModule } from '#domain/self-service/flow';
import { apiPost } from '#web/lib/api-client.ts';
import { flowCallPath } from '#web/self-service/api/flow-call-path.ts';
import { withTransactionId } from '#web/self-service/api/transaction-id.ts';

/** The password reset's selectCredentials: the new password, once the code is proven. */
export function postNewPassword(
  module: PasswordResetModule,
  request: Omit<NewPasswordRequest, 'transactionId'>,
): Promise<SubmitResponse | undefined> {
  return apiPost<SubmitResponse>(
    flowCallPath(module, 'selectCredentials'),
    withTransactionId(request),
  );
}
