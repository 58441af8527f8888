// The attacks of the attack tests (fuzz-kit.ts): a route's address with hostile path
// parameters and query strings, a body for it (fuzz-input.ts), and how the call stands with its
// session and CSRF token; the attacks every route gets every time; and addresses no route has.

import fc from 'fast-check';
import { type AppRoute, objectSchemaOf, plausibleValues, textFieldsOf } from './app-routes.ts';
import { type Body, bodyFor, encode, json, jsonObject, text } from './fuzz-input.ts';

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

export interface Attack {
  session: SessionMode;
  /** Which of the visitors' sessions is used. */
  visitor: number;
  path: string;
  query: string;
  body: Body | undefined;
  accept: string;
}

export const visitorCount = 3;

export function attackOn(route: AppRoute): fc.Arbitrary<Attack> {
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
export function examplesFor(route: AppRoute): Attack[] {
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

/** Addresses no route has: traversal, broken escapes, encoded separators, long segments. */
export const strayPath = fc
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
