// The access matrix (docs/security.md#how-access-is-tested): every route the app registers, read
// from the app itself (tests/support/app-routes.ts), called as every caller of route-answers.ts
// (nobody, a visitor, employee A, employee B of his client, employee C of another, the employer of
// A's client and the employer of another) with A's claim numbers, document, member, his client's
// invoices and payments, and held to the answers the route declares in its config. A route added
// tomorrow is called tomorrow: it cannot register without its answers, and the matrix fails on a
// path parameter or body id it does not know.
//
// For every route and caller:
// - the declared cell (route-answers.ts): the status, or class of statuses, it names, and no
//   2xx where it does not say 'served' (a self-service step's 200 STEPNOTALLOWED aside);
// - an id of A's in the request and an id that does not exist get the same status and body,
//   unless the caller is A (or his employer) and let in: "not yours" tells nothing;
// - nothing of anyone else's: no claim number, member, document, payment, invoice or health
//   detail of another caller in the answer (JSON, CSV, PDF text, page), the development tools
//   excepted (they exist only with DEV_OUTBOX, which production refuses);
// - no employer answer carries health information: none of the values of A's claim pages,
//   no key of domain/shared/health-information.ts at any depth.

import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthInformationKeys } from '#domain/shared/health-information';
import {
  type Caller,
  type Cell,
  callerNames,
  callers,
  answers as presets,
} from '#server/plugins/route-answers';
import {
  type AccessCallers,
  type MatrixIds,
  startAccessCallers,
} from '#tests/support/access-callers';
import {
  type AppRoute,
  objectSchemaOf,
  plausibleValues,
  routesOf,
  unlimitedRates,
} from '#tests/support/app-routes';
import { payForm } from '#tests/support/billing-fixtures';
import { multipartBody } from '#tests/support/multipart-body';
import { censusHeader } from '#tests/support/registration-client';
import { pdfPagesText } from '#tests/support/pdf-text';
import { samplePdf } from '#tests/support/sample-documents';
import { startTestApp } from '#tests/support/test-app';
import { testEngines } from '#tests/support/test-database';

const routeName = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

// The routes of the app as tests build it, and those a production configuration does not
// register: the development tools.
const {
  api: routes,
  files,
  developmentOnly,
} = await (async () => {
  const routesWith = async (extra: Record<string, string>) => {
    const portal = await startTestApp('pglite', {
      env: { ...unlimitedRates, ...extra },
      demoData: false,
    });
    const found = routesOf(portal.app);
    await portal.close();
    return found;
  };
  const built = await routesWith({});
  const production = new Set((await routesWith({ DEV_OUTBOX: 'false' })).api.map(routeName));
  const developmentOnly = new Set(built.api.map(routeName).filter((name) => !production.has(name)));
  return { ...built, developmentOnly };
})();

// What the requests carry ----------------------------------------------------------------

let userNames = 0;

/**
 * Values for the fields the calls take, so that a request passes its schema and meets the
 * route's own rules. An identity check names no one in the census (a flow would move on), and
 * a login an unknown user of its own (five failures lock a user name).
 */
const samples: Record<string, () => unknown> = {
  ...Object.fromEntries(Object.entries(plausibleValues).map(([key, value]) => [key, () => value])),
  ...Object.fromEntries(Object.entries(payForm()).map(([key, value]) => [key, () => value])),
  firstName: () => 'Matrix',
  lastName: () => 'Nobody',
  dateOfBirth: () => '01/01/1980',
  ssn: () => '0000',
  userName: () => `matrix.caller${++userNames}`,
  username: () => `matrix.caller${++userNames}`,
  idempotencyKey: () => crypto.randomUUID(),
  date: () => '11/20/2026',
  hours: () => 4,
  kind: () => 'leave',
  attestation: () => true,
  answers: () => ({}),
};

function sampleOf(name: string, schema: { type?: unknown; enum?: unknown[]; format?: string }) {
  const sample = samples[name];
  if (sample) return sample();
  if (schema.enum) return schema.enum[0];
  if (schema.format === 'uuid') return crypto.randomUUID();
  return (
    { number: 1, integer: 1, boolean: true, object: {}, array: [] }[String(schema.type)] ?? 'x'
  );
}

/** Requests the schemas cannot describe: an upload is multipart/form-data. */
const uploads: Record<string, (claimNumber: string) => { body: Buffer; contentType: string }> = {
  'POST /auth/employee-benefits/api/documents': (claimNumber) =>
    multipartBody({ claimNumber, documentType: 'other' }, [
      { name: 'matrix.pdf', bytes: samplePdf() },
    ]),
  ...Object.fromEntries(
    ['check', 'apply'].map((step) => [
      `POST /auth/employers/api/employees/upload/${step}`,
      () => multipartBody({}, [{ name: 'census.csv', bytes: Buffer.from(censusHeader) }], 'file'),
    ]),
  ),
};

interface Call {
  method: 'GET' | 'POST';
  path: string;
  body: unknown;
  headers: Record<string, string>;
  /** The ids of A's (or the missing ones) it carries. */
  carried: string[];
}

