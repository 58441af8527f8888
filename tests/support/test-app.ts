// The real app on a database of its own, for API tests through inject(), with a browser
// stand-in that keeps cookies and sends the page's CSRF token like the web app does.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createBotCheck } from '#server/adapters/bot-check';
import { createFolderDocumentStore, type DocumentStore } from '#server/adapters/document-store';
import { createSmtpTransport } from '#server/adapters/mail-transport';
import { createOutboxDispatcher } from '#server/adapters/outbox-dispatcher';
import { createPasswordHasher } from '#server/adapters/password-hasher';
import type { PaymentProvider } from '#server/adapters/payment-provider';
import { buildApp } from '#server/app';
import { type Environment, parseConfig } from '#server/config/config';
import type { DatabaseHandle } from '#server/db/client';
import { loadDemoData } from '#server/dev/demo/demo-data';
import { devRoutes } from '#server/dev/dev-routes';
import { PageBrowser } from './page-browser.ts';
import { createTestDatabase, type Engine } from './test-database.ts';
import { TestClock } from './test-clock.ts';
import { testSecrets } from './test-secrets.ts';

/** The source page template has the same placeholders as the built one. */
const sourceWebRoot = fileURLToPath(new URL('../../src/web', import.meta.url));

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  clock: TestClock;
  /** The folder of the documents when no other store was given. */
  documentsFolder: string;
  browser(options?: { address?: string }): TestBrowser;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Environment;
  demoData?: boolean;
  logger?: unknown;
  /** Send queued messages through this SMTP server, as the running portal does. */
  smtpUrl?: string;
  /** Where documents go; by default a temporary folder, removed on close. */
  documentStore?: DocumentStore;
  /** The employer's bank payments (tests/support/billing-portal.ts); absent, Pay now is a 503. */
  paymentProvider?: PaymentProvider;
  /**
   * The database of another test app, for an app that starts on it as a restarted instance
   * would (new settings, same data): it gets no demo data and leaves the database open.
   */
  database?: DatabaseHandle;
}

export async function startTestApp(
  engine: Engine,
  {
    env = {},
    demoData = true,
    logger,
    smtpUrl,
    documentStore,
    paymentProvider,
    database: shared,
  }: TestAppOptions = {},
): Promise<TestApp> {
  const config = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...testSecrets, ...env });
  const database = shared ?? (await createTestDatabase(engine));
  const clock = new TestClock(undefined, config.timeZone);
  const hasher = await createPasswordHasher(config.hashing);
  if (demoData && !shared) {
    await loadDemoData(database.db, {
      dataKey: config.hashKey,
      sealKeys: config.dataKeys,
      clock,
      hasher,
    });
  }
  const smtp = smtpUrl ? createSmtpTransport({ smtpUrl, from: config.mailFrom }) : undefined;
  const dispatcher =
    smtp &&
    createOutboxDispatcher({
      db: database.db,
      clock,
      transports: { email: smtp },
      pollMs: 60_000,
      maxAttempts: 3,
      keepText: true,
    });
  const documentsFolder = mkdtempSync(join(tmpdir(), 'portal-documents-'));
  const app = await buildApp({
    config,
    db: database.db,
    clock,
    hasher,
    botCheck: createBotCheck(config),
    documentStore: documentStore ?? createFolderDocumentStore(documentsFolder),
    ...(dispatcher ? { messageQueued: () => dispatcher.wake() } : {}),
    ...(paymentProvider ? { paymentProvider } : {}),
    webRoot: sourceWebRoot,
    devRoutes,
    ...(logger ? { logger: logger as never } : {}),
  });
  return {
    app,
    database,
    clock,
    documentsFolder,
    browser: (options) => new TestBrowser(app, options?.address),
    close: async () => {
      await app.close();
      await dispatcher?.stop();
      smtp?.close();
      if (!shared) await database.close();
      rmSync(documentsFolder, { recursive: true, force: true });
    },
  };
}

/** One browser: its cookies, and the CSRF token of the last page it opened. */
export class TestBrowser extends PageBrowser<LightMyRequestResponse> {
  constructor(
    private readonly app: FastifyInstance,
    private readonly address = '127.0.0.1',
  ) {
    super();
  }

  async request(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    headers: Record<string, string>,
  ): Promise<LightMyRequestResponse> {
    const response = await this.app.inject({
      method,
      url: path,
      remoteAddress: this.address,
      headers: { ...this.cookieHeader(), ...headers },
      ...(body !== undefined ? { payload: body as object } : {}),
    });
    for (const set of response.cookies) {
      if (set.expires && set.expires.getTime() <= Date.now()) this.cookies.delete(set.name);
      else this.cookies.set(set.name, set.value);
    }
    return response;
  }
}
