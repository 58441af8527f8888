import type { BaseResponse } from '../../../../domain/registration/registration-api.ts';
import type { FlowModule } from '../../../../domain/registration/registration-flow.ts';
import { apiPost } from '../../../lib/api-client.ts';

/** Back on the code screen and Edit on the review screen (SPEC.md section 4). */
export function postBackToCredentialPage(module: FlowModule): Promise<BaseResponse | undefined> {
  return apiPost<BaseResponse>(`${module}/backToCredentialPage`);
}