/** A's ids as a route takes them: on the employer's side, his employer's where they differ. */
function idsOfSide(route: AppRoute, ids: MatrixIds): MatrixIds {
  if (!route.url.startsWith('/auth/employers/')) return ids;
  return Object.fromEntries(
    Object.entries(ids).map(([name, entry]) => [
      name,
      { ...entry, owned: entry.employers ?? entry.owned },
    ]),
  );
}

/** The id names a route takes: path parameters and body fields the matrix has ids for. */
function idNamesOf(route: AppRoute, ids: MatrixIds): string[] {
  const params = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
  const fields = Object.keys(objectSchemaOf(route.body)?.properties ?? {});
  const upload = uploads[routeName(route)] ? ['claimNumber'] : [];
  for (const param of params) {
    expect(ids[param], `${routeName(route)}: the matrix has no ids for :${param}`).toBeDefined();
  }
  const owned = params.filter((param) => !ids[param]?.everyones);
  return [...new Set([...owned, ...fields.filter((field) => ids[field]), ...upload])];
}

/** The calls of a route: one per id of A's (the `variant`), with A's ids or missing ones. */
function callOf(route: AppRoute, allIds: MatrixIds, variant: number, own: boolean): Call {
  const ids = idsOfSide(route, allIds);
  const idOf = (name: string) => {
    const { owned, missing, everyones } = ids[name] ?? { owned: [], missing: '' };
    return own || everyones ? (owned[variant % owned.length] ?? '') : missing;
  };
  const carried = idNamesOf(route, ids).map(idOf);
  const path = route.url.replace(/:(\w+)/g, (_match, name: string) => idOf(name));
  const required = new Set(objectSchemaOf(route.querystring)?.required ?? []);
  const query = Object.entries(objectSchemaOf(route.querystring)?.properties ?? {})
    .filter(([name]) => required.has(name))
    .map(([name, schema]) => `${name}=${encodeURIComponent(String(sampleOf(name, schema)))}`);
  const headers: Record<string, string> = { accept: 'application/json' };
  const upload = uploads[routeName(route)];
  let body: unknown;
  if (upload) {
    const form = upload(idOf('claimNumber'));
    body = form.body;
    headers['content-type'] = form.contentType;
  } else if (route.method === 'POST') {
    const properties = Object.entries(objectSchemaOf(route.body)?.properties ?? {});
    body = Object.fromEntries(
      properties.map(([name, schema]) => [name, ids[name] ? idOf(name) : sampleOf(name, schema)]),
    );
  }
  const search = query.length > 0 ? `?${query.join('&')}` : '';
  return { method: route.method, path: `${path}${search}`, body, headers, carried };
}

// What an answer must be -------------------------------------------------------------------

/** The answer as text a person could read: a PDF's words, anything else as it is. */
async function readable(answer: LightMyRequestResponse): Promise<string> {
  if (!String(answer.headers['content-type']).startsWith('application/pdf')) return answer.body;
  return (await pdfPagesText(answer.rawPayload)).join('\n');
}

/** What "the same answer" compares: status, type, body and where a redirect leads. */
const gist = (answer: LightMyRequestResponse) => ({
  status: answer.statusCode,
  type: answer.headers['content-type'],
  location: answer.headers.location,
  body: answer.body,
});

function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  }
  return [];
}

const isEmployer = (caller: Caller) => caller === 'employer' || caller === 'otherClientEmployer';
/** The callers whose ids the requests carry: let in, they may be answered what is theirs. */
const isOwner = (caller: Caller) => caller === 'employee' || caller === 'employer';

/** Non-owners first: whatever A or his employer change, the others met it unchanged. */
const callOrder: Caller[] = [
  ...callerNames.filter((caller) => !isOwner(caller)),
  'employer',
  'employee',
];

function expectCell(
  what: string,
  cell: Cell,
  call: Call,
  caller: Caller,
  answer: LightMyRequestResponse,
  idNames: string[] = [],
) {
  const status = answer.statusCode;
  const json = () =>
    answer.headers['content-type']?.toString().includes('json') ? answer.json() : {};
  const shown = `${what}: declared '${cell}', answered ${status} ${answer.body.slice(0, 200)}`;
  expect(status, shown).toBeLessThan(500);
  switch (cell) {
    case 'served': {
      const refusedOnItsMerits = call.method === 'POST' && (status === 400 || status === 409);
      expect(status >= 200 && status < 400, shown).toBe(!refusedOnItsMerits);
      return;
    }
    case 'login-first': {
      const csrfFirst = caller === 'nobody' && call.method === 'POST';
      expect([status, json().error], shown).toEqual(
        csrfFirst ? [403, 'FORBIDDEN'] : [401, 'UNAUTHORIZED'],
      );
      return;
    }
    case 'session-first':
      expect([status, json().error], shown).toEqual([403, 'FORBIDDEN']);
      return;
    case 'not-found': {
      // An id a form names (a member to report an absence for) is refused as that field.
      const formField = status === 400 && idNames.includes(json().field);
      if (!formField) expect([status, json().error], shown).toEqual([404, 'NOT_FOUND']);
      return;
    }
    case 'out-of-step':
      expect(
        status === 409 || (status === 200 && json().status?.code === 'STEPNOTALLOWED'),
        shown,
      ).toBe(true);
      return;
    case 'proof-first':
      expect(status >= 200 && status < 300, shown).toBe(false);
  }
}

