// Enforces the access each route declares in its config (route-config.ts), after the session
// look-up and the CSRF check: 'session' answers 403 without a live session, `{ login: role }`
// answers 401 unless the session is logged in to an account of that role and its second step
// has gone as far as the route needs (issue 15): 'Confirm it's you' first. 'none' and
// 'visitor' pass; session.ts skips the look-up for 'none'.

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { secondStepRefusal, stepAllows } from '#domain/second-factor/second-factor-rules';
import { findAccountSummary } from '#server/db/accounts-repository';
import type { Database } from '#server/db/client';
import { sendError } from './errors.ts';

async function routeAccessPlugin(app: FastifyInstance, { db }: { db: Database }) {
  app.addHook('onRequest', async (request, reply) => {
    // A 404 handler is no route and declares nothing: it stands where the page would be.
    const access = request.routeOptions.config.access ?? 'visitor';
    if (access === 'none' || access === 'visitor') return;
    if (access === 'session') {
      if (!request.session) return sendError(reply, 403, 'FORBIDDEN', 'There is no session.');
      return;
    }
    const accountId = request.session?.accountId;
    const account = accountId ? await findAccountSummary(db, accountId) : undefined;
    if (account?.role !== access.login) {
      return sendError(reply, 401, 'UNAUTHORIZED', 'Please log in to continue.');
    }
    if (!stepAllows(access.step ?? 'confirmed', request.session?.secondStep ?? 'password')) {
      return sendError(reply, 401, secondStepRefusal.error, secondStepRefusal.message);
    }
  });
}

export default fp(routeAccessPlugin, { name: 'route-access', dependencies: ['session', 'csrf'] });
