import type { LanguageChoice } from '#domain/language/language-api';
import { apiPost } from '#web/lib/api-client.ts';

export function postLanguageChoice(choice: LanguageChoice): Promise<LanguageChoice | undefined> {
  return apiPost<LanguageChoice>('language', choice);
}
