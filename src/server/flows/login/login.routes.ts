// Login calls of docs/product/calls.md for both sides, plus what the account home needs:
// who is logged in, and log out.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountSummaryResponseSchema,
  loginResponseSchema,
  logoutResponseSchema,
} from '#domain/login/login-answers';
import { languageAtLogin, languageCookie } from '#domain/language/language';
import { accountStatusText, loginRequestSchema } from '#domain/login/login';
import { roleOfSide, sides } from '#domain/shared/sides';
import { status } from '#domain/shared/status';
import { findAccountSummary, setAccountLanguage } from '#server/db/accounts-repository';
import { say } from '#server/language/say';
import { setLanguageCookie } from '#server/plugins/language';
import { apiErrorSchema, callRefusals } from '#server/plugins/errors';
import { answers } from '#server/plugins/route-answers';
import { type LoginDeps, logIn } from './login.service.ts';

export const loginRoutes: FastifyPluginAsyncZod<LoginDeps> = async (app, deps) => {
  for (const side of sides) {
    app.post(
      `/${side}/loginCredentials`,
      {
        schema: {
          body: loginRequestSchema,
          response: { 200: loginResponseSchema, ...callRefusals },
        },
        // A visitor: the page made a session, and a login replaces it with a new one.
        config: { access: 'visitor', answers: answers.anySession, checksPassword: true },
      },
      async (request, reply) => {
        const session = await app.sessions.ensure(request, reply);
        const successor = app.sessions.successor();
        const result = await logIn(deps, {
          ...request.body,
          side,
          language: request.language,
          sessionIdHash: session.idHash,
          address: request.ip,
          successor: successor.row,
        });
        deps.metrics.loginAnswered(side, result.response.status.code);
        if (result.accountId && result.successorStored) {
          app.sessions.adopt(request, reply, successor, result.accountId);
        } else if (result.accountId) {
          await app.sessions.rotate(request, reply, result.accountId);
        }
        if (result.accountId) {
          const { saveOnAccount, keepInBrowser } = languageAtLogin(
            request.cookies[languageCookie.name],
            result.accountLanguage ?? null,
          );
          if (saveOnAccount) await setAccountLanguage(deps.db, result.accountId, saveOnAccount);
          if (keepInBrowser) setLanguageCookie(reply, keepInBrowser, deps.secureCookie);
        }
        // The password is the first step: 'Confirm it's you' comes next, unless this browser
        // is one the account remembers.
        if (result.accountId && !(await deps.secondStep.confirmRemembered(request, side))) {
          return { ...result.response, redirectUrl: deps.secondStep.confirmUrl(side) };
        }
        return result.response;
      },
    );

    app.get(
      `/${side}/accountSummary`,
      {
        schema: { response: { 200: accountSummaryResponseSchema } },
        // Anyone may ask; who is not logged in is told so (NOTLOGGEDIN), not refused.
        config: { access: 'visitor', answers: answers.public },
      },
      async (request) => {
        const accountId = request.session?.accountId;
        const account = accountId ? await findAccountSummary(deps.db, accountId) : undefined;
        if (!account || account.role !== roleOfSide[side]) {
          return {
            status: status('NOTLOGGEDIN', say(request.language, accountStatusText.notLoggedIn)),
          };
        }
        return {
          status: status('SUCCESS', say(request.language, accountStatusText.loggedIn)),
          account,
        };
      },
    );

    app.post(
      `/${side}/logout`,
      {
        schema: { response: { 200: logoutResponseSchema, 403: apiErrorSchema } },
        config: { access: 'session', answers: answers.anySession },
      },
      async (request, reply) => {
        await app.sessions.end(request, reply);
        return {
          status: status('SUCCESS', say(request.language, accountStatusText.loggedOut)),
          redirectUrl: deps.loginUrl(side),
        };
      },
    );
  }
};
