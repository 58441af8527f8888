// Every route declares who may call it and what each caller gets, in one schema
// (route-config.ts, route-answers.ts), and the portal holds it to that (route-access.ts): a
// route without a declaration, or whose answers its access contradicts, does not register;
// 'none' looks no session up, 'session' refuses a browser without one, and a logged-in role
// refuses everyone else with 401. The role-level route is a test-only route, added here.
// That every real route answers as it declares is the access matrix's to prove
// (src/server/security/access-matrix.test.ts).

import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '#server/dev/demo/demo-data';
import { startTestApp, type TestApp } from '#tests/support/test-app';
import { answers } from './route-answers.ts';
import routeConfig, { checkRouteConfig, type RouteConfig } from './route-config.ts';
import { confirmItsYou, sendLogIn } from '#tests/support/log-in-kit';

describe('the route config', () => {
  const handler = async () => ({ ok: true });

  it('accepts each kind of access with answers that agree, and the flags a route may add', () => {
    const agreeing = [
      ['none', answers.public],
      ['visitor', answers.public],
      ['session', answers.flowStep],
      [{ login: 'employer' }, answers.employerOwnById],
      [{ login: 'employee' }, answers.employeeOwn],
    ] as const;
    for (const [access, declared] of agreeing) {
      expect(() =>
        checkRouteConfig({ method: 'GET', url: '/x', config: { access, answers: declared } }),
      ).not.toThrow();
    }
    expect(() =>
      checkRouteConfig({
        method: 'POST',
        url: '/x',
        config: {
          access: 'visitor',
          answers: answers.proofOnly,
          csrfExempt: 'signed-one-time-assertion',
          checksPassword: true,
        },
      }),
    ).not.toThrow();
  });

  it('refuses answers that the access or the CSRF check contradicts, naming the caller', () => {
    const refused: [string, RouteConfig, RegExp][] = [
      // 'none' cannot tell callers apart.
      [
        'GET',
        { access: 'none', answers: answers.anySession },
        /answers\.nobody is 'session-first'/,
      ],
      // An employee's route cannot serve an employer...
      [
        'GET',
        { access: { login: 'employee' }, answers: answers.employerOwn },
        /answers\.employee is 'login-first'.*answers\.employer is 'served'/,
      ],
      // ...nor answer its own role 401.
      [
        'GET',
        { access: { login: 'employer' }, answers: answers.employeeOwnById },
        /answers\.employer is 'login-first'/,
      ],
      // A session route serves every session, and turns nobody away.
      ['GET', { access: 'session', answers: answers.public }, /answers\.nobody is 'served'/],
      // A POST without its CSRF exemption never serves nobody.
      ['POST', { access: 'visitor', answers: answers.public }, /CSRF/],
    ];
    for (const [method, config, problem] of refused) {
      expect(() => checkRouteConfig({ method, url: '/contradicted', config })).toThrow(problem);
    }
  });

  it('refuses a route that does not say who may call it, or says what no one reads', () => {
    expect(() => checkRouteConfig({ method: 'GET', url: '/quiet', config: undefined })).toThrow(
      /GET \/quiet must declare its config\.access and config\.answers.*access/,
    );
    expect(() =>
      checkRouteConfig({ method: 'GET', url: '/unanswered', config: { access: 'none' } as never }),
    ).toThrow(/GET \/unanswered .*answers/);
    expect(() =>
      checkRouteConfig({
        method: 'POST',
        url: '/typo',
        config: { access: 'session', answers: answers.anySession, chekcsPassword: true } as never,
      }),
    ).toThrow(/POST \/typo/);
    expect(() =>
      checkRouteConfig({
        method: 'GET',
        url: '/role',
        config: { access: { login: 'admin' }, answers: answers.employerOwn } as never,
      }),
    ).toThrow(/GET \/role/);
  });

  it('stops an app whose route declares nothing from starting', async () => {
    const app = Fastify({ logger: false });
    await app.register(routeConfig);
    app.get('/declared', { config: { access: 'none', answers: answers.public } }, handler);
    await expect(
      app.register(async (child) => {
        child.get('/undeclared', handler);
      }),
    ).rejects.toThrow(/GET \/undeclared must declare its config\.access and config\.answers/);
    await app.close();
  });
});

