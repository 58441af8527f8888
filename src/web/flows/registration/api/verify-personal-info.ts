import type {
  PersonalInfoResponse,
  ValidateCustomerRequest,
} from '../../../../domain/registration/registration-api.ts';
import type { RegistrationModule } from '../../../../domain/registration/registration-flow.ts';
import { apiPost } from '../../../lib/api-client.ts';

export function postVerifyPersonalInfo(
  module: RegistrationModule,
  request: ValidateCustomerRequest,
): Promise<PersonalInfoResponse | undefined> {
  return apiPost<PersonalInfoResponse>(`${module}/registration/verifyPersonalInfo`, request);
}
