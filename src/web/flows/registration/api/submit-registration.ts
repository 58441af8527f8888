import type {
  SubmitResponse,
  TransactionRequest,
} from '../../../../domain/registration/registration-api.ts';
import type { FlowModule } from '../../../../domain/registration/registration-flow.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { flowCallPath } from './flow-call-path.ts';

export function postSubmitRegistration(
  module: FlowModule,
  request: TransactionRequest,
): Promise<SubmitResponse | undefined> {
  return apiPost<SubmitResponse>(flowCallPath(module, 'submit'), request);
}
