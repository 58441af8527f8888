// How the attack tests of src/server/security/fuzz-*.test.ts attack the portal, and what
// every answer must be (docs/security.md#tests-that-prove-it). Each test file takes the
// endpoints of one concern (`FuzzConcern`), read from an app built the same way as the ones
// attacked (app-routes.ts), so a new route is attacked without anyone listing it. For each,
// fast-check sends bodies, query strings and path parameters built from the route's schema and
// from hostile values (fuzz-input.ts, fuzz-attacks.ts), with a valid session and CSRF token,
// and with every way of lacking one.
//
// What must hold for every answer:
// - never a 5xx, and never a stack trace or internal detail (file paths, SQL, driver names);
// - every refusal is the JSON error of src/server/plugins/errors.ts,
//   `{error, message, field?}`, whose code fits its HTTP status and whose message is a short
//   sentence; a field it names is one the route takes;
// - a state-changing call without a valid session and token is refused with 403 (the
//   single-sign-on entry excepted, which only ever redirects);
// - a refused call changes no row of any table, and nothing reaches Object.prototype;
// - a redirect goes to a fixed page of this portal, never to an address taken from the request.
//
// A test file mocks 'fastify' so that the app's routes can be read (app-routes.ts).

import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './test-app.ts';
import { type Engine, testEngines } from './test-database.ts';
import type { Side } from '#domain/shared/sides';
import { demoPassword } from '#server/dev/demo/demo-data';
import { sessionCookieName } from '#server/plugins/session';
import {
  type AppRoute,
  objectSchemaOf,
  routesOf,
  tableDigest,
  unlimitedRates,
} from './app-routes.ts';
import { confirmItsYou } from './log-in-kit.ts';
import { type Attack, attackOn, examplesFor, visitorCount } from './fuzz-attacks.ts';

/**
 * Random runs of each endpoint on each engine: FUZZ_RUNS (50 unless set; `FUZZ_RUNS=100 npm run
 * test:unit` for a longer hunt) on the embedded database, a fifth of it on a PostgreSQL server.
 * Every run meets the route's schema with a hostile value of its own, and the fixed attacks of
 * every route (`examplesFor`) run on both engines every time; what an attack tests is the answer
 * over HTTP, which the engine shows through only where a value reaches SQL. The random runs were
 * most of the unit tests' time in CI, which must stay well under 30 minutes.
 */
const embeddedRuns = Number(process.env.FUZZ_RUNS ?? 50);
export const numRunsOn: Record<Engine, number> = {
  pglite: embeddedRuns,
  postgres: Math.max(1, Math.round(embeddedRuns / 5)),
};

/** The time one endpoint's hundred attacks may take: minutes, not the default 30 s. */
const fuzzEndpointTimeoutMs = 180_000;

/** Rate limits would turn most runs into 429s; they have tests of their own. */
const env = unlimitedRates;

/**
 * The endpoints each test file attacks: login and the second step; the self-service flows
 * (registration, username recovery, password reset, single sign-on); the benefits area and
 * the calls of the systems it works with; and pages, probes, development routes and any
 * route none of the others names.
 */
export type FuzzConcern = 'login' | 'self-service' | 'benefits' | 'pages';

function concernOf({ url }: AppRoute): FuzzConcern {
  if (/\/(loginCredentials|accountSummary|logout)$|\/api\/(second-step|security)(\/|$)/.test(url)) {
    return 'login';
  }
  if (/\/api\/|^\/auth\/(claims|integrations)\//.test(url)) return 'benefits';
  if (/\/(registration|userNameRecovery)\/|\/(backTo\w+|back-to-login|reload)$/.test(url)) {
    return 'self-service';
  }
  return 'pages';
}

/** The endpoints of `concern`, read from an app built the same way as the ones attacked. */
export async function endpointsOf(concern: FuzzConcern): Promise<AppRoute[]> {
  const portal = await startTestApp('pglite', { env, demoData: false });
  const { api } = routesOf(portal.app);
  await portal.close();
  return api.filter((route) => concernOf(route) === concern);
}

const cookieName = sessionCookieName(false);

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

let casesRun = 0;
let endpointsRun = 0;
const enginesRun: Engine[] = [];

/**
 * An app on `engine` to attack, for a `describe`, with the visitors whose sessions the attacks
 * use and the checks of every answer.
 */
export function attackedPortal(engine: Engine) {
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
      await confirmItsYou(browser, side);
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

  return {
    /** The random runs of each endpoint on this portal's engine. */
    numRuns: numRunsOn[engine],
    attackRoute,
    attackAndCheck,
    /** Fresh sessions for `route`, logged in as its access needs; for any other address, none. */
    newVisitorsFor(route: AppRoute | undefined) {
      visitors = [];
      login = undefined;
      if (route) withLoginOf(route);
    },
    /** Counts an endpoint attacked (a route, or every other address) for the report. */
    countEndpoint() {
      endpointsRun++;
    },
  };
}

/**
 * The tests of every endpoint in `endpoints` on each engine: random attacks, then the ones each
 * route gets every time. `moreAttacks` adds tests that attack the same app.
 */
export function attackEveryEndpoint(
  concern: FuzzConcern,
  endpoints: AppRoute[],
  moreAttacks?: (portal: ReturnType<typeof attackedPortal>) => void,
) {
  describe.each(testEngines)('every endpoint under attack on %s', (engine) => {
    const portal = attackedPortal(engine);
    const named = endpoints.map((route) => [`${route.method} ${route.url}`, route] as const);

    // A hundred calls, each followed by a digest of every table: an endpoint that renders a PDF
    // took 66 s of them on a loaded machine. Time is not what is tested here.
    it.each(named)(
      '%s',
      async (_name, route) => {
        portal.countEndpoint();
        // Fresh sessions for each endpoint: the first call of a session is where a flow opens.
        portal.newVisitorsFor(route);
        await fc.assert(
          fc.asyncProperty(attackOn(route), (attack) => portal.attackRoute(route, attack)),
          { numRuns: numRunsOn[engine] },
        );
      },
      fuzzEndpointTimeoutMs,
    );

    it.each(named.filter(([, route]) => examplesFor(route).length > 0))(
      '%s: a NUL in each text field, broken path parameters',
      async (_name, route) => {
        portal.newVisitorsFor(route);
        for (const attack of examplesFor(route)) await portal.attackRoute(route, attack);
      },
    );

    moreAttacks?.(portal);
  });

  afterAll(() => {
    const endpointCount = endpointsRun / Math.max(enginesRun.length, 1);
    console.log(
      `fuzz (${concern}): ${casesRun} cases sent: ${enginesRun.map((engine) => `${numRunsOn[engine]} runs on ${engine}`).join(' and ')} x ${endpointCount} endpoints, and the shrinking of any failure`,
    );
  });
}
