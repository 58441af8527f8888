// The call that keeps a language choice (docs/product/languages.md): the browser sends it when the
// person follows the header's link to the other language.

import * as z from 'zod/mini';
import { languages } from './language.ts';

export const languageChoiceSchema = z.object({ language: z.enum(languages) });
export type LanguageChoice = z.infer<typeof languageChoiceSchema>;
