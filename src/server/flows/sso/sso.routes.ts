// The single-sign-on entry (decision 0013): `POST /employee-benefits/registration/sso`, where
// a partner's page posts a signed assertion as a top-level form. It answers with a redirect to
// the SSO page of the registration or to its failure page, never with JSON.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { SsoRefusal } from '#domain/sso/sso-assertion';
import { apiErrorSchema } from '#server/plugins/errors';
import { answers } from '#server/plugins/route-answers';
import { callerOf } from '#server/self-service/caller';
import { type SsoDeps, startSsoRegistration } from './sso.service.ts';

export interface SsoRouteOptions {
  deps: SsoDeps;
  /** The app's base path: redirects are built from it, never from the request. */
  basePath: string;
}

/** Every answer but a malformed body: no content, the page to go to in Location. */
const redirected = z.null().register(z.globalRegistry, {
  description: 'To the SSO registration page, or to its failure page (the Location header).',
});

/** What a partner's page posts: one form field. Anything else is refused as missing. */
const ssoEntrySchema = z.nullish(z.object({ assertion: z.optional(z.string()) }));

/**
 * The assertion opens this browser's employee registration in SSO mode. It comes cross-site
 * without a session or CSRF token; the assertion, signed and usable once, stands for both. A
 * valid one creates the session when there is none and the 303 sets its cookie.
 */
export const ssoRoutes: FastifyPluginAsyncZod<SsoRouteOptions> = async (
  app,
  { deps, basePath },
) => {
  const entry = '/employee-benefits/registration/sso';
  const pages = { form: `${basePath}${entry}`, failure: `${basePath}${entry}/failure` };

  // A plain HTML form is the one way a partner's page can send the browser here; only this
  // route, in its own plugin context, reads that body type.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  app.post(
    entry,
    {
      // `consumes` tells the OpenAPI document what the parser above takes: a form post.
      schema: {
        body: ssoEntrySchema,
        consumes: ['application/x-www-form-urlencoded'],
        response: { 303: redirected, 400: apiErrorSchema },
      },
      // A visitor: a valid assertion makes the session when there is none.
      config: {
        access: 'visitor',
        answers: answers.proofOnly,
        csrfExempt: 'signed-one-time-assertion',
      },
    },
    async (request, reply) => {
      const refuse = (refusal: { reason: SsoRefusal; partnerId?: string; claim?: string }) => {
        // The reason and partner only: never the token, nor the subject it names.
        request.log.warn(
          { reason: refusal.reason, partner: refusal.partnerId, claim: refusal.claim },
          'SSO assertion refused',
        );
        return reply.redirect(pages.failure, 303);
      };
      try {
        const check = await deps.checkSsoAssertion(request.body?.assertion);
        if (check.status === 'refused') return refuse(check);
        await app.sessions.ensure(request, reply);
        const { partnerId } = check.assertion;
        const opened = await startSsoRegistration(
          deps,
          callerOf(request, 'employee-benefits'),
          check.assertion,
        );
        if (opened === 'replayed') return refuse({ reason: 'replayed', partnerId });
        request.log.info({ partner: partnerId }, 'SSO registration opened');
        return reply.redirect(pages.form, 303);
      } catch (error) {
        // A top-level page load: JSON would be a dead end, the failure page says to try
        // again and whom to call.
        request.log.error({ err: error }, 'request failed');
        return reply.redirect(pages.failure, 303);
      }
    },
  );
};
