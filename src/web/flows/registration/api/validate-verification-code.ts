import type {
  VerificationCodeRequest,
  VerificationCodeResponse,
} from '../../../../domain/registration/registration-api.ts';
import type { FlowModule } from '../../../../domain/registration/registration-flow.ts';
import { apiPost } from '../../../lib/api-client.ts';
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
