import type { ZipCodeRequest } from '#domain/registration/registration-api';
import type { ZipCodeResponse } from '#domain/registration/registration-answers';
import type { FlowModule } from '#domain/self-service/flow';
import { apiPost } from '#web/lib/api-client.ts';
import { flowCallPath } from '#web/self-service/api/flow-call-path.ts';

export function postValidateZipCode(
  module: FlowModule,
  request: ZipCodeRequest,
): Promise<ZipCodeResponse | undefined> {
  return apiPost<ZipCodeResponse>(flowCallPath(module, 'validateZipCode'), request);
}