describe('access as the routes declare it', () => {
  let portal: TestApp;

  beforeAll(async () => {
    portal = await startTestApp('pglite');
    const { app } = portal;
    // Test-only routes: the benefits area behind the login does not exist yet.
    app.get(
      '/auth/test-only/employee-area',
      { config: { access: { login: 'employee' }, answers: answers.employeeOwn } },
      async () => ({
        area: 'employee',
      }),
    );
    app.get(
      '/auth/test-only/employer-area',
      { config: { access: { login: 'employer' }, answers: answers.employerOwn } },
      async () => ({
        area: 'employer',
      }),
    );
    const declared = {
      none: { access: 'none', answers: answers.public },
      visitor: { access: 'visitor', answers: answers.public },
      session: { access: 'session', answers: answers.anySession },
    } as const;
    app.get('/auth/test-only/session-only', { config: declared.session }, async () => ({
      ok: true,
    }));
    app.get('/auth/test-only/no-session', { config: declared.none }, async (request) => ({
      sessionLookedUp: request.session !== null,
    }));
    app.get('/auth/test-only/visitor', { config: declared.visitor }, async (request) => ({
      sessionLookedUp: request.session !== null,
    }));
  });
  afterAll(() => portal.close());

  const unauthorized = { error: 'UNAUTHORIZED', message: 'Please log in to continue.' };

  it('answers 401 JSON to a role-level route until the person is logged in with that role', async () => {
    const browser = portal.browser({ address: '10.80.0.1' });
    const noSession = await browser.get('/auth/test-only/employee-area');
    expect(noSession.statusCode).toBe(401);
    expect(noSession.headers['content-type']).toMatch(/^application\/json/);
    expect(noSession.json()).toEqual(unauthorized);

    await browser.openPage();
    expect((await browser.get('/auth/test-only/employee-area')).json()).toEqual(unauthorized);
    expect(
      await sendLogIn(browser, 'jroe2024', 'employee-benefits', { password: demoPassword }),
    ).toBe('AUTHENTICATION_SUCCESS');
    await browser.openPage('/auth/employee-benefits/account');
    expect(await confirmItsYou(browser, 'employee-benefits')).toBe('confirmed');
    const employee = await browser.get('/auth/test-only/employee-area');
    expect(employee.statusCode).toBe(200);
    expect(employee.json()).toEqual({ area: 'employee' });
    const wrongRole = await browser.get('/auth/test-only/employer-area');
    expect(wrongRole.statusCode).toBe(401);
    expect(wrongRole.json()).toEqual(unauthorized);
  });

  it('lets an employer into the employer area only', async () => {
    const browser = portal.browser({ address: '10.80.0.2' });
    await browser.openPage('/auth/employers/login');
    expect(await sendLogIn(browser, 'acmehr', 'employers', { password: demoPassword })).toBe(
      'AUTHENTICATION_SUCCESS',
    );
    await browser.openPage('/auth/employers/account');
    expect(await confirmItsYou(browser, 'employers')).toBe('confirmed');
    expect((await browser.get('/auth/test-only/employer-area')).json()).toEqual({
      area: 'employer',
    });
    expect((await browser.get('/auth/test-only/employee-area')).statusCode).toBe(401);
  });

  it("answers 403 to a session route without a session, as the browser's Session Timeout", async () => {
    const browser = portal.browser({ address: '10.80.0.3' });
    const refused = await browser.get('/auth/test-only/session-only');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'FORBIDDEN', message: 'There is no session.' });
    await browser.openPage();
    expect((await browser.get('/auth/test-only/session-only')).statusCode).toBe(200);
  });

  it("looks no session up for a route of access 'none', and does for a visitor's", async () => {
    const browser = portal.browser({ address: '10.80.0.4' });
    await browser.openPage();
    expect((await browser.get('/auth/test-only/no-session')).json()).toEqual({
      sessionLookedUp: false,
    });
    expect((await browser.get('/auth/test-only/visitor')).json()).toEqual({
      sessionLookedUp: true,
    });
  });
});
