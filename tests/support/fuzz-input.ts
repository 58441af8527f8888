// Hostile input for the attack tests (fuzz-kit.ts): text (SQL, HTML, path traversal,
// Unicode, control characters, `__proto__`), values a real form sends, so that many payloads
// pass validation and reach the services, any JSON value, and request bodies built from a
// route's schema or hostile in themselves: nesting bombs, broken JSON, foreign content types.

import fc from 'fast-check';
import { type AppRoute, type JsonSchema, objectSchemaOf } from './app-routes.ts';

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
  // employer's claims (docs/product/employer-claims.md) are attacked logged in as Acme's
  // employer.
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

export const text: fc.Arbitrary<string> = fc.oneof(
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
export const jsonObject = (entries: [string, unknown][]) =>
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

export interface Body {
  payload: string | Buffer;
  contentType?: string;
}

export const json = (payload: string | Buffer): Body => ({
  payload,
  contentType: 'application/json',
});

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
export const encode = (value: string) =>
  [...Buffer.from(value, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');

export function bodyFor(route: AppRoute): fc.Arbitrary<Body | undefined> {
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
