// Serves the single-page app under the base path: hashed assets with a long cache, and for
// any other page address the index.html rendered with this session's CSRF token (the
// `_csrf` and `_csrf_header` meta tags of docs/decisions/0030-server-conventions.md), the
// request's language as `<html lang>` (the page loads that language's texts, named in the page
// so the browser fetches them early) and the browser's config. Unknown API addresses (anything
// that is not a page request) answer 404 JSON.

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import * as z from 'zod/mini';
import { type Language, languages } from '#domain/language/language';
import type { PortalConfig } from '#domain/shared/portal-config';
import { sendNotFound } from './plugins/errors.ts';
import { answers } from './plugins/route-answers.ts';

export interface WebAppOptions {
  /** Folder of the built app (dist/web), holding index.html and assets/. */
  webRoot: string;
  portalConfig: PortalConfig;
}

const placeholders = {
  csrf: '__PORTAL_CSRF__',
  config: '__PORTAL_CONFIG__',
  language: '__PORTAL_LANGUAGE__',
  preload: '<!-- __PORTAL_PRELOAD__ -->',
} as const;

/** JSON that is safe inside a <script> element. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The front door's catalog chunks of each language, as the build lists them
 * (scripts/i18n/catalog-plugin.ts), written into the page as `modulepreload` links: the browser
 * fetches the page's words beside the app instead of after it. A template that was not built
 * (the tests' src/web) has no list, and the page loads its words as it starts.
 */
function readPreloads(webRoot: string): Record<Language, string> {
  const file = join(webRoot, 'front-door-catalogs.json');
  const chunks: Partial<Record<Language, string[]>> = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<Record<Language, string[]>>)
    : {};
  return Object.fromEntries(
    languages.map((language) => [
      language,
      (chunks[language] ?? [])
        .map((href) => `<link rel="modulepreload" crossorigin href="${encodeURI(href)}" />`)
        .join(''),
    ]),
  ) as Record<Language, string>;
}

function readTemplate(webRoot: string): string {
  const file = join(webRoot, 'index.html');
  let template: string;
  try {
    template = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`The web app is not built: ${file} is missing. Run "npm run build" first.`);
  }
  for (const placeholder of Object.values(placeholders)) {
    if (!template.includes(placeholder)) {
      throw new Error(`${file} lacks the placeholder ${placeholder}.`);
    }
  }
  return template;
}

/**
 * @fastify/static takes no route config: each route it adds for a file carries only the file
 * and its root. This onRoute hook declares what such a route is, a file that needs no
 * session. It must see the route before route-config.ts checks it: app.ts adds it first.
 */
export function declareStaticFileRoutes(route: RouteOptions): void {
  const config = route.config as { file?: unknown; rootPath?: unknown } | undefined;
  if (config?.file !== undefined && config.rootPath !== undefined) {
    route.config = { access: 'none', answers: answers.public, ...route.config };
  }
}

function wantsPage(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

export async function webApp(app: FastifyInstance, options: WebAppOptions) {
  const template = readTemplate(options.webRoot).replace(
    placeholders.config,
    scriptSafeJson(options.portalConfig),
  );
  const preloads = readPreloads(options.webRoot);

  await app.register(fastifyStatic, {
    root: options.webRoot,
    prefix: '/',
    index: false,
    wildcard: false,
    // The build writes .br and .gz beside each asset.
    preCompressed: true,
    // The page template is only served rendered; build reports and source maps stay on disk.
    allowedPath: (path) => !path.startsWith('/index.html') && !/\.(json|map)$/.test(path),
    // Our own cache headers: hashed assets never change, other files may.
    cacheControl: false,
    setHeaders(response, path) {
      const immutable = path.includes('/assets/');
      response.setHeader('vary', 'accept-encoding');
      response.setHeader(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });

  const renderPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const session = await app.sessions.ensure(request, reply);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        template
          .replace(placeholders.csrf, session.csrfToken)
          .replace(placeholders.language, request.language)
          .replace(placeholders.preload, preloads[request.language]),
      );
  };

  // The page: HTML with this session's CSRF token, so a visitor's session is made here.
  app.get(
    '/',
    {
      schema: { response: { 200: z.string() } },
      config: { access: 'visitor', answers: answers.public },
    },
    renderPage,
  );
  app.setNotFoundHandler(async (request, reply) => {
    if (wantsPage(request)) return renderPage(request, reply);
    return sendNotFound(reply);
  });
}
