// Two portal processes behind nothing but their own ports, for the scale-out tests
// (docs/operations.md#scaling-out): one PostgreSQL database, one Redis, and whatever else the test
// gives both (a bucket, a payment provider). Browsers stand behind a load balancer: each has an
// address of its own in X-Forwarded-For, and `on` sends its next call to either instance, as a load
// balancer may between two calls.

import { expect } from 'vitest';
import { HttpBrowser, type HttpAnswer } from './http-browser.ts';
import { type PortalProcess, startPortalProcess } from './portal-process.ts';
import { someAddress } from './rate-limited-app.ts';

/**
 * A browser behind the load balancer: the portals trust X-Forwarded-For, so each browser
 * has an address of its own, and no other test run's counters meet its own in Redis.
 */
export class ClientBehindProxy extends HttpBrowser {
  constructor(
    origin: string,
    readonly address = someAddress(),
  ) {
    super(origin);
  }

  override request(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    headers: Record<string, string>,
  ): Promise<HttpAnswer> {
    return super.request(method, path, body, { 'x-forwarded-for': this.address, ...headers });
  }

  /**
   * The same browser, its cookies and token, talking to `instance` at the same time as this
   * one talks to its own: a double click that the load balancer splits between the two.
   */
  twinOn(instance: PortalProcess): ClientBehindProxy {
    const twin = new ClientBehindProxy(instance.origin, this.address);
    for (const [name, value] of this.cookies) twin.cookies.set(name, value);
    twin.csrfToken = this.csrfToken;
    return twin;
  }
}

/** Sends the browser's next call to `instance`, as a load balancer may. */
export function on<Browser extends HttpBrowser>(
  instance: PortalProcess,
  browser: Browser,
): Browser {
  browser.origin = instance.origin;
  return browser;
}

/** A browser behind the load balancer that opened `page` on `instance`. */
export async function browserOn(
  instance: PortalProcess,
  page: string,
  address?: string,
): Promise<ClientBehindProxy> {
  const browser = new ClientBehindProxy(instance.origin, address);
  expect((await browser.openPage(page)).statusCode).toBe(200);
  return browser;
}

/**
 * Two instances of the portal on `databaseUrl` with the same settings, started together:
 * the env should name REDIS_URL and TRUST_PROXY=true, as behind a load balancer.
 */
export async function startPortalPair(
  databaseUrl: string,
  env: Record<string, string>,
): Promise<[PortalProcess, PortalProcess]> {
  const started = await Promise.allSettled([
    startPortalProcess({ databaseUrl, env }),
    startPortalProcess({ databaseUrl, env }),
  ]);
  const [one, two] = started.map((each) => (each.status === 'fulfilled' ? each.value : null));
  if (one && two) return [one, two];
  // One did not start: the other is stopped rather than left running after the test.
  await Promise.all([one?.stop(), two?.stop()]);
  const failure = started.find((each) => each.status === 'rejected');
  throw failure?.reason ?? new Error('A portal did not start');
}
