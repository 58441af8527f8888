import type {
  PersonalInfoResponse,
  ValidateCustomerRequest,
} from '../../../../domain/registration/registration-api.ts';
import type { RegistrationModule } from '../../../../domain/registration/registration-flow.ts';
import { apiPost } from '../../../lib/api-client.ts';

/** SPEC.md section 7: recovery's call has no `registration` segment. */
function verifyPersonalInfoPath(module: RegistrationModule): string {
  return module === 'userNameRecovery'
    ? 'userNameRecovery/verifyPersonalInfo'
    : `${module}/registration/verifyPersonalInfo`;
}

export function postVerifyPersonalInfo(
  module: RegistrationModule,
  request: ValidateCustomerRequest,
): Promise<PersonalInfoResponse | undefined> {
  return apiPost<PersonalInfoResponse>(verifyPersonalInfoPath(module), request);
}
