// CSRF (DESIGN.md section 4): every state-changing call must come from a page of this
// session, carrying the token of its `_csrf` meta tag in the X-CSRF-TOKEN header. A missing
// or expired session answers 403 too; the browser shows it as 'Session Timeout'.

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { constantTimeEqual } from '../keyed-hash.ts';
import { sendError } from './errors.ts';

export const csrfHeaderName = 'X-CSRF-TOKEN';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

async function csrfPlugin(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (safeMethods.has(request.method)) return;
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
