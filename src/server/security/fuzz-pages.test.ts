// Every page, probe and development route (and any route the other fuzz-*.test.ts files do not
// take) under random and hostile input, and every other address: traversal, broken escapes,
// encoded separators, long segments, none of which may serve a file outside the web root.
// tests/support/fuzz-kit.ts says what every answer must be.

import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { AppRoute } from '#tests/support/app-routes';
import { type Attack, attackOn, strayPath } from '#tests/support/fuzz-attacks';
import { bodyFor } from '#tests/support/fuzz-input';
import { attackEveryEndpoint, endpointsOf } from '#tests/support/fuzz-kit';

/** Bits of files outside the web root; none may ever be served. */
const filesOutsideWebRoot = [
  /"name":\s*"benefits-portal"/,
  /root:x:0:0/,
  /buildApp\(deps/,
  /SESSION_SECRET=/,
];

attackEveryEndpoint('pages', await endpointsOf('pages'), (portal) => {
  it('any other address', async () => {
    portal.countEndpoint();
    portal.newVisitorsFor(undefined);
    const stray: AppRoute = { method: 'GET', url: '/auth/:any', responses: [], config: {} };
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'POST'),
        attackOn(stray),
        strayPath,
        bodyFor(stray),
        async (method, attack, path, body) => {
          const response = await portal.attackAndCheck(
            method,
            { ...attack, path, body: method === 'POST' ? body : undefined },
            [],
          );
          for (const file of filesOutsideWebRoot) expect(response.body, path).not.toMatch(file);
        },
      ),
      {
        numRuns: portal.numRuns,
        examples: ['/auth/%zz', '/auth/a%00b', '/auth/..%2f..%2f..%2fpackage.json'].map(
          (path): ['GET', Attack, string, undefined] => [
            'GET',
            { session: 'valid', visitor: 0, path, query: '', body: undefined, accept: 'text/html' },
            path,
            undefined,
          ],
        ),
      },
    );
  });
});
