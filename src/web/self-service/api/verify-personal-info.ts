import type { PersonalInfoResponse } from '#domain/self-service/self-service-answers';
import type { ValidateCustomerRequest } from '#domain/self-service/self-service-api';
import type { FlowModule } from '#domain/self-service/flow';
import { apiPost } from '#web/lib/api-client.ts';
import { flowCallPath } from './flow-call-path.ts';

export function postVerifyPersonalInfo(
  module: FlowModule,
  request: ValidateCustomerRequest,
): Promise<PersonalInfoResponse | undefined> {
  return apiPost<PersonalInfoResponse>(flowCallPath(module, 'verifyPersonalInfo'), request);
}
