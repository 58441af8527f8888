// Redis down while configured (decision 0015): the rate limits cannot be counted, so the calls they
// guard are refused with 503 and the generic message (fail closed), never let through
// unlimited; the lockout counters in PostgreSQL stay as they were; and when Redis is back the
// instance serves again by itself. Redis is taken away through a proxy of the test's own:
// the machine's Redis serves other tests meanwhile.

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#domain/shared/messages';
import type { DatabaseHandle } from '#server/db/client';
import { accounts } from '#server/db/schema/accounts';
import { attemptCounters } from '#server/db/schema/attempt-counters';
import { HttpBrowser } from '#tests/support/http-browser';
import { type PortalProcess, startPortalProcess } from '#tests/support/portal-process';
import { createPostgresDatabase } from '#tests/support/postgres-database';
import { startTcpProxy, type TcpProxy } from '#tests/support/tcp-proxy';
import { addAccount } from '#tests/support/log-in-kit';

const login = '/auth/employee-benefits/loginCredentials';
const password = 'Str0ng#Passw0rd';
const wrong = { userName: 'redis-down', password: 'Wrong#Passw0rd' };

describe('an instance whose Redis goes away', () => {
  let database: DatabaseHandle & { url: string };
  let proxy: TcpProxy;
  let portal: PortalProcess;

  beforeAll(async () => {
    database = await createPostgresDatabase(process.env.DATABASE_URL ?? '');
    await addAccount(database.db, {
      userName: 'redis-down',
      password,
      role: 'employee',
      firstName: 'Rita',
      lastName: 'Down',
    });
    const redis = new URL(process.env.REDIS_URL ?? '');
    proxy = await startTcpProxy({ host: redis.hostname, port: Number(redis.port || 6379) });
    // The instance starts while Redis is away: it must start, and refuse what it cannot count.
    await proxy.stop();
    portal = await startPortalProcess({
      databaseUrl: database.url,
      env: { REDIS_URL: `redis://127.0.0.1:${proxy.port}` },
    });
  });

  afterAll(async () => {
    await portal?.stop();
    await proxy?.stop();
    await database?.close();
  });

  const get = (path: string) => fetch(`${portal.origin}${path}`);

  /** The account's lockout state and every failure counter of the database. */
  async function lockoutState() {
    const [account] = await database.db
      .select({
        failedLogins: accounts.failedLogins,
        failedLoginsSince: accounts.failedLoginsSince,
        lockedUntil: accounts.lockedUntil,
      })
      .from(accounts)
      .where(eq(accounts.userName, 'redis-down'));
    const counters = await database.db.select().from(attemptCounters).orderBy(attemptCounters.key);
    return { account, counters };
  }

  async function untilReady(timeoutMs: number) {
    const deadline = Date.now() + timeoutMs;
    while ((await get('/auth/ready')).status !== 200) {
      if (Date.now() > deadline) throw new Error(`not ready within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  async function expectFailedClosed(browser: HttpBrowser) {
    for (let attempt = 0; attempt < 8; attempt++) {
      const started = Date.now();
      const answer = await browser.post(login, wrong);
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({
        error: 'SERVICE_UNAVAILABLE',
        message: messages.genericError,
      });
      expect(Date.now() - started).toBeLessThan(1000);
    }
    // The right password gets no further: no login without a counted rate.
    expect((await browser.post(login, { userName: 'redis-down', password })).statusCode).toBe(503);
    expect((await browser.get('/auth/employee-benefits/accountSummary')).json()).toMatchObject({
      status: { code: 'NOTLOGGEDIN' },
    });
    const registration = await browser.post(
      '/auth/employee-benefits/registration/verifyPersonalInfo',
      { firstName: 'Ann', lastName: 'Other', dateOfBirth: '01/01/1980', ssn: '1234' },
    );
    expect(registration.statusCode).toBe(503);
  }

  it('starts, answers health, reports Redis not ready and refuses the limited calls', async () => {
    const health = await get('/auth/health');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await get('/auth/ready');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({
      status: 'unavailable',
      dependencies: { database: 'up', redis: 'down' },
    });

    const before = await lockoutState();
    const browser = new HttpBrowser(portal.origin);
    expect((await browser.openPage()).statusCode).toBe(200);
    await expectFailedClosed(browser);
    expect(await lockoutState()).toEqual(before);
  });

  it('recovers by itself when Redis is back', async () => {
    await proxy.start();
    await untilReady(10_000);
    const browser = new HttpBrowser(portal.origin);
    await browser.openPage();
    const answer = await browser.post(login, wrong);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ status: { code: 'INVALIDCREDENTIALS' } });
    expect((await lockoutState()).account?.failedLogins).toBe(1);
  });

  it('fails closed when Redis goes away while it runs, and leaves the lockout counters be', async () => {
    const browser = new HttpBrowser(portal.origin);
    await browser.openPage();
    expect((await browser.post(login, wrong)).json()).toMatchObject({
      status: { code: 'INVALIDCREDENTIALS' },
    });
    const before = await lockoutState();
    expect(before.account?.failedLogins).toBe(2);

    await proxy.stop();
    await expectFailedClosed(browser);
    expect((await get('/auth/health')).status).toBe(200);
    expect((await get('/auth/ready')).status).toBe(503);
    expect(await lockoutState()).toEqual(before);

    await proxy.start();
    await untilReady(10_000);
    // The count goes on from where it was: three failures now, the account still open.
    expect((await browser.post(login, wrong)).json()).toMatchObject({
      status: { code: 'INVALIDCREDENTIALS' },
    });
    const after = await lockoutState();
    expect(after.account?.failedLogins).toBe(3);
    expect(after.account?.lockedUntil).toBeNull();
  });

  it('logs each outage once, not each refused call', () => {
    const lines = (text: string) => portal.output.filter((line) => line.includes(text));
    expect(lines('Redis is unavailable')).toHaveLength(2);
    expect(lines('Redis is available again')).toHaveLength(2);
  });
});
