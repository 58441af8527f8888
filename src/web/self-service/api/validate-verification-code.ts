import type { VerificationCodeRequest } from '#domain/self-service/self-service-api';
import type { VerificationCodeResponse } from '#domain/self-service/self-service-answers';
import type { FlowModule } from '#domain/self-service/flow';
import { apiPost } from '#web/lib/api-client.ts';
import { flowCallPath } from './flow-call-path.ts';

export function postValidateVerificationCode(
  module: FlowModule,
  request: VerificationCodeRequest,
): Promise<VerificationCodeResponse | undefined> {
  return apiPost<VerificationCodeResponse>(
    flowCallPath(module, 'validateVerificationCode'),
    request,
  );
}
