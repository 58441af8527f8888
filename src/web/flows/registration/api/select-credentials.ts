import type { CredentialInfo } from '#domain/registration/registration-api';
import type { CredentialsResponse } from '#domain/self-service/self-service-answers';
import type { FlowModule } from '#domain/self-service/flow';
import { apiPost } from '#web/lib/api-client.ts';
import { flowCallPath } from '#web/self-service/api/flow-call-path.ts';
import { withTransactionId } from '#web/self-service/api/transaction-id.ts';

export function postSelectCredentials(
  module: FlowModule,
  request: Omit<CredentialInfo, 'transactionId'>,
): Promise<CredentialsResponse | undefined> {
  return apiPost<CredentialsResponse>(
    flowCallPath(module, 'selectCredentials'),
    withTransactionId(request),
  );
}