describe.each(testEngines)('the access matrix on %s', (engine) => {
  let world: AccessCallers;
  let started = 0;
  let cellsChecked = 0;
  let callsSent = 0;
  /** Cells 'served' whose POST was refused on its merits (400, 409): printed, for the record. */
  let refusedOnMerits = 0;

  beforeAll(async () => {
    started = Date.now();
    world = await startAccessCallers(engine, unlimitedRates);
  });
  afterAll(async () => {
    await world.close();
    console.log(
      `access matrix on ${engine}: ${routes.length} routes and ${files.length} files x ${callerNames.length} callers, ${cellsChecked} cells (${refusedOnMerits} served a refusal on the merits), ${callsSent} calls, ${Date.now() - started} ms`,
    );
  });

  async function send(caller: Caller, call: Call) {
    callsSent++;
    return world.send(caller, call.method, call.path, call.body, call.headers);
  }

  /** Nothing in an answer that `caller` may not read; what it sent itself is no leak. */
  function expectNothingOfOthers(what: string, caller: Caller, call: Call, text: string) {
    for (const marker of world.markers) {
      if (marker.readers.includes(caller) || call.carried.includes(marker.value)) continue;
      expect(text, `${what}: ${marker.what} '${marker.value}' in the answer`).not.toContain(
        marker.value,
      );
    }
  }

  function expectNoHealthInformation(what: string, answer: LightMyRequestResponse, text: string) {
    for (const value of world.healthValues) {
      expect(text, `${what}: the health information '${value}' reached an employer`).not.toContain(
        value,
      );
    }
    if (!String(answer.headers['content-type']).includes('json')) return;
    const keys = keysOf(answer.json());
    for (const key of healthInformationKeys) {
      expect(keys, `${what}: the health key '${key}' reached an employer`).not.toContain(key);
    }
  }

  it("knows A's health information and what each caller must never read", () => {
    expect(world.healthValues).toEqual(expect.arrayContaining(['Surgery', 'Dr. Ada Byron']));
    const kinds = new Set(world.markers.map((marker) => marker.what));
    expect(kinds.size, [...kinds].join(', ')).toBe(12);
  });

  it.each(routes.map((route) => [routeName(route), route] as const))('%s', async (name, route) => {
    const declared = route.config?.answers;
    expect(declared, `${name} declares no answers`).toBeDefined();
    if (!declared) return;
    const preset =
      Object.entries(presets).find(([, cells]) => cells === declared)?.[0] ?? 'its own';
    const idNames = idNamesOf(route, world.ids);
    const variants = Math.max(1, ...idNames.map((id) => world.ids[id]?.owned.length ?? 1));
    const development = developmentOnly.has(name);
    let proof: ReturnType<typeof gist> | undefined;
    for (let variant = 0; variant < variants; variant++) {
      for (const caller of callOrder) {
        const cell = declared[caller];
        const call = callOf(route, world.ids, variant, true);
        const what = `${route.method} ${call.path} as ${callers[caller]} (answers.${preset})`;
        const answer = await send(caller, call);
        cellsChecked++;
        expectCell(what, cell, call, caller, answer, idNames);
        if (cell === 'proof-first') {
          proof ??= gist(answer);
          expect(gist(answer), `${what}: the same refusal for everyone`).toEqual(proof);
        }
        if (cell === 'served' && answer.statusCode >= 400) refusedOnMerits++;
        if (cell === 'not-found') {
          expect(idNames, `${what}: 'not-found' needs an id of A's in the request`).not.toEqual([]);
        }
        if (idNames.length > 0 && !(isOwner(caller) && cell === 'served') && !development) {
          const missing = await send(caller, callOf(route, world.ids, variant, false));
          expect(gist(answer), `${what}: "not yours" differs from "does not exist"`).toEqual(
            gist(missing),
          );
        }
        const text = await readable(answer);
        if (!development) expectNothingOfOthers(what, caller, call, text);
        if (isEmployer(caller)) expectNoHealthInformation(what, answer, text);
      }
    }
  });

  // Files are declared public by web-app.ts; the page template, build reports and source maps
  // stay on disk (its allowedPath): a 404 to everyone alike.
  it('every file of the web root: the same to every caller', async () => {
    for (const file of files) {
      const call: Call = { method: 'GET', path: file, body: undefined, headers: {}, carried: [] };
      let first: ReturnType<typeof gist> | undefined;
      for (const caller of callOrder) {
        const answer = await send(caller, call);
        cellsChecked++;
        const what = `GET ${file} as ${callers[caller]}`;
        first ??= gist(answer);
        expect(gist(answer), `${what}: the same to every caller`).toEqual(first);
        expect([200, 404], what).toContain(answer.statusCode);
      }
    }
  });
});
