import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routesOf } from '#tests/support/app-routes';
import { startTestApp, type TestApp } from '#tests/support/test-app';

const documentUrl = '/auth/dev/openapi.json';

const sides = ['employee-benefits', 'employers'] as const;

/** Every call of login, registration, username recovery and password reset, by method. */
const apiCalls: (readonly [method: 'get' | 'post', path: string])[] = [
  ...sides.flatMap((side) => [
    ['post', `/auth/${side}/loginCredentials`] as const,
    ['get', `/auth/${side}/accountSummary`] as const,
    ['post', `/auth/${side}/logout`] as const,
    ...[
      'verifyPersonalInfo',
      'validateZipCode',
      'selectCredentials',
      'validateVerificationCode',
      'resendVerificationCode',
      'submit',
      'proceedToLogin',
    ].map((call) => ['post', `/auth/${side}/registration/${call}`] as const),
    ['post', `/auth/${side}/backToCredentialPage`] as const,
    ['post', `/auth/${side}/backToDeviceSelectionPage`] as const,
    ...['validateVerificationCode', 'resendVerificationCode', 'selectCredentials'].map(
      (call) => ['post', `/auth/${side}/registration/password-reset/${call}`] as const,
    ),
  ]),
  ['post', '/auth/employee-benefits/registration/sso'],
  ['get', '/auth/employers/registration/employerInfo/{regid}'],
  ['post', '/auth/employee-benefits/registration/password-reset/verifyPersonalInfo'],
  ['post', '/auth/employers/registration/password-reset/verifyAccount'],
  ['post', '/auth/userNameRecovery/verifyPersonalInfo'],
  ['post', '/auth/registration/rightSideContent'],
  ['get', '/auth/reload'],
  ['get', '/auth/back-to-login'],
];

function operation(
  document: OpenAPIV3.Document,
  method: 'get' | 'post',
  path: string,
): OpenAPIV3.OperationObject {
  const found = document.paths[path]?.[method];
  if (!found) throw new Error(`${method.toUpperCase()} ${path} is not in the document`);
  return found;
}

/** The JSON schema of an operation's request body. */
function bodySchema(document: OpenAPIV3.Document, path: string): OpenAPIV3.SchemaObject {
  const body = operation(document, 'post', path).requestBody as OpenAPIV3.RequestBodyObject;
  return body.content['application/json']?.schema as OpenAPIV3.SchemaObject;
}

/** The JSON schema of an operation's answer with `status`. */
function responseSchema(
  document: OpenAPIV3.Document,
  method: 'get' | 'post',
  path: string,
  status: string,
): OpenAPIV3.SchemaObject | undefined {
  const response = operation(document, method, path).responses[status] as
    OpenAPIV3.ResponseObject | undefined;
  return response?.content?.['application/json']?.schema as OpenAPIV3.SchemaObject | undefined;
}

/** Every `$ref` anywhere in `value`. */
function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) =>
    key === '$ref' && typeof child === 'string' ? [child] : refsIn(child),
  );
}

