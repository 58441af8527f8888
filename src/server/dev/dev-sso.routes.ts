// The development stand-in for a partner's benefits platform (decision 0013): a page that
// signs a fresh assertion as the built-in demo partner and posts it to the SSO entry with a
// plain form, the way a partner's page would. Registered only beside the development outbox,
// and only while the demo partner is configured (never in production).

import { randomUUID } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SignJWT } from 'jose';
import * as z from 'zod/mini';
import type { Clock } from '#domain/shared/clock';
import { answers } from '#server/plugins/route-answers';

export interface DevSsoOptions {
  clock: Clock;
  basePath: string;
  audience: string;
  demoPartner: { id: string; issuer: string; privateKey: KeyObject };
}

/** The subject the page signs for unless `?sub=` names another. */
export const defaultDemoSubject = 'demo-employee-1';
const validMinutes = 5;

const querySchema = z.object({
  sub: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
});

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

async function mintDemoAssertion(options: DevSsoOptions, subject: string): Promise<string> {
  const now = Math.floor(options.clock.now().getTime() / 1000);
  return new SignJWT({ jti: randomUUID() })
    .setProtectedHeader({ alg: 'ES256', typ: 'JWT' })
    .setIssuer(options.demoPartner.issuer)
    .setAudience(options.audience)
    .setSubject(subject)
    .setIssuedAt(now)
    .setExpirationTime(now + validMinutes * 60)
    .sign(options.demoPartner.privateKey);
}

function devSsoPage(options: DevSsoOptions, subject: string, assertion: string): string {
  const who = escapeHtml(subject);
  const base = options.basePath;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Development single sign-on</title>
<link rel="stylesheet" href="${base}/dev/mailbox.css">
</head>
<body>
<main>
<h1>Development single sign-on</h1>
<p>This page stands in for an employer's benefits platform. It has signed a one-time assertion as the demo partner (${escapeHtml(options.demoPartner.id)}) for the subject ${who}, valid for ${validMinutes} minutes. The button posts it to the portal's single-sign-on entry. This page exists only in development.</p>
<form class="message" method="post" action="${base}/employee-benefits/registration/sso">
<input type="hidden" name="assertion" value="${escapeHtml(assertion)}">
<button type="submit">Continue to registration as ${who}</button>
</form>
<form class="message" method="get" action="${base}/dev/sso">
<label for="sub">Another subject (the partner's name for the employee)</label>
<input id="sub" name="sub" value="${who}" maxlength="100" required>
<button type="submit">Sign for this subject</button>
</form>
</main>
</body>
</html>`;
}

export const devSsoRoutes: FastifyPluginAsyncZod<DevSsoOptions> = async (app, options) => {
  app.get(
    '/dev/sso',
    {
      schema: { querystring: querySchema, response: { 200: z.string() } },
      config: { access: 'none', answers: answers.public },
    },
    async (request, reply) => {
      const subject = request.query.sub ?? defaultDemoSubject;
      const assertion = await mintDemoAssertion(options, subject);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(devSsoPage(options, subject, assertion));
    },
  );
};
