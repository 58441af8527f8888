import type {
  ZipCodeRequest,
  ZipCodeResponse,
} from '../../../../domain/registration/registration-api.ts';
import type { RegistrationModule } from '../../../../domain/registration/registration-flow.ts';
import { apiPost } from '../../../lib/api-client.ts';

export function postValidateZipCode(
  module: RegistrationModule,
  request: ZipCodeRequest,
): Promise<ZipCodeResponse | undefined> {
  return apiPost<ZipCodeResponse>(`${module}/registration/validateZipCode`, request);
}
