import type { TransactionRequest } from '#domain/self-service/self-service-api';
import { useFlowStore } from '#web/self-service/flow-store.ts';

/**
 * A call's body with the transaction of this browser's flow, as the server gave it: the calls
 * that carry one attach it here, so no screen passes it along.
 */
export function withTransactionId<Body extends object>(body: Body): Body & TransactionRequest {
  return { ...body, transactionId: useFlowStore.getState().transactionId ?? '' };
}
