import type { SubmitResponse, TransactionRequest } from '#domain/self-service/self-service-api';
import type { FlowModule } from '#domain/self-service/flow';
import { apiPost } from '#web/lib/api-client.ts';
import { flowCallPath } from '#web/self-service/api/flow-call-path.ts';

export function postProceedToLogin(
  module: FlowModule,
  request: TransactionRequest,
): Promise<SubmitResponse | undefined> {
  return apiPost<SubmitResponse>(flowCallPath(module, 'proceedToLogin'), request);
}
