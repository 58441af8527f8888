// Calls that check a password (`config.checksPassword`, route-config.ts) are refused at once,
// before any database work, while the password hasher has no room: an overloaded server
// answers 503 in milliseconds instead of queueing work it will refuse anyway
// (docs/product/budgets.md#logins-and-the-server).

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { OverloadedError, type PasswordHasher } from '#server/adapters/password-hasher';

async function overloadGuardPlugin(app: FastifyInstance, { hasher }: { hasher: PasswordHasher }) {
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.checksPassword && hasher.isSaturated()) {
      throw new OverloadedError();
    }
  });
}

export default fp(overloadGuardPlugin, { name: 'overload-guard' });
