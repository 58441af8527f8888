// Every endpoint of logging in, logging out, the second step and 'Sign-in and security' under
// random and hostile input, logged in as the route needs; tests/support/fuzz-kit.ts says what
// every answer must be.

import { vi } from 'vitest';
import { attackEveryEndpoint, endpointsOf } from '#tests/support/fuzz-kit';

vi.mock('fastify', async (original) =>
  (await import('#tests/support/app-routes')).recordRoutes(await original()),
);

attackEveryEndpoint('login', await endpointsOf('login'));
