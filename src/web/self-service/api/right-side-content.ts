import type { RightSideContent } from '#domain/registration/registration-answers';
import { apiPost } from '#web/lib/api-client.ts';

export function postRightSideContent(): Promise<RightSideContent | undefined> {
  return apiPost<RightSideContent>('registration/rightSideContent');
}
