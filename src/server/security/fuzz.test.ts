// Every endpoint of the portal under random and hostile input (issue 6, "Attacks and bad
// input"). The endpoints and their schemas come from the app itself
// (tests/support/app-routes.ts), so a new route is attacked without anyone listing it. For
// each, fast-check sends bodies, query strings and path parameters built from the route's
// schema and from hostile values: wrong types, oversized and deeply nested JSON, Unicode,
// control characters, `__proto__` and `constructor` keys, SQL, HTML and path-traversal text,
// broken JSON and foreign content types; with a valid session and CSRF token, and with every
// way of lacking one.
//
// What must hold for every answer:
// - never a 5xx, and never a stack trace or internal detail (file paths, SQL, driver names);
// - every refusal is the JSON error of plugins/errors.ts, `{error, message, field?}`, whose
//   code fits its HTTP status and whose message is a short sentence; a field it names is one
//   the route takes;
// - a state-changing call without a valid session and token is refused with 403 (the
//   single-sign-on entry excepted, which only ever redirects);
// - a refused call changes no row of any table, and nothing reaches Object.prototype;
// - a redirect goes to a fixed page of this portal, never to an address taken from the request.

import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '#tests/support/test-app';
import { testEngines } from '#tests/support/test-database';
import type { Side } from '#domain/shared/sides';
import { demoPassword } from '#server/demo/demo-data';
import { sessionCookieName } from '#server/plugins/session';
import {
  type AppRoute,
  type JsonSchema,
  objectSchemaOf,
  plausibleValues,
  routesOf,
  tableDigest,
  textFieldsOf,
  unlimitedRates,
} from '#tests/support/app-routes';

vi.mock('fastify', async (original) =>
  (await import('#tests/support/app-routes')).recordRoutes(await original()),
);

/** Runs of each endpoint: enough to meet every kind of payload many times, in seconds. */
const numRuns = 100;

/** Rate limits would turn most runs into 429s; they have tests of their own. */
const env = unlimitedRates;

// The endpoints, read from an app built the same way as the ones attacked below.
const routes = await (async () => {
  const portal = await startTestApp('pglite', { env, demoData: false });
  const { api } = routesOf(portal.app);
  await portal.close();
  return api;
})();

const cookieName = sessionCookieName(false);

// Hostile text ---------------------------------------------------------------------------

const injections = [
  "' OR '1'='1",
  "'; DROP TABLE accounts; --",
  '1); SELECT pg_sleep(10); --',
  "' UNION SELECT password_hash FROM accounts --",
  '$1',
  '\\',
  '%',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '/auth/../../package.json',
  '__proto__',
  'constructor',
  'prototype',
  '\r\nSet-Cookie: portal_sid=attacker',
  '\u0000',
  '\u202eevil\u202c',
  '\ufeff',
  '\ud800',
  'İstanbul ﬀ A\u030a 𝓐𝓑 👩‍👩‍👧',
];

/** Values a real form sends, so that many payloads pass validation and reach the services. */
const plausible = [
  'Jane',
  'Doe',
  "O'Brien-Smith",
  '05/01/1982',
  '02/30/1999',
  '1234',
  '123456789',
  '60601',
  'jroe2024',
  'Benefits#2024',
  'jane.doe@example.com',
  '(312) 555-0100',
  '100000001',
  '123456',
  'EMAIL',
  'employee-benefits',
  '6f1c2a9e-3b7d-4c1e-9a55-2d0c8e7f4b10',
  '00000000-0000-0000-0000-000000000000',
  'local-development',
  // Claims of the demo and the employer's list, so that attacks reach past a 404: the
  // employer's claims (DESIGN.md 11.3) are attacked logged in as Acme's employer.
  'C1000001',
  'C1000002',
  '2026-11-10_C1000002',
  '1,900',
  '11/09/2026',
];

const controlCharacter = fc.oneof(
  fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)),
  fc.constantFrom('\u007f', '\u0085', '\u2028', '\u2029', '\u200b', '\ufffe', '\uffff'),
);

