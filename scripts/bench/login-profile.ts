// Where a login's CPU goes (docs/benchmarks.md, "What each part of a login costs"): the real
// server on a scratch PostgreSQL database, logins at a fixed rate from an open loop (below
// saturation, so that every party gets the CPU it asks for), and the CPU time of each party
// divided by the logins: the server's main thread, its hashing threads, its other threads
// (V8's garbage collection and compiler helpers), PostgreSQL's backends and this process, the
// load generator. CPU time per login moves far less with other work on the machine than
// throughput does. With `--cpu-prof` the server runs under V8's sampling profiler and the
// samples of the measured window are summed by part of the login (login-profile-parts.ts).
//
//   npm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/test \
//     node --import tsx scripts/bench/login-profile.ts [--rate 40] [--seconds 10] [--cpu-prof]
//     [--memory] [--entry dist/server/main.js] [--env NAME=VALUE ...] [--node-arg FLAG ...]

import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { runOpenLoop, SessionPool } from './http-load.ts';
import { withLeanClient } from './load-client.ts';
import { summarizeProfile } from './login-profile-parts.ts';
import { sampleResidentMemory } from './memory-sampler.ts';
import { createPortalClient, logIn, openLoginPage, openVisitorSessions } from './portal-client.ts';
import { createScratchDatabase } from './scratch-database.ts';
import { seedDatabase } from './seed-database.ts';
import { productionServerLaunch, startServer } from './server-process.ts';
import { threadCpu, type ThreadCpu } from './thread-cpu.ts';

const { values: options } = parseArgs({
  options: {
    rate: { type: 'string', default: '40' },
    seconds: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    'cpu-prof': { type: 'boolean', default: false },
    memory: { type: 'boolean', default: false },
    /** Another build's server, e.g. of the commit before a change, to compare. */
    entry: {
      type: 'string',
      default: fileURLToPath(new URL('../../dist/server/main.js', import.meta.url)),
    },
    env: { type: 'string', multiple: true, default: [] },
    'node-arg': { type: 'string', multiple: true, default: [] },
  },
});

const rate = Number(options.rate);
const seconds = Number(options.seconds);
const warmupSeconds = Number(options.warmup);
const postgresUrl = process.env.DATABASE_URL;
if (!postgresUrl) throw new Error('DATABASE_URL names the PostgreSQL server to profile on');

const extraEnv = Object.fromEntries(
  options.env.map((setting) => {
    const at = setting.indexOf('=');
    return [setting.slice(0, at), setting.slice(at + 1)];
  }),
);
const profileDir = options['cpu-prof'] ? await mkdtemp(join(tmpdir(), 'login-profile-')) : null;
const memoryFile = options.memory
  ? join(await mkdtemp(join(tmpdir(), 'login-memory-')), 'memory.json')
  : null;
const memoryProbe = fileURLToPath(new URL('./memory-probe.js', import.meta.url));
const launch = productionServerLaunch();
let profileWindow: { startUs: number; endUs: number } | undefined;
const database = await createScratchDatabase(postgresUrl);
const server = await startServer({
  entry: options.entry,
  databaseUrl: database.url,
  seed: (dataDir) => seedDatabase({ dataDir, databaseUrl: database.url }),
  nodeArgs: [
    ...(memoryFile ? ['--import', memoryProbe] : []),
    ...launch.nodeArgs,
    ...options['node-arg'],
    ...(profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : []),
  ],
  env: { ...launch.env, ...extraEnv, ...(memoryFile ? { MEMORY_PROBE_FILE: memoryFile } : {}) },
  readyWithinMs: 60_000,
});

try {
  const pages = createPortalClient(server.baseUrl, 8);
  const total = Math.ceil(rate * (warmupSeconds + seconds));
  const sessions = await openVisitorSessions(pages, total + 10, 8);
  const pool = new SessionPool(sessions, () => openLoginPage(pages));
  await withLeanClient(server, async (client) => {
    // The warm-up's logins compile the hot paths and fill the pool's connections.
    await runOpenLoop(client, pool, logIn, {
      ratePerSecond: rate,
      durationMs: warmupSeconds * 1000,
    });
    const backends = await database.backendPids();
    const memory = sampleResidentMemory(server.pid, 20);
    const before = threadCpu(server.pid, backends);
    const startedAt = process.hrtime.bigint();
    const loop = await runOpenLoop(client, pool, logIn, {
      ratePerSecond: rate,
      durationMs: seconds * 1000,
    });
    const endedAt = process.hrtime.bigint();
    const after = threadCpu(server.pid, backends);
    const backendsAfter = await database.backendPids();
    const kept = backendsAfter.filter((pid) => backends.includes(pid)).length;
    process.stdout.write(
      `PostgreSQL connections: ${backends.length} at the start, ${backendsAfter.length} at the end, ${kept} of them the same\n`,
    );
    const { firstBytes, peakBytes } = memory.stop();
    report(loop.admitted.count, loop, before, after, { firstBytes, peakBytes });
    profileWindow = { startUs: Number(startedAt / 1000n), endUs: Number(endedAt / 1000n) };
  });
  pages.close();
} finally {
  await server.stop();
  await database.drop();
}

