// Security headers on every answer: a strict Content-Security-Policy (no inline script or
// style; the bot-protection provider only when a site key is configured) and the rest of
// helmet's defaults, HSTS and upgrade-insecure-requests only when served over HTTPS. The
// answers Fastify gives before any hook runs (an address it cannot parse) get the same
// headers through `applySecurityHeaders`.

import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

export interface SecurityHeaderOptions {
  https: boolean;
  /** Origins of the bot-protection script, allowed only when it is configured. */
  botProtectionOrigins: string[];
}

const permissionsPolicy = 'camera=(), microphone=(), geolocation=(), payment=()';

function helmetOptions(options: SecurityHeaderOptions) {
  const bot = options.botProtectionOrigins;
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...bot],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...bot],
        frameSrc: bot.length > 0 ? bot : ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'none'"],
        objectSrc: ["'none'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: options.https
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // What frame-ancestors 'none' says, for browsers that only read X-Frame-Options.
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  } as const;
}

/** Sets every security header on a raw answer: for the paths no hook of Fastify runs on. */
export function applySecurityHeaders(
  options: SecurityHeaderOptions,
): (request: IncomingMessage, response: ServerResponse) => void {
  const middleware = helmet(helmetOptions(options));
  return (request, response) => {
    middleware(request, response, () => undefined);
    response.setHeader('permissions-policy', permissionsPolicy);
  };
}

async function securityHeadersPlugin(app: FastifyInstance, options: SecurityHeaderOptions) {
  await app.register(fastifyHelmet, helmetOptions(options));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('permissions-policy', permissionsPolicy);
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });
