// Security headers on every answer: a strict Content-Security-Policy (no inline script or
// style; the bot-protection provider only when a site key is configured) and the rest of
// helmet's defaults, HSTS and upgrade-insecure-requests only when served over HTTPS. The
// answers Fastify gives before any hook runs (an address it cannot parse) get the same
// headers through `applySecurityHeaders`; every other answer through the plugin's hook.

import type { IncomingMessage, ServerResponse } from 'node:http';
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

/**
 * The headers helmet sets with these options, worked out once: they are the same on every
 * answer, and building helmet's middleware for each request (as @fastify/helmet does, for its
 * per-route options and nonces, neither of which the portal uses) cost every call 0.05 to
 * 0.1 ms of the main thread (docs/benchmarks.md, "What each part of a login costs").
 */
function securityHeaders(options: SecurityHeaderOptions): [string, string][] {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string) => headers.push([name.toLowerCase(), value]),
    removeHeader: () => undefined,
  };
  helmet(helmetOptions(options))(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    () => undefined,
  );
  headers.push(['permissions-policy', permissionsPolicy]);
  return headers;
}

/** Sets every security header on a raw answer: for the paths no hook of Fastify runs on. */
export function applySecurityHeaders(
  options: SecurityHeaderOptions,
): (request: IncomingMessage, response: ServerResponse) => void {
  const headers = securityHeaders(options);
  return (_request, response) => {
    for (const [name, value] of headers) response.setHeader(name, value);
  };
}

async function securityHeadersPlugin(app: FastifyInstance, options: SecurityHeaderOptions) {
  const apply = applySecurityHeaders(options);
  app.addHook('onRequest', (request, reply, done) => {
    apply(request.raw, reply.raw);
    done();
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });
