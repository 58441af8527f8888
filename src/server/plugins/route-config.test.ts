// Every route declares who may call it, in one schema (route-config.ts), and the portal holds
// it to that (route-access.ts): a route without a declaration does not register, 'none' looks
// no session up, 'session' refuses a browser without one, and a logged-in role refuses
// everyone else with 401. The role-level route is a test-only route, added here.

import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '#server/demo/demo-data';
import { logIn } from '#tests/support/registration-client';
import { startTestApp, type TestApp } from '#tests/support/test-app';
import routeConfig, { checkRouteConfig } from './route-config.ts';

describe('the route config', () => {
  const handler = async () => ({ ok: true });

  it('accepts each kind of access, with the flags a route may add', () => {
    for (const access of ['none', 'visitor', 'session', { login: 'employer' }] as const) {
      expect(() =>
        checkRouteConfig({ method: 'GET', url: '/x', config: { access } }),
      ).not.toThrow();
    }
    expect(() =>
      checkRouteConfig({
        method: 'POST',
        url: '/x',
        config: {
          access: 'visitor',
          csrfExempt: 'signed-one-time-assertion',
          checksPassword: true,
        },
      }),
    ).not.toThrow();
  });

  it('refuses a route that does not say who may call it, or says what no one reads', () => {
    expect(() => checkRouteConfig({ method: 'GET', url: '/quiet', config: undefined })).toThrow(
      /GET \/quiet must declare its config\.access.*access/,
    );
    expect(() =>
      checkRouteConfig({
        method: 'POST',
        url: '/typo',
        config: { access: 'session', chekcsPassword: true } as never,
      }),
    ).toThrow(/POST \/typo/);
    expect(() =>
      checkRouteConfig({
        method: 'GET',
        url: '/role',
        config: { access: { login: 'admin' } } as never,
      }),
    ).toThrow(/GET \/role/);
  });

  it('stops an app whose route declares nothing from starting', async () => {
    const app = Fastify({ logger: false });
    await app.register(routeConfig);
    app.get('/declared', { config: { access: 'none' } }, handler);
    await expect(
      app.register(async (child) => {
        child.get('/undeclared', handler);
      }),
    ).rejects.toThrow(/GET \/undeclared must declare its config\.access/);
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
      { config: { access: { login: 'employee' } } },
      async () => ({
        area: 'employee',
      }),
    );
    app.get(
      '/auth/test-only/employer-area',
      { config: { access: { login: 'employer' } } },
      async () => ({
        area: 'employer',
      }),
    );
    app.get('/auth/test-only/session-only', { config: { access: 'session' } }, async () => ({
      ok: true,
    }));
    app.get('/auth/test-only/no-session', { config: { access: 'none' } }, async (request) => ({
      sessionLookedUp: request.session !== null,
    }));
    app.get('/auth/test-only/visitor', { config: { access: 'visitor' } }, async (request) => ({
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
    expect(await logIn(browser, 'employee-benefits', 'jroe2024', demoPassword)).toBe(
      'AUTHENTICATION_SUCCESS',
    );
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
    expect(await logIn(browser, 'employers', 'acmehr', demoPassword)).toBe(
      'AUTHENTICATION_SUCCESS',
    );
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
