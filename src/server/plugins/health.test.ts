import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '#tests/support/portal-process';
import { startTestApp, type TestApp } from '#tests/support/test-app';
import { redactedLogPaths } from '#server/app';
import type { Database } from '#server/db/client';
import { healthRoutes } from './health.ts';

describe('health and readiness of the portal', () => {
  let portal: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = pino({ level: 'info', redact: redactedLogPaths }, sink);
    portal = await startTestApp('pglite', { demoData: false, logger });
  });
  afterAll(() => portal.close());

  it('answers health while the process runs, without a session or a log line', async () => {
    const browser = portal.browser();
    const response = await browser.get('/auth/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-store');
    expect(lines.join('')).not.toContain('/auth/health');
  });

  it('is ready when the database answers, without a session or a log line', async () => {
    const response = await portal.browser().get('/auth/ready');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', dependencies: { database: 'up' } });
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(lines.join('')).not.toContain('/auth/ready');
  });

  it('ignores the session cookie a probe may carry', async () => {
    const browser = portal.browser();
    await browser.openPage();
    const response = await browser.get('/auth/ready');
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
    // The page was logged; the probes before and after were not.
    expect(lines.join('')).toContain('/auth/employee-benefits/login');
    expect(lines.join('')).not.toContain('/auth/ready');
  });
});

describe('readiness when a dependency fails', () => {
  /** The health routes alone, on a stand-in database. */
  async function probe(options: { db: Database; redis?: Redis; timeoutMs?: number }) {
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(healthRoutes, options);
    const started = Date.now();
    const response = await app.inject({ url: '/ready' });
    const health = await app.inject({ url: '/health' });
    await app.close();
    return { response, health, tookMs: Date.now() - started };
  }
  const answering = { execute: async () => ({ rows: [{ '?column?': 1 }] }) } as unknown as Database;
  const failing = {
    execute: async () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:5432 password=secret');
    },
  } as unknown as Database;
  const hanging = { execute: () => new Promise(() => undefined) } as unknown as Database;

  it('is unavailable with the database down, naming it and nothing more', async () => {
    const { response, health } = await probe({ db: failing });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', dependencies: { database: 'down' } });
    expect(health.statusCode).toBe(200);
  });

  it('does not wait for a database that hangs', async () => {
    const { response, tookMs } = await probe({ db: hanging, timeoutMs: 100 });
    expect(response.statusCode).toBe(503);
    expect(tookMs).toBeLessThan(1000);
  });

  it('is unavailable when the configured Redis does not answer', async () => {
    const port = await freePort();
    const redis = new Redis(port, '127.0.0.1', {
      enableOfflineQueue: false,
      lazyConnect: true,
      retryStrategy: () => null,
    });
    redis.on('error', () => undefined);
    const { response } = await probe({ db: answering, redis });
    redis.disconnect();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'unavailable',
      dependencies: { database: 'up', redis: 'down' },
    });
  });
});
