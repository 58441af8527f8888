import type {
  VerificationCodeRequest,
  VerificationCodeResponse,
} from '../../../../domain/registration/registration-api.ts';
import type { RegistrationModule } from '../../../../domain/registration/registration-flow.ts';
import { apiPost } from '../../../lib/api-client.ts';

export function postValidateVerificationCode(
  module: RegistrationModule,
  request: VerificationCodeRequest,
): Promise<VerificationCodeResponse | undefined> {
  return apiPost<VerificationCodeResponse>(
    `${module}/registration/validateVerificationCode`,
    request,
  );
}
