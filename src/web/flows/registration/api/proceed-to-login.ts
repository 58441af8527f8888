import type {
  SubmitResponse,
  TransactionRequest,
} from '../../../../domain/registration/registration-api.ts';
import type { RegistrationModule } from '../../../../domain/registration/registration-flow.ts';
import { apiPost } from '../../../lib/api-client.ts';

export function postProceedToLogin(
  module: RegistrationModule,
  request: TransactionRequest,
): Promise<SubmitResponse | undefined> {
  return apiPost<SubmitResponse>(`${module}/registration/proceedToLogin`, request);
}
