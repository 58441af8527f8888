import type { BaseResponse } from '../../../../domain/registration/registration-api.ts';
import type { FlowModule } from '../../../../domain/registration/registration-flow.ts';
import { apiPost } from '../../../lib/api-client.ts';

/** Back on the employer contact's first code: to choose another device on file. */
export function postBackToDeviceSelectionPage(
  module: FlowModule,
): Promise<BaseResponse | undefined> {
  return apiPost<BaseResponse>(`${module}/backToDeviceSelectionPage`);
}
