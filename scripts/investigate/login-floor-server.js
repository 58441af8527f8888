// The least a login through HTTP can cost on this machine (docs/benchmarks.md, "The floor of
// logins/s ÷ H"): Fastify, the same argon2id verify behind the same admission (two at once,
// one waiting), a JSON body in, a cookie and a JSON answer out, and nothing else: no database,
// no session, counters, CSRF, rate limit, audit, security headers or logging. It answers the
// bench's page and login calls as the portal does, so `login-profile.ts --entry` measures it
// with the same load generator and CPU accounting:
//
//   node --import tsx scripts/investigate/login-profile.ts --connections 3 \
//     --entry scripts/investigate/login-floor-server.js
//
// Plain JavaScript, started by node as dist/server/main.js is, on the built server's hasher.

import { randomBytes } from 'node:crypto';
import process from 'node:process';
import Fastify from 'fastify';
// The server's own hasher, as built (npm run build): the same parameters and admission.
import { createPasswordHasher } from '../../dist/server/adapters/password-hasher.js';

const hasher = await createPasswordHasher({ concurrency: 2, queue: 1 });
const passwordHash = await hasher.hash('Benefits#2024');

const app = Fastify();
app.get('/auth/', async () => ({ status: 'ok' }));
app.get('/auth/employee-benefits/login', async (_request, reply) => {
  reply.header('set-cookie', `portal_sid=${randomBytes(32).toString('base64url')}; Path=/`);
  reply.type('text/html');
  return `<meta name="_csrf" content="${randomBytes(32).toString('base64url')}">`;
});
for (const side of ['employee-benefits', 'employers']) {
  app.post(`/auth/${side}/loginCredentials`, async (request, reply) => {
    if (hasher.isSaturated()) return reply.code(503).send({ error: 'overloaded' });
    const matches = await hasher.verify(passwordHash, request.body.password).catch(() => null);
    if (matches === null) return reply.code(503).send({ error: 'overloaded' });
    reply.header('set-cookie', `portal_sid=${randomBytes(32).toString('base64url')}; Path=/`);
    return { status: { code: matches ? 'AUTHENTICATION_SUCCESS' : 'INVALIDCREDENTIALS' } };
  });
}
await app.listen({ host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT) });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
