import type { CredentialInfo } from '#domain/registration/registration-api';
import type { CredentialsResponse } from '#domain/self-service/self-service-api';
import type { FlowModule } from '#domain/self-service/flow';
import { apiPost } from '#web/lib/api-client.ts';
import { flowCallPath } from '#web/self-service/api/flow-call-path.ts';

export function postSelectCredentials(
  module: FlowModule,
  request: CredentialInfo,
): Promise<CredentialsResponse | undefined> {
  return apiPost<CredentialsResponse>(flowCallPath(module, 'selectCredentials'), request);
}
