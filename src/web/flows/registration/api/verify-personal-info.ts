import type {
  PersonalInfoResponse,
  ValidateCustomerRequest,
} from '#domain/registration/registration-api';
import type { FlowModule } from '#domain/registration/registration-flow';
import { apiPost } from '#web/lib/api-client.ts';
import { flowCallPath } from './flow-call-path.ts';

export function postVerifyPersonalInfo(
  module: FlowModule,
  request: ValidateCustomerRequest,
): Promise<PersonalInfoResponse | undefined> {
  return apiPost<PersonalInfoResponse>(flowCallPath(module, 'verifyPersonalInfo'), request);
}
