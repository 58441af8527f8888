import type {
  PersonalInfoResponse,
  ValidateCustomerRequest,
} from '../../../../domain/registration/registration-api.ts';
import type { FlowModule } from '../../../../domain/registration/registration-flow.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { flowCallPath } from './flow-call-path.ts';

export function postVerifyPersonalInfo(
  module: FlowModule,
  request: ValidateCustomerRequest,
): Promise<PersonalInfoResponse | undefined> {
  return apiPost<PersonalInfoResponse>(flowCallPath(module, 'verifyPersonalInfo'), request);
}
