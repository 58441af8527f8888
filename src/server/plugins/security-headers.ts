// Security headers on every answer: a strict Content-Security-Policy (no inline script or
// style; the bot-protection provider only when a site key is configured) and the rest of
// helmet's defaults, HSTS and upgrade-insecure-requests only when served over HTTPS.

import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface SecurityHeaderOptions {
  https: boolean;
  /** Origins of the bot-protection script, allowed only when it is configured. */
  botProtectionOrigins: string[];
}

async function securityHeadersPlugin(app: FastifyInstance, options: SecurityHeaderOptions) {
  const bot = options.botProtectionOrigins;
  await app.register(helmet, {
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
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });
