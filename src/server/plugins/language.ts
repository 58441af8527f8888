// Each request's language (docs/product/languages.md): the browser's choice in its cookie, else
// the logged-in account's (read with the session), else the first language of Accept-Language
// the portal speaks, else English. Pages, status sentences and field errors answer in it.

import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { type Language, languageCookie, languageOf } from '#domain/language/language';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language this request is answered in. */
    language: Language;
  }
}

/** Keeps a browser's choice: readable by the page, sent on every address of the portal. */
export function setLanguageCookie(reply: FastifyReply, language: Language, secure: boolean) {
  reply.setCookie(languageCookie.name, language, {
    path: '/',
    sameSite: 'lax',
    secure,
    maxAge: languageCookie.maxAgeDays * 24 * 60 * 60,
  });
}

async function languagePlugin(app: FastifyInstance) {
  app.decorateRequest('language', {
    getter() {
      return languageOf({
        cookie: this.cookies[languageCookie.name],
        account: this.session?.accountLanguage,
        acceptLanguage: this.headers['accept-language'],
      });
    },
  });
}

export default fp(languagePlugin, { name: 'language', dependencies: ['session'] });
