// The API as an OpenAPI 3 document generated from the routes' own zod schemas, so it cannot
// drift from what the server validates; served in development only, at
// GET <base path>/dev/openapi.json, beside the dev outbox. app.ts registers it before the
// routes: @fastify/swagger collects each route as it is added, and misses earlier ones.

import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { csrfHeaderName } from './csrf.ts';
import { answers } from './route-answers.ts';

export interface OpenApiOptions {
  basePath: string;
}

async function openApiPlugin(app: FastifyInstance, { basePath }: OpenApiOptions) {
  // The calls the web app makes: not the page and asset addresses, nor the development tools.
  const isApiCall = (url: string) =>
    url.startsWith(`${basePath}/`) && url !== `${basePath}/` && !url.startsWith(`${basePath}/dev/`);

  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Benefits portal API',
        version: 'docs/product/calls.md',
        description: `The calls of docs/product/calls.md. Every call runs in a browser session: open a page first for its session cookie, and send the page's _csrf token in the ${csrfHeaderName} header on every POST. Expected outcomes answer 200 with a status code in the body; a payload the browser would never send answers 400 naming the field.`,
      },
    },
    transform: (route) =>
      isApiCall(route.url)
        ? jsonSchemaTransform(route)
        : { schema: { hide: true }, url: route.url },
  });

  app.get(
    `${basePath}/dev/openapi.json`,
    {
      schema: { hide: true, response: { 200: z.looseObject({ openapi: z.string() }) } },
      config: { access: 'none', answers: answers.public },
    },
    async () => app.swagger(),
  );
}

export default fp(openApiPlugin, { name: 'openapi' });
