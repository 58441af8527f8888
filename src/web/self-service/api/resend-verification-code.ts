import type { CredentialsResponse } from '#domain/self-service/self-service-answers';
import type { ResendCodeRequest } from '#domain/self-service/self-service-api';
import type { FlowModule } from '#domain/self-service/flow';
import { apiPost } from '#web/lib/api-client.ts';
import { flowCallPath } from './flow-call-path.ts';

/**
 * Resend Code on the code screen (no body); at the employer's device selection, the device
 * on file that gets the first code (docs/decisions/0012). The answer names it, masked.
 */
export function postResendVerificationCode(
  module: FlowModule,
  request?: ResendCodeRequest,
): Promise<CredentialsResponse | undefined> {
  return apiPost<CredentialsResponse>(flowCallPath(module, 'resendVerificationCode'), request);
}
