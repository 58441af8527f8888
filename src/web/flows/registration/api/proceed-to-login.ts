import type { SubmitResponse, TransactionRequest } from '#domain/registration/registration-api';
import type { FlowModule } from '#domain/registration/registration-flow';
import { apiPost } from '#web/lib/api-client.ts';
import { flowCallPath } from './flow-call-path.ts';

export function postProceedToLogin(
  module: FlowModule,
  request: TransactionRequest,
): Promise<SubmitResponse | undefined> {
  return apiPost<SubmitResponse>(flowCallPath(module, 'proceedToLogin'), request);
}
