// What the attack tests share: the routes of a built app, read from the app itself so that a
// route added tomorrow is attacked tomorrow without anyone listing it, and a digest of every
// table, to prove that a refused call changed nothing.
//
// Fastify has no public list of routes with their schemas, and buildApp creates its instance
// inside; an onRoute hook sees every route with its schema and config, but only if it is on the
// instance before the routes are added. So every server test file gets 'fastify' wrapped by
// `recordRoutes` (server-setup.ts).

import type { FastifyInstance, RouteOptions } from 'fastify';
import * as z from 'zod/mini';
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '#server/db/client';
import type { RouteConfig } from '#server/plugins/route-config';

export interface AppRoute {
  method: 'GET' | 'POST';
  /** With the base path, and `:name` for a path parameter. */
  url: string;
  /** JSON Schemas of the parts the route validates. */
  body?: JsonSchema;
  querystring?: JsonSchema;
  params?: JsonSchema;
  /** The statuses it declares a response schema for. */
  responses: string[];
  /** What the route declares (route-config.ts); a stand-in for an unknown address, nothing. */
  config: Partial<RouteConfig> | undefined;
}

/** The subset of JSON Schema the route schemas produce. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  maxLength?: number;
  minLength?: number;
}

const recorded = new WeakMap<FastifyInstance, RouteOptions[]>();

/** The 'fastify' module with a factory that records every route of each app it builds. */
export function recordRoutes(fastify: unknown): Record<string, unknown> {
  const original = fastify as { default: (options: unknown) => FastifyInstance };
  const recording = (options: unknown) => {
    const app = original.default(options);
    const routes: RouteOptions[] = [];
    recorded.set(app, routes);
    app.addHook('onRoute', (route) => {
      routes.push(route);
    });
    return app;
  };
  return { ...original, default: recording };
}

function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (schema === undefined) return undefined;
  // The routes declare zod schemas; a plain JSON Schema would pass through as it is.
  const isZod = typeof schema === 'object' && schema !== null && '_zod' in schema;
  return isZod
    ? (z.toJSONSchema(schema as z.ZodMiniType, { io: 'input' }) as JsonSchema)
    : (schema as JsonSchema);
}

/**
 * The routes of `app`: the calls and pages (`api`), and the files @fastify/static serves
 * (`files`, which it marks with `schema.hide`). HEAD is left out: Fastify answers it with
 * the GET handler.
 */
export function routesOf(app: FastifyInstance): { api: AppRoute[]; files: string[] } {
  const routes = recorded.get(app);
  if (!routes) throw new Error("The app was not built with the recording 'fastify' module.");
  const api: AppRoute[] = [];
  const files: string[] = [];
  for (const route of routes) {
    const methods: string[] = [route.method].flat();
    if ((route.schema as { hide?: boolean } | undefined)?.hide) {
      if (methods.includes('GET')) files.push(route.url);
      continue;
    }
    for (const method of methods) {
      if (method !== 'GET' && method !== 'POST') continue;
      const schema = route.schema as Record<string, unknown> | undefined;
      api.push({
        method,
        url: route.url,
        body: jsonSchemaOf(schema?.body),
        querystring: jsonSchemaOf(schema?.querystring),
        params: jsonSchemaOf(schema?.params),
        responses: Object.keys((schema?.response as object | undefined) ?? {}),
        config: route.config,
      });
    }
  }
  return { api, files };
}

/**
 * The settings of an app whose every route is called many times by one test: rate limits would
 * answer most calls 429 (they have tests of their own).
 */
export const unlimitedRates = {
  RATE_LIMIT_ADDRESS_PER_MINUTE: '1000000',
  RATE_LIMIT_SESSION_PER_MINUTE: '1000000',
};

/** The tables of the public schema, but the migration journal. */
async function tableNames(db: Database): Promise<string[]> {
  const rows = rowsOf(
    await db.execute(sql`select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`),
  );
  return rows.map((row) => String(row.table_name)).filter((name) => !name.includes('migrations'));
}

/**
 * A function answering one string per table (its row count and the sum of a 64-bit hash of
 * each row): equal digests, equal data, but for a chance of one in 2^64. A sum needs no sort,
 * so a digest after each of thousands of calls stays cheap. Every table, so a table added
 * later is watched too.
 */
export async function tableDigest(db: Database): Promise<() => Promise<Record<string, string>>> {
  const names = await tableNames(db);
  const columns = names.map(
    (name) =>
      `(select count(*) || ':' || coalesce(sum(hashtextextended(t::text, 0)), 0)
        from "${name}" t) as "${name}"`,
  );
  const query = sql.raw(`select ${columns.join(', ')}`);
  return async () => {
    const [row] = rowsOf(await db.execute(query));
    return Object.fromEntries(Object.entries(row ?? {}).map(([name, value]) => [name, `${value}`]));
  };
}

/** The object a schema describes (a body may be `nullish`: an anyOf with null). */
export function objectSchemaOf(schema: JsonSchema | undefined): JsonSchema | undefined {
  return schema?.anyOf?.find((option) => option.type === 'object') ?? schema;
}

/** The free-text properties of a schema: strings that are not a choice of values. */
export function textFieldsOf(schema: JsonSchema | undefined): string[] {
  return Object.entries(objectSchemaOf(schema)?.properties ?? {})
    .filter(([, field]) => field.type === 'string' && !field.enum)
    .map(([name]) => name);
}

/**
 * What a real form sends in each field the calls take, so that a test can put its payload in
 * one field and have the others pass.
 */
export const plausibleValues: Record<string, string> = {
  firstName: 'Jane',
  lastName: 'Doe',
  dateOfBirth: '05/01/1982',
  ssn: '1234',
  clientId: '100000001',
  zipCode: '60601',
  recaptchaToken: 'local-development',
  verificationCode: '123456',
  username: 'jdoe.attack',
  userName: 'jdoe.attack',
  password: 'Str0ng#Passw0rd',
  emailAddress: 'jane.doe@example.com',
  phoneNumber: '(312) 555-0100',
  transactionId: '6f1c2a9e-3b7d-4c1e-9a55-2d0c8e7f4b10',
  assertion: 'not-a-signed-assertion',
  to: 'jane.doe@example.com',
  sub: 'demo-employee-1',
  // The employer's claims (docs/product/employer-claims.md): a statement, a report of an absence, a
  // search.
  hoursWorked12Months: '1,900',
  weeklyEarnings: '1,250.00',
  hoursPerWeek: '40',
  lastDayWorked: '11/09/2026',
  firstDayOfAbsence: '11/10/2026',
  expectedReturn: '01/04/2027',
  name: 'garcia',
  after: '2026-11-10_C1000002',
  before: '2026-11-10_C1000002',
};