if (memoryFile) {
  const memory = JSON.parse(await readFile(memoryFile, 'utf8')) as Record<string, MemorySample>;
  process.stdout.write('\nServer memory, MB (memory-probe.js, over the whole run)\n');
  for (const [when, sample] of Object.entries(memory)) {
    const spaces = Object.entries(sample.spaces ?? {})
      .filter(([, space]) => space.reserved > 0)
      .map(([name, space]) => `${name} ${space.used}/${space.reserved}`)
      .join(', ');
    process.stdout.write(
      `  ${when.padEnd(8)} rss ${sample.rss}, heap ${sample.heapUsed} used of ${sample.heapTotal}, external ${sample.external} (array buffers ${sample.arrayBuffers})${spaces ? `; used/reserved: ${spaces}` : ''}\n`,
    );
  }
}

if (profileDir && profileWindow) {
  const [file] = (await readdir(profileDir)).filter((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error('The server wrote no CPU profile');
  const profile = JSON.parse(await readFile(join(profileDir, file), 'utf8'));
  const logins = Math.round(rate * seconds);
  const lines = summarizeProfile(profile, profileWindow, logins);
  process.stdout.write(
    `\nMain thread by part (V8 samples in the window, ms per login)\n${lines}\n`,
  );
  process.stdout.write(`Profile kept in ${join(profileDir, file)}\n`);
} else if (profileDir) {
  await rm(profileDir, { recursive: true, force: true });
}

interface MemorySample {
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  spaces?: Record<string, { used: number; reserved: number }>;
}

function report(
  logins: number,
  loop: Awaited<ReturnType<typeof runOpenLoop>>,
  before: ThreadCpu,
  after: ThreadCpu,
  memory: { firstBytes: number | null; peakBytes: number | null },
) {
  const perLogin = (ms: number) => (ms / Math.max(1, logins)).toFixed(2);
  const delta = (pick: (cpu: ThreadCpu) => number) => pick(after) - pick(before);
  const elapsedMs = delta((cpu) => cpu.wallMs);
  const rows: [string, number][] = [
    ['server main thread', delta((cpu) => cpu.server.mainMs)],
    ['server hashing threads (libuv pool)', delta((cpu) => cpu.server.poolMs)],
    ['server other threads (V8 GC, compiler)', delta((cpu) => cpu.server.otherMs)],
    ['PostgreSQL backends of the pool', delta((cpu) => cpu.databaseMs)],
    ['load generator (this process)', delta((cpu) => cpu.selfMs)],
    [
      'everything else on the machine',
      delta((cpu) => cpu.machineBusyMs) - delta((cpu) => cpu.accountedMs),
    ],
  ];
  const mb = (bytes: number | null) =>
    bytes === null ? 'n/a' : `${(bytes / 2 ** 20).toFixed(1)} MB`;
  process.stdout.write(
    [
      `Logins at ${rate}/s for ${seconds} s (after ${warmupSeconds} s of warm-up): ${logins} admitted, ` +
        `${loop.refused.count} refused, others ${JSON.stringify(loop.others)}; ` +
        `p50 ${loop.admitted.p50Ms.toFixed(1)} ms, p99 ${loop.admitted.p99Ms.toFixed(1)} ms`,
      `CPU over ${(elapsedMs / 1000).toFixed(1)} s, ms per login:`,
      ...rows.map(
        ([name, ms]) =>
          `  ${name.padEnd(42)} ${perLogin(ms).padStart(7)}   (${(ms / elapsedMs).toFixed(2)} cores)`,
      ),
      `Resident memory: ${mb(memory.firstBytes)} at the start of the window, peak ${mb(memory.peakBytes)}`,
    ].join('\n') + '\n',
  );
}
