// The least a login through HTTP can cost on this machine (docs/benchmarks.md, "The floor of
// logins/s ÷ H"): Fastify, the same argon2id verify behind the same admission (two at once,
// one waiting), a JSON body in, a cookie and a JSON answer out, and nothing else: no database,
// no session, counters, CSRF, rate limit, audit, security headers or logging. It answers the
// bench's page and login calls as the portal does, so `login-profile.ts --entry` measures it
// with the same load generator and CPU accounting:
//
//   node --import tsx scripts/bench/login-profile.ts --connections 3 \
//     --entry scripts/bench/login-floor-server.js
//
// Plain JavaScript, started by node as dist/server/main.js is.

import { randomBytes } from 'node:crypto';
import process from 'node:process';
import { hash, verify } from '@node-rs/argon2';
import Fastify from 'fastify';

const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
const passwordHash = await hash('Benefits#2024', options);
const concurrency = 2;
const queue = 1;
let running = 0;
const waiting = [];

async function admitted(task) {
  if (running >= concurrency) {
    if (waiting.length >= queue) return null;
    await new Promise((resolve) => waiting.push(resolve));
  } else {
    running++;
  }
  try {
    return await task();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

const app = Fastify();
app.get('/auth/', async () => ({ status: 'ok' }));
app.get('/auth/employee-benefits/login', async (_request, reply) => {
  reply.header('set-cookie', `portal_sid=${randomBytes(32).toString('base64url')}; Path=/`);
  reply.type('text/html');
  return `<meta name="_csrf" content="${randomBytes(32).toString('base64url')}">`;
});
for (const side of ['employee-benefits', 'employers']) {
  app.post(`/auth/${side}/loginCredentials`, async (request, reply) => {
    const matches = await admitted(() => verify(passwordHash, request.body.password));
    if (matches === null) return reply.code(503).send({ error: 'overloaded' });
    reply.header('set-cookie', `portal_sid=${randomBytes(32).toString('base64url')}; Path=/`);
    return { status: { code: matches ? 'AUTHENTICATION_SUCCESS' : 'INVALIDCREDENTIALS' } };
  });
}
await app.listen({ host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT) });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
