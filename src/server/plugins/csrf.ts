// CSRF (docs/decisions/0030-server-conventions.md): every state-changing call must come from a page
// of this session, carrying the token of its `_csrf` meta tag in the X-CSRF-TOKEN header. A missing
// or expired session answers 403 too; the browser shows it as 'Session Timeout'. One kind of kind
// of route is exempt, by its own declaration (`config.csrfExempt`, route-config.ts): one whose body
// is signed, the single-sign-on entry, which a partner's page posts cross-site and whose signed
// one-time assertion is its proof (decision 0013), and the claims system's events and the payment
// provider's webhooks, signed server to server.

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { constantTimeEqual } from '#server/crypto/keyed-hash';
import { sendError } from './errors.ts';

export const csrfHeaderName = 'X-CSRF-TOKEN';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

async function csrfPlugin(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (safeMethods.has(request.method)) return;
    if (request.routeOptions.config.csrfExempt !== undefined) return;
    const token = request.headers[csrfHeaderName.toLowerCase()];
    const crossSite = request.headers['sec-fetch-site'] === 'cross-site';
    const valid =
      !crossSite &&
      request.session !== null &&
      typeof token === 'string' &&
      constantTimeEqual(token, request.session.csrfToken);
    if (!valid) {
      return sendError(
        reply,
        403,
        'FORBIDDEN',
        'The session has expired or the request did not come from this site.',
      );
    }
  });
}

export default fp(csrfPlugin, { name: 'csrf', dependencies: ['session'] });