describe('OpenAPI document in development', () => {
  let portal: TestApp;
  let document: OpenAPIV3.Document;

  beforeAll(async () => {
    portal = await startTestApp('pglite', { demoData: false, env: { DEV_OUTBOX: 'true' } });
    const response = await portal.browser().get(documentUrl);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    document = response.json();
  });
  afterAll(() => portal.close());

  it('is an OpenAPI 3 document whose references all resolve', () => {
    expect(document.openapi).toMatch(/^3\.0\.\d+$/);
    expect(document.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    expect(Object.keys(document.paths).length).toBeGreaterThan(0);
    for (const [path, item] of Object.entries(document.paths)) {
      for (const method of ['get', 'post'] as const) {
        const found = item?.[method];
        if (found) expect(found.responses, `${method} ${path}`).toBeDefined();
      }
    }
    for (const ref of refsIn(document)) {
      const target = ref
        .replace(/^#\//, '')
        .split('/')
        .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], document);
      expect(target, ref).toBeDefined();
    }
  });

  it('lists every call of login, registration, username recovery and password reset', () => {
    for (const [method, path] of apiCalls)
      expect(() => operation(document, method, path)).not.toThrow();
  });

  it('declares the answer of every call: a response schema for its success status', () => {
    let operations = 0;
    for (const [path, item] of Object.entries(document.paths)) {
      for (const method of ['get', 'post'] as const) {
        const found = item?.[method];
        if (!found) continue;
        operations++;
        const success = Object.keys(found.responses).filter((status) => /^[23]\d\d$/.test(status));
        expect(success, `${method} ${path}`).not.toEqual([]);
        for (const status of success) {
          expect(
            responseSchema(document, method, path, status),
            `${method} ${path} ${status}`,
          ).toBeDefined();
        }
      }
    }
    expect(operations).toBeGreaterThanOrEqual(apiCalls.length);
  });

  it('describes each answer with every field the call sends, and the refusals', () => {
    const verified = responseSchema(
      document,
      'post',
      '/auth/employee-benefits/registration/verifyPersonalInfo',
      '200',
    );
    expect(verified).toMatchObject({
      type: 'object',
      properties: {
        status: {
          type: 'object',
          properties: { code: { type: 'string' }, name: { type: 'string' } },
        },
        userName: { type: 'string' },
        transactionId: { type: 'string' },
        emailAddress: { type: 'string' },
        phoneNumber: { type: 'string' },
      },
      required: ['status'],
    });
    const codes = (verified?.properties?.status as OpenAPIV3.SchemaObject).properties?.code;
    expect((codes as OpenAPIV3.SchemaObject).enum).toEqual(
      expect.arrayContaining(['NOTREGISTERED', 'OTPCODESENT', 'SESSIONLOCKED', 'STEPNOTALLOWED']),
    );
    expect(responseSchema(document, 'get', '/auth/reload', '200')?.properties).toHaveProperty(
      'sso',
    );
    for (const status of ['400', '403']) {
      expect(
        responseSchema(document, 'post', '/auth/employers/registration/validateZipCode', status),
      ).toMatchObject({
        properties: { error: { type: 'string' }, message: { type: 'string' } },
        required: ['error', 'message'],
      });
    }
    expect(
      operation(document, 'post', '/auth/employee-benefits/registration/sso').responses['303'],
    ).toMatchObject({ description: expect.stringContaining('Location') });
  });

  it('has a response schema on every route of the app, the pages and tools it leaves out too', () => {
    const { api } = routesOf(portal.app);
    expect(api.length).toBeGreaterThan(apiCalls.length);
    for (const route of api) {
      expect(
        route.responses.filter((status) => /^[23]\d\d$/.test(status)),
        `${route.method} ${route.url}`,
      ).not.toEqual([]);
    }
  });

  it("describes the SSO entry as the form post a partner's page sends", () => {
    const body = operation(document, 'post', '/auth/employee-benefits/registration/sso')
      .requestBody as OpenAPIV3.RequestBodyObject;
    expect(Object.keys(body.content)).toEqual(['application/x-www-form-urlencoded']);
  });

  it('describes each request body from the schema the route validates', () => {
    expect(
      bodySchema(document, '/auth/employee-benefits/registration/verifyPersonalInfo'),
    ).toMatchObject({
      type: 'object',
      properties: {
        firstName: { type: 'string', maxLength: 100 },
        lastName: { type: 'string', maxLength: 100 },
        dateOfBirth: { type: 'string', maxLength: 10 },
        ssn: { type: 'string' },
        clientId: { type: 'string' },
      },
      required: ['firstName', 'lastName', 'dateOfBirth'],
    });
    expect(bodySchema(document, '/auth/employee-benefits/loginCredentials')).toMatchObject({
      properties: { userName: { type: 'string' }, password: { type: 'string' } },
    });
    expect(bodySchema(document, '/auth/employers/registration/validateZipCode')).toMatchObject({
      properties: { zipCode: { type: 'string' }, recaptchaToken: { type: 'string' } },
      required: ['zipCode', 'recaptchaToken'],
    });
    expect(
      bodySchema(document, '/auth/employee-benefits/registration/selectCredentials').required,
    ).toEqual(['username', 'password', 'transactionId']);
    expect(
      bodySchema(document, '/auth/employers/registration/password-reset/verifyAccount'),
    ).toMatchObject({ required: ['userName', 'emailAddress'] });
    expect(
      bodySchema(document, '/auth/userNameRecovery/verifyPersonalInfo').properties,
    ).toHaveProperty('dateOfBirth');
  });

  it('leaves out the pages, the assets and the development tools', () => {
    const paths = Object.keys(document.paths);
    expect(paths).not.toContain('/');
    expect(paths).not.toContain('/auth/');
    expect(paths.filter((path) => path.startsWith('/auth/dev/'))).toEqual([]);
    expect(paths.filter((path) => path.startsWith('/auth/assets/'))).toEqual([]);
  });
});

describe('OpenAPI document without the dev outbox', () => {
  let portal: TestApp;
  beforeAll(async () => {
    portal = await startTestApp('pglite', { demoData: false, env: { DEV_OUTBOX: 'false' } });
  });
  afterAll(() => portal.close());

  it('is not served', async () => {
    const response = await portal.browser().get(documentUrl);
    expect(response.statusCode).toBe(404);
  });
});
