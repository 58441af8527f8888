import type {
  CredentialInfo,
  CredentialsResponse,
} from '../../../../domain/registration/registration-api.ts';
import type { RegistrationModule } from '../../../../domain/registration/registration-flow.ts';
import { apiPost } from '../../../lib/api-client.ts';

export function postSelectCredentials(
  module: RegistrationModule,
  request: CredentialInfo,
): Promise<CredentialsResponse | undefined> {
  return apiPost<CredentialsResponse>(`${module}/registration/selectCredentials`, request);
}
