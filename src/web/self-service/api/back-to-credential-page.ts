import type { BaseResponse } from '#domain/self-service/self-service-answers';
import type { FlowModule } from '#domain/self-service/flow';
import { apiPost } from '#web/lib/api-client.ts';

/** Back on the code screen and Edit on the review screen (docs/product/registration.md). */
export function postBackToCredentialPage(module: FlowModule): Promise<BaseResponse | undefined> {
  return apiPost<BaseResponse>(`${module}/backToCredentialPage`);
}
