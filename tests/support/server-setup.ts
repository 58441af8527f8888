// Before each server test file: 'fastify' records the routes of every app it builds
// (app-routes.ts), for the files that attack every route. The same module for every file, as a
// worker runs several files with one module cache (vitest.config.ts).

import { vi } from 'vitest';

vi.mock('fastify', async (original) =>
  (await import('./app-routes.ts')).recordRoutes(await original()),
);