const text: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...injections) },
  { weight: 3, arbitrary: fc.constantFrom(...plausible) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom(...plausible), fc.constantFrom(...injections))
      .map(([value, attack]) => value + attack),
  },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: controlCharacter, maxLength: 20 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: 60, max: 3000 }), fc.constantFrom('A', 'é', '𝓐', '<', '\u0000'))
      .map(([length, unit]) => unit.repeat(length)),
  },
);

/** Any JSON value, mostly text. */
const jsonValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 8, arbitrary: text },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(text, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(text, text, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom({ $ne: null }, { polluted: 'yes' }, []) },
);

/** A value for one property of a schema: often of its type and near its limits. */
function fieldValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const typed: fc.Arbitrary<unknown>[] = [];
  if (schema.enum) typed.push(fc.constantFrom(...schema.enum));
  if (schema.maxLength !== undefined) {
    typed.push(fc.constantFrom('x'.repeat(schema.maxLength), 'x'.repeat(schema.maxLength + 1)));
  }
  return typed.length > 0
    ? fc.oneof({ weight: 2, arbitrary: fc.oneof(...typed) }, { weight: 5, arbitrary: jsonValue })
    : jsonValue;
}

/** JSON text of `entries`, in order: keys like `__proto__` stay own keys, as an attacker sends. */
const jsonObject = (entries: [string, unknown][]) =>
  `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`).join(',')}}`;

/** An object with the schema's properties (all, or some), plus keys nobody asked for. */
function shapedJson(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  const properties = Object.entries(objectSchemaOf(schema)?.properties ?? {});
  const model = Object.fromEntries(properties.map(([key, field]) => [key, fieldValue(field)]));
  const fields = fc.oneof(
    { weight: 2, arbitrary: fc.record(model) },
    { weight: 1, arbitrary: fc.record(model, { requiredKeys: [] }) },
  );
  const extraKey = fc.oneof(
    fc.constantFrom('__proto__', 'constructor', 'prototype', 'isAdmin', 'toString'),
    text,
  );
  const extras = fc.array(fc.tuple(extraKey, jsonValue), { maxLength: 3 });
  return fc
    .tuple(fields, extras, fc.boolean())
    .map(([values, extra, extraFirst]) =>
      jsonObject(
        extraFirst ? [...extra, ...Object.entries(values)] : [...Object.entries(values), ...extra],
      ),
    );
}

interface Body {
  payload: string | Buffer;
  contentType?: string;
}

const json = (payload: string | Buffer): Body => ({ payload, contentType: 'application/json' });

const nestingBomb = fc
  .tuple(fc.integer({ min: 100, max: 2500 }), fc.constantFrom('array', 'object', 'wide'))
  .map(([depth, shape]) =>
    json(
      shape === 'array'
        ? `${'['.repeat(depth)}${']'.repeat(depth)}`
        : shape === 'object'
          ? `${'{"a":'.repeat(depth)}{}${'}'.repeat(depth)}`
          : JSON.stringify(Array.from({ length: depth }, (_, index) => ({ [`k${index}`]: 0 }))),
    ),
  );

const malformed = fc.constantFrom<Body>(
  json('{"firstName":'),
  json("{'a':1}"),
  json('{"a":1,}'),
  json('\ufeff{}'),
  json('{"a":NaN}'),
  json('{"a":1}{"b":2}'),
  json('{"a":"\\u0000"}'),
  json('{"__proto__":{"polluted":"yes"}}'),
  json('{"constructor":{"prototype":{"polluted":"yes"}}}'),
  json(Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0xff, 0xfe, 0x22, 0x7d])),
  json(''),
);

const foreignContentType = fc.constantFrom(
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----fuzz',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json, text/html',
  'APPLICATION/JSON',
  'application/json; charset=utf-8',
);

/** Any byte, percent-encoded: text that encodeURIComponent would refuse survives too. */
const encode = (value: string) =>
  [...Buffer.from(value, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');

function bodyFor(route: AppRoute): fc.Arbitrary<Body | undefined> {
  const shaped = shapedJson(route.body);
  return fc.oneof(
    { weight: 8, arbitrary: shaped.map(json) },
    { weight: 1, arbitrary: nestingBomb },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('null', '0', '-1e309', '"text"', 'true', '[]', '[{}]', '{}')
        .map(json),
    },
    { weight: 1, arbitrary: malformed },
    {
      weight: 1,
      arbitrary: fc
        .tuple(shaped, foreignContentType)
        .map(([payload, contentType]) => ({ payload, contentType })),
    },
    {
      weight: 1,
      arbitrary: text.map((value) => ({
        payload: `assertion=${encode(value)}&firstName=${encode(value)}`,
        contentType: 'application/x-www-form-urlencoded',
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: 17_000, max: 40_000 })
        .map((length) => json(`{"a":"${'A'.repeat(length)}"}`)),
    },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

function queryFor(route: AppRoute): fc.Arbitrary<string> {
  const keys = Object.keys(objectSchemaOf(route.querystring)?.properties ?? {});
  const key = fc.oneof(
    ...(keys.length > 0 ? [fc.constantFrom(...keys)] : []),
    fc.constantFrom('__proto__[polluted]', 'constructor[prototype][polluted]', 'a[]', 'module'),
    text,
  );
  const part = fc.tuple(key, text).map(([name, value]) => `${encode(name)}=${encode(value)}`);
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant('') },
    {
      weight: 4,
      arbitrary: fc
        .array(part, { minLength: 1, maxLength: 4 })
        .map((parts) => `?${parts.join('&')}`),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '?%',
        '?a=%zz',
        '?a=%E0%A4%A',
        '?%00=%00',
        '?to=a&to=b',
        '?=',
        '?&&',
      ),
    },
    {
      weight: 1,
      arbitrary: fc.integer({ min: 2000, max: 8000 }).map((n) => `?a=${'b'.repeat(n)}`),
    },
  );
}

const pathParameter = fc.oneof(
  { weight: 4, arbitrary: text.map(encode) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '..',
      '..%2F..%2F..%2Fpackage.json',
      '%2e%2e%2f%2e%2e%2f',
      '%00',
      '%',
      '6f1c2a9e-3b7d-4c1e-9a55-2d0c8e7f4b10',
      '6F1C2A9E-3B7D-4C1E-9A55-2D0C8E7F4B10',
      'x'.repeat(65),
    ),
  },
  { weight: 1, arbitrary: fc.integer({ min: 100, max: 3000 }).map((n) => '7'.repeat(n)) },
);

function pathFor(route: AppRoute): fc.Arbitrary<string> {
  const segments = route.url.split('/');
  return fc
    .tuple(
      ...segments.map((segment) =>
        segment.startsWith(':') ? pathParameter : fc.constant(segment),
      ),
    )
    .map((parts) => parts.join('/'));
}

/** How the call stands with the session and its CSRF token. */
type SessionMode = 'valid' | 'none' | 'no-token' | 'foreign-token' | 'cross-site' | 'forged';

const sessionMode = fc.oneof(
  { weight: 6, arbitrary: fc.constant<SessionMode>('valid') },
  {
    weight: 4,
    arbitrary: fc.constantFrom<SessionMode>(
      'none',
      'no-token',
      'foreign-token',
      'cross-site',
      'forged',
    ),
  },
);

interface Attack {
  session: SessionMode;
  /** Which of the visitors' sessions is used. */
  visitor: number;
  path: string;
  query: string;
  body: Body | undefined;
  accept: string;
}

const visitorCount = 3;

function attackOn(route: AppRoute): fc.Arbitrary<Attack> {
  return fc.record({
    session: sessionMode,
    visitor: fc.nat(visitorCount - 1),
    path: pathFor(route),
    query: queryFor(route),
    body: route.method === 'POST' ? bodyFor(route) : fc.constant(undefined),
    accept: fc.constantFrom('application/json', 'text/html', '*/*'),
  });
}

/**
 * Attacks every route gets every time, whatever the random ones turn out to be: a NUL
 * character in each free-text field (PostgreSQL text cannot hold one), and broken or over-long
 * path parameters, each with a valid session so that they reach the handler.
 */
function examplesFor(route: AppRoute): Attack[] {
  const base: Attack = {
    session: 'valid',
    visitor: 0,
    path: route.url.replace(/:\w+/g, '6f1c2a9e-3b7d-4c1e-9a55-2d0c8e7f4b10'),
    query: '',
    body: undefined,
    accept: 'application/json',
  };
  const bodyFields = route.method === 'POST' ? textFieldsOf(route.body) : [];
  const withNul = (field: string): Body =>
    json(
      jsonObject(
        bodyFields.map((name) => [
          name,
          name === field ? 'a\u0000b' : (plausibleValues[name] ?? 'x'),
        ]),
      ),
    );
  return [
    ...bodyFields.map((field) => ({ ...base, body: withNul(field) })),
    ...textFieldsOf(route.querystring).map((field) => ({ ...base, query: `?${field}=a%00b` })),
    ...(route.url.includes(':')
      ? ['a%00b', '%', '%E0%A4%A', '7'.repeat(200)].map((parameter) => ({
          ...base,
          path: route.url.replace(/:\w+/g, parameter),
        }))
      : []),
  ];
}

// What an answer must be ---------------------------------------------------------------

/** Traces of internals: stack frames, files, SQL and driver errors. */
const internalDetail = [
  /^\s*at \S.*:\d+/m,
  /\b(?:Type|Reference|Syntax|Range)?Error:/,
  /(?:^|[\s"'(])\/(?:work|home|root|usr|tmp|var|opt)\//,
  /node_modules/,
  /\.[cm]?[jt]sx?:\d+/,
  /\b(?:select\s+.+\s+from|insert\s+into|update\s+\w+\s+set|delete\s+from)\b/i,
  /\b(?:postgres|pglite|drizzle|pg_|sqlstate|relation "|syntax error at)/i,
];

const errorCodeOfStatus: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

/** The refusal of an address the router cannot read (app.ts, frameworkErrors). */
const addressRefusal = 'The address is not valid.';

/** Pages a redirect may lead to: fixed paths under the base path, no query. */
const redirectTarget = /^\/auth\/[A-Za-z0-9/_-]*$/;

const prototypeKeys = () => Object.getOwnPropertyNames(Object.prototype).sort().join();

/** What every answer must be, whatever was sent. `fields`: the fields the route takes. */
function expectSafeAnswer(response: LightMyRequestResponse, what: string, fields: string[]) {
  const { statusCode } = response;
  expect(statusCode, what).toBeLessThan(500);
  expect(({} as Record<string, unknown>).polluted, what).toBeUndefined();
  // A page may show what the visitor typed (escaped; xss.test.ts): only data answers and
  // refusals are held to saying nothing of the inside.
  const isPage = /^text\/html/.test(String(response.headers['content-type']));
  if (statusCode >= 300 || !isPage) {
    for (const pattern of internalDetail) expect(response.body, what).not.toMatch(pattern);
  }
  if (statusCode >= 300 && statusCode < 400) {
    expect(response.headers.location, what).toMatch(redirectTarget);
  } else if (statusCode >= 400) {
    expect(response.headers['content-type'], what).toMatch(/^application\/json/);
    const body = response.json();
    expect(Object.keys(body).sort(), what).toEqual(
      'field' in body ? ['error', 'field', 'message'] : ['error', 'message'],
    );
    expect(body.error, what).toBe(errorCodeOfStatus[statusCode]);
    expect(body.message, what).toMatch(/^\S.{8,298}$/s);
    expect(body.message, what).not.toMatch(/\[object |\bNaN\b|%[0-9A-F]{2}/);
    if ('field' in body) {
      expect(fields, what).toContain(String(body.field).split('.')[0]?.toLowerCase());
    }
  }
}

function describeAttack(method: string, attack: Attack, response: LightMyRequestResponse) {
  const payload = attack.body?.payload;
  const shown =
    payload === undefined ? '' : typeof payload === 'string' ? payload.slice(0, 300) : '<bytes>';
  return `${method} ${attack.path.slice(0, 200)}${attack.query.slice(0, 200)} [${attack.session}] ${attack.body?.contentType ?? ''} ${shown}\n=> ${response.statusCode} ${response.body.slice(0, 500)}`;
}

function knownFields(route: AppRoute): string[] {
  return [route.body, route.querystring, route.params].flatMap((schema) =>
    Object.keys(objectSchemaOf(schema)?.properties ?? {}).map((key) => key.toLowerCase()),
  );
}

/** Addresses no route has: traversal, broken escapes, encoded separators, long segments. */
const strayPath = fc
  .array(
    fc.oneof(
      {
        weight: 3,
        arbitrary: fc.constantFrom('auth', 'employee-benefits', 'registration', 'assets', 'dev'),
      },
      { weight: 2, arbitrary: text.map(encode) },
      {
        weight: 3,
        arbitrary: fc.constantFrom(
          '..',
          '%2e%2e',
          '..%2f..%2f..%2fpackage.json',
          '..%5c..%5cpackage.json',
          '%',
          '%zz',
          '%E0%A4%A',
          '%C0%AE%C0%AE',
          '%00',
          '.env',
          'index.html',
          'package.json',
          '..%2F..%2F..%2F..%2Fetc%2Fpasswd',
          'x'.repeat(300),
        ),
      },
    ),
    { minLength: 1, maxLength: 5 },
  )
  .map((segments) => `/auth/${segments.join('/')}`);

/** Bits of files outside the web root; none may ever be served. */
const filesOutsideWebRoot = [
  /"name":\s*"benefits-portal"/,
  /root:x:0:0/,
  /buildApp\(deps/,
  /SESSION_SECRET=/,
];

let casesRun = 0;
let endpointsRun = 0;
const enginesRun: string[] = [];

describe.each(testEngines)('every endpoint under attack on %s', (engine) => {
  let portal: TestApp;
  let digest: () => Promise<Record<string, string>>;
  let state: Record<string, string>;
  /** Sessions opened by a page, as a browser holds them: the cookie and the page's token. */
  let visitors: ({ cookie: string; token: string } | undefined)[] = [];
  let visits = 0;
  const prototypeBefore = prototypeKeys();

  /**
   * The demo account the visitors of the endpoint under attack log in to, when its route
   * needs a login: the attack then reaches the route itself, not only its gate.
   */
  let login: { side: Side; userName: string } | undefined;
  const withLoginOf = (route: AppRoute) => {
    const access = route.config?.access;
    login =
      typeof access === 'object'
        ? access.login === 'employee'
          ? { side: 'employee-benefits', userName: 'jroe2024' }
          : { side: 'employers', userName: 'acmehr' }
        : undefined;
  };

  /** A visitor of the pool, whose session a page opened; one a call ended is opened again. */
  async function visitor(index: number) {
    const known = visitors[index];
    if (known) return known;
    visits++;
    const browser = portal.browser({
      address: `10.66.${Math.floor(visits / 250)}.${visits % 250}`,
    });
    await browser.openPage();
    if (login) {
      const { side, userName } = login;
      await browser.post(`/auth/${side}/loginCredentials`, { userName, password: demoPassword });
      await browser.openPage(`/auth/${side}/account`);
      await browser.confirmItsYou(side);
    }
    const opened = {
      cookie: `${cookieName}=${browser.cookie(cookieName)}`,
      token: browser.csrfToken ?? '',
    };
    visitors[index] = opened;
    state = await digest();
    return opened;
  }

  beforeAll(async () => {
    portal = await startTestApp(engine, { env });
    digest = await tableDigest(portal.database.db);
    state = await digest();
  });
  afterAll(async () => {
    enginesRun.push(engine);
    await portal.close();
  });

  async function send(method: string, attack: Attack): Promise<LightMyRequestResponse> {
    const own = await visitor(attack.visitor);
    const other = await visitor((attack.visitor + 1) % visitorCount);
    const headers: Record<string, string> = {
      valid: { cookie: own.cookie, 'x-csrf-token': own.token },
      none: {},
      'no-token': { cookie: own.cookie },
      'foreign-token': { cookie: own.cookie, 'x-csrf-token': other.token },
      'cross-site': {
        cookie: own.cookie,
        'x-csrf-token': own.token,
        'sec-fetch-site': 'cross-site',
      },
      forged: { cookie: `${cookieName}=forged-session-id`, 'x-csrf-token': 'forged-token' },
    }[attack.session];
    const response = await portal.app.inject({
      method: method as 'GET' | 'POST',
      url: `${attack.path}${attack.query}`,
      remoteAddress: '10.66.255.1',
      headers: {
        ...headers,
        accept: attack.accept,
        ...(attack.body?.contentType ? { 'content-type': attack.body.contentType } : {}),
      },
      ...(attack.body ? { payload: attack.body.payload } : {}),
    });
    // Log out ends the session: the visitor opens a page again before its next call.
    if (
      attack.session === 'valid' &&
      response.cookies.some((cookie) => cookie.name === cookieName)
    ) {
      visitors[attack.visitor] = undefined;
    }
    return response;
  }

  /** Sends the attack, checks the answer, and that a refusal changed no table. */
  async function attackAndCheck(method: string, attack: Attack, fields: string[]) {
    casesRun++;
    const response = await send(method, attack);
    const before = state;
    state = await digest();
    const what = describeAttack(method, attack, response);
    expectSafeAnswer(response, what, fields);
    expect(prototypeKeys(), what).toBe(prototypeBefore);
    if (response.statusCode >= 300) {
      const changed = Object.keys(state).filter((table) => state[table] !== before[table]);
      expect(changed, `tables changed by a refused call: ${what}`).toEqual([]);
    }
    return response;
  }

  /** The checks of every answer, and the CSRF rule for this route. */
  async function attackRoute(route: AppRoute, attack: Attack) {
    const response = await attackAndCheck(route.method, attack, knownFields(route));
    const what = describeAttack(route.method, attack, response);
    const exempt = route.config?.csrfExempt !== undefined;
    // An address the router cannot read (an overlong parameter) reaches no route at all: it
    // is refused as an address before any session or token is looked at.
    const unreadable = response.statusCode === 400 && response.json().message === addressRefusal;
    if (route.method === 'POST' && !exempt && attack.session !== 'valid' && !unreadable) {
      expect(response.statusCode, what).toBe(403);
    }
    if (exempt) expect(response.statusCode, what).not.toBe(403);
  }

  const named = routes.map((route) => [`${route.method} ${route.url}`, route] as const);

  it.each(named)('%s', async (_name, route) => {
    endpointsRun++;
    // Fresh sessions for each endpoint: the first call of a session is where a flow opens.
    visitors = [];
    withLoginOf(route);
    await fc.assert(
      fc.asyncProperty(attackOn(route), (attack) => attackRoute(route, attack)),
      { numRuns },
    );
  });

  it.each(named.filter(([, route]) => examplesFor(route).length > 0))(
    '%s: a NUL in each text field, broken path parameters',
    async (_name, route) => {
      visitors = [];
      withLoginOf(route);
      for (const attack of examplesFor(route)) await attackRoute(route, attack);
    },
  );

  it('any other address', async () => {
    endpointsRun++;
    visitors = [];
    login = undefined;
    const stray: AppRoute = { method: 'GET', url: '/auth/:any', responses: [], config: {} };
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'POST'),
        attackOn(stray),
        strayPath,
        bodyFor(stray),
        async (method, attack, path, body) => {
          const response = await attackAndCheck(
            method,
            { ...attack, path, body: method === 'POST' ? body : undefined },
            [],
          );
          for (const file of filesOutsideWebRoot) expect(response.body, path).not.toMatch(file);
        },
      ),
      {
        numRuns,
        examples: ['/auth/%zz', '/auth/a%00b', '/auth/..%2f..%2f..%2fpackage.json'].map(
          (path): ['GET', Attack, string, undefined] => [
            'GET',
            { session: 'valid', visitor: 0, path, query: '', body: undefined, accept: 'text/html' },
            path,
            undefined,
          ],
        ),
      },
    );
  });
});

afterAll(() => {
  const endpoints = endpointsRun / Math.max(enginesRun.length, 1);
  console.log(
    `fuzz: ${casesRun} cases sent: ${numRuns} runs x ${endpoints} endpoints x ${enginesRun.length} engine(s) (${enginesRun.join(', ')}), and the shrinking of any failure`,
  );
});
