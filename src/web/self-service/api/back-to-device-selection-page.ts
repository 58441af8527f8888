import type { BaseResponse } from '#domain/self-service/self-service-answers';
import type { FlowModule } from '#domain/self-service/flow';
import { apiPost } from '#web/lib/api-client.ts';

/** Back on the employer contact's first code: to choose another device on file. */
export function postBackToDeviceSelectionPage(
  module: FlowModule,
): Promise<BaseResponse | undefined> {
  return apiPost<BaseResponse>(`${module}/backToDeviceSelectionPage`);
}
