import type { RightSideContent } from '../../../../domain/registration/registration-api.ts';
import { apiPost } from '../../../lib/api-client.ts';

export function postRightSideContent(): Promise<RightSideContent | undefined> {
  return apiPost<RightSideContent>('registration/rightSideContent');
}
