// Scraping an app's /auth/metrics the way Prometheus does, and reading one series out of the
// text it serves.

import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** The Prometheus text of /auth/metrics, asked for with the bearer token. */
export async function scrapeMetrics(app: FastifyInstance, token: string): Promise<string> {
  const response = await app.inject({
    url: '/auth/metrics',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
  expect(response.headers['set-cookie']).toBeUndefined();
  return response.body;
}

/** The value of one series (name and labels exactly as written), or undefined. */
export function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}
