import type { SubmitResponse } from '#domain/self-service/self-service-answers';
import type { FlowModule } from '#domain/self-service/flow';
import { apiPost } from '#web/lib/api-client.ts';
import { flowCallPath } from '#web/self-service/api/flow-call-path.ts';
import { withTransactionId } from '#web/self-service/api/transaction-id.ts';

export function postProceedToLogin(module: FlowModule): Promise<SubmitResponse | undefined> {
  return apiPost<SubmitResponse>(flowCallPath(module, 'proceedToLogin'), withTransactionId({}));
}
