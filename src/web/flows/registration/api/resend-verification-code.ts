import type { BaseResponse } from '../../../../domain/registration/registration-api.ts';
import type { RegistrationModule } from '../../../../domain/registration/registration-flow.ts';
import { apiPost } from '../../../lib/api-client.ts';

export function postResendVerificationCode(
  module: RegistrationModule,
): Promise<BaseResponse | undefined> {
  return apiPost<BaseResponse>(`${module}/registration/resendVerificationCode`);
}
