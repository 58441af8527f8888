// Figures the metrics read from the database when Prometheus scrapes: one read shared by the
// gauges it feeds, whose collect() run side by side, and a database that does not answer in
// time leaves their series out (the scrape still brings every other figure; readiness tells
// that the database is down).

import { withTimeout } from './health.ts';

/**
 * The first gauge's collect() starts `read`, the others wait for the same one. `read` resets
 * its gauges before it queries, so a failed or late read leaves no stale figure behind.
 */
export function readOncePerScrape(
  read: () => Promise<void>,
  timeoutMs: number,
): () => Promise<void> {
  let reading: Promise<void> | undefined;
  return () => {
    reading ??= withTimeout(read(), timeoutMs)
      .catch(() => undefined)
      .finally(() => {
        reading = undefined;
      });
    return reading;
  };
}
