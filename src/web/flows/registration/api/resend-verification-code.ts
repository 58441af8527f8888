import type {
  CredentialsResponse,
  ResendCodeRequest,
} from '../../../../domain/registration/registration-api.ts';
import type { RegistrationModule } from '../../../../domain/registration/registration-flow.ts';
import { apiPost } from '../../../lib/api-client.ts';

/**
 * Resend Code on the code screen (no body); at the employer's device selection, the device
 * on file that gets the first code (docs/decisions/0012). The answer names it, masked.
 */
export function postResendVerificationCode(
  module: RegistrationModule,
  request?: ResendCodeRequest,
): Promise<CredentialsResponse | undefined> {
  return apiPost<CredentialsResponse>(`${module}/registration/resendVerificationCode`, request);
}
