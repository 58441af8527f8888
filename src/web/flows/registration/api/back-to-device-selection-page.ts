import type { BaseResponse } from '#domain/registration/registration-api';
import type { FlowModule } from '#domain/registration/registration-flow';
import { apiPost } from '#web/lib/api-client.ts';

/** Back on the employer contact's first code: to choose another device on file. */
export function postBackToDeviceSelectionPage(
  module: FlowModule,
): Promise<BaseResponse | undefined> {
  return apiPost<BaseResponse>(`${module}/backToDeviceSelectionPage`);
}
