// Keeping a language choice (docs/product/languages.md): the header's link to the other language
// sends it; the browser keeps it in a cookie and, once logged in, the account keeps it too, as
// the language of its e-mails and texts from then on.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageChoiceSchema } from '#domain/language/language-api';
import type { Database } from '#server/db/client';
import { setAccountLanguage } from '#server/db/accounts-repository';
import { callRefusals } from '#server/plugins/errors';
import { setLanguageCookie } from '#server/plugins/language';
import { answers } from '#server/plugins/route-answers';

export interface LanguageDeps {
  db: Database;
  secureCookie: boolean;
}

export const languageRoutes: FastifyPluginAsyncZod<LanguageDeps> = async (app, deps) => {
  app.post(
    '/language',
    {
      schema: {
        body: languageChoiceSchema,
        response: { 200: languageChoiceSchema, ...callRefusals },
      },
      config: { access: 'session', answers: answers.anySession },
    },
    async (request, reply) => {
      const { language } = request.body;
      setLanguageCookie(reply, language, deps.secureCookie);
      const accountId = request.session?.accountId;
      if (accountId) await setAccountLanguage(deps.db, accountId, language);
      return { language };
    },
  );
};
