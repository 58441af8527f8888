// Where a login's CPU goes (docs/benchmarks.md, "What each part of a login costs"): the real
// server, started as production starts it, on a scratch PostgreSQL database, and the CPU time
// of each party divided by the logins: the server's main thread, its hashing threads, its
// other threads (V8's garbage collection and compiler helpers), PostgreSQL's backends and this
// process, the load generator. CPU time per login moves far less with other work on the
// machine than throughput does. Logins come from a closed loop of `--connections` (1 by
// default: no login ever waits for a hash slot or is refused, so every figure is one login's),
// or at `--rate` per second from an open loop. With `--cpu-prof` the server runs under V8's
// sampling profiler and the samples of the measured window are summed by part of the login
// (login-profile-parts.ts); with `--memory` it reports what held the resident memory
// (memory-probe.js).
//
//   npm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/test \
//     node --import tsx scripts/investigate/login-profile.ts [--connections 1 | --rate 40]
//     [--seconds 10] [--cpu-prof] [--memory] [--entry <another build>/dist/server/main.js]
//     [--no-production-launch] [--env NAME=VALUE ...] [--node-arg FLAG ...]

import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { measureHashRate } from '../bench/hash-rate.ts';
import { runClosedLoop, runOpenLoop, SessionPool } from '../bench/http-load.ts';
import { withLeanClient } from '../bench/load-client.ts';
import { summarizeProfile } from './login-profile-parts.ts';
import { sampleResidentMemory } from '../bench/memory-sampler.ts';
import {
  createPortalClient,
  logIn,
  openLoginPage,
  openVisitorSessions,
  type PortalClient,
} from '../bench/portal-client.ts';
import { createScratchDatabase } from '../bench/scratch-database.ts';
import { seedDatabase } from '../bench/seed-database.ts';
import { startServer } from '../bench/server-process.ts';
import { type ThreadCpu, threadCpu } from '../bench/thread-cpu.ts';

const { values: options } = parseArgs({
  options: {
    connections: { type: 'string' },
    rate: { type: 'string' },
    /** Offer twice H, measured here first, as the bench's overload phase does. */
    overload: { type: 'boolean', default: false },
    /** Measure H here first and give the loop's logins per second as a share of it. */
    'measure-h': { type: 'boolean', default: false },
    seconds: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    'cpu-prof': { type: 'boolean', default: false },
    memory: { type: 'boolean', default: false },
    /** Another build's server, e.g. of the commit before a change, to compare. */
    entry: {
      type: 'string',
      default: fileURLToPath(new URL('../../dist/server/main.js', import.meta.url)),
    },
    /** Start the server without production's node flags and memory settings. */
    'no-production-launch': { type: 'boolean', default: false },
    env: { type: 'string', multiple: true, default: [] },
    'node-arg': { type: 'string', multiple: true, default: [] },
  },
});

const seconds = Number(options.seconds);
const warmupSeconds = Number(options.warmup);
const hashRate =
  options.overload || options['measure-h']
    ? await measureHashRate({ warmupMs: 1_000, durationMs: 3_000, oneHashRuns: 10 })
    : undefined;
const rate =
  options.overload && hashRate
    ? 2 * hashRate.verifiesPerSecond
    : options.rate === undefined
      ? undefined
      : Number(options.rate);
const connections = Number(options.connections ?? 1);
const postgresUrl = process.env.DATABASE_URL;
if (!postgresUrl) throw new Error('DATABASE_URL names the PostgreSQL server to profile on');

/** What one measured loop came to, closed or open. */
interface LoopOutcome {
  shape: string;
  admitted: number;
  refused: number;
  refusedP99Ms: number;
  others: Record<string, number>;
  p50Ms: number;
  p99Ms: number;
}

interface MemorySample {
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  spaces?: Record<string, { used: number; reserved: number }>;
}

async function runLoop(client: PortalClient, pool: SessionPool, ms: number): Promise<LoopOutcome> {
  if (rate !== undefined) {
    const loop = await runOpenLoop(client, pool, logIn, { ratePerSecond: rate, durationMs: ms });
    return {
      shape: `open loop at ${rate}/s`,
      admitted: loop.admitted.count,
      refused: loop.refused.count,
      refusedP99Ms: loop.refused.p99Ms,
      others: loop.others,
      p50Ms: loop.admitted.p50Ms,
      p99Ms: loop.admitted.p99Ms,
    };
  }
  const loop = await runClosedLoop(client, pool, logIn, {
    connections,
    warmupMs: 0,
    durationMs: ms,
  });
  const { success = 0, 'HTTP 503': refused = 0, ...others } = loop.outcomes;
  return {
    shape: `closed loop of ${connections}`,
    admitted: success,
    refused,
    refusedP99Ms: Number.NaN,
    others,
    p50Ms: loop.successLatency.p50Ms,
    p99Ms: loop.successLatency.p99Ms,
  };
}

function report(
  loop: LoopOutcome,
  before: ThreadCpu,
  after: ThreadCpu,
  memory: { firstBytes: number | null; peakBytes: number | null },
): string {
  const delta = (pick: (cpu: ThreadCpu) => number) => pick(after) - pick(before);
  const elapsedMs = delta((cpu) => cpu.wallMs);
  const rows: [string, number][] = [
    ['server main thread', delta((cpu) => cpu.server.mainMs)],
    ['  of it in the kernel (system calls)', delta((cpu) => cpu.server.mainSystemMs)],
    ['server hashing threads (libuv pool)', delta((cpu) => cpu.server.poolMs)],
    ['server other threads (V8 GC, compiler)', delta((cpu) => cpu.server.otherMs)],
    ['PostgreSQL backends of the pool', delta((cpu) => cpu.databaseMs)],
    ['load generator (this process)', delta((cpu) => cpu.selfMs)],
    [
      'everything else on the machine',
      delta((cpu) => cpu.machineBusyMs) - delta((cpu) => cpu.accountedMs),
    ],
  ];
  const perLogin = (ms: number) => (ms / Math.max(1, loop.admitted)).toFixed(2).padStart(7);
  const mb = (bytes: number | null) =>
    bytes === null ? 'n/a' : `${(bytes / 2 ** 20).toFixed(1)} MB`;
  return [
    `Logins, ${loop.shape}, for ${seconds} s after ${warmupSeconds} s of warm-up: ${loop.admitted} admitted ` +
      `(${(loop.admitted / seconds).toFixed(1)}/s), ${loop.refused} refused, others ${JSON.stringify(loop.others)}; ` +
      `p50 ${loop.p50Ms.toFixed(1)} ms, p99 ${loop.p99Ms.toFixed(1)} ms`,
    `CPU over ${(elapsedMs / 1000).toFixed(1)} s, ms per admitted login:`,
    ...rows.map(
      ([name, ms]) =>
        `  ${name.padEnd(42)} ${perLogin(ms)}   (${(ms / elapsedMs).toFixed(2)} cores)`,
    ),
    `Resident memory: ${mb(memory.firstBytes)} at the start of the window, peak ${mb(memory.peakBytes)}`,
    ...(hashRate
      ? [
          `H ${hashRate.verifiesPerSecond.toFixed(1)}/s, one hash ${hashRate.oneHashMs.toFixed(1)} ms (this process, before the server started): ` +
            `logins/s ÷ H ${(loop.admitted / seconds / hashRate.verifiesPerSecond).toFixed(3)}, ` +
            `admitted p99 ${loop.p99Ms.toFixed(1)} ms against 4 hashes ${(4 * hashRate.oneHashMs).toFixed(1)} ms, refused p99 ${loop.refusedP99Ms.toFixed(1)} ms`,
        ]
      : []),
  ].join('\n');
}

function formatMemory(memory: Record<string, MemorySample>): string {
  return Object.entries(memory)
    .map(([when, sample]) => {
      const spaces = Object.entries(sample.spaces ?? {})
        .filter(([, space]) => space.reserved > 0)
        .map(([name, space]) => `${name} ${space.used}/${space.reserved}`)
        .join(', ');
      return `  ${when.padEnd(8)} rss ${sample.rss}, heap ${sample.heapUsed} used of ${sample.heapTotal}, external ${sample.external} (array buffers ${sample.arrayBuffers})${spaces ? `; used/reserved: ${spaces}` : ''}`;
    })
    .join('\n');
}

const extraEnv = Object.fromEntries(
  options.env.map((setting) => {
    const at = setting.indexOf('=');
    return [setting.slice(0, at), setting.slice(at + 1)];
  }),
);
const profileDir = options['cpu-prof'] ? await mkdtemp(join(tmpdir(), 'login-profile-')) : null;
const memoryDir = options.memory ? await mkdtemp(join(tmpdir(), 'login-memory-')) : null;
const memoryFile = memoryDir ? join(memoryDir, 'memory.json') : null;
const memoryProbe = fileURLToPath(new URL('./memory-probe.js', import.meta.url));

const database = await createScratchDatabase(postgresUrl);
const server = await startServer({
  entry: options.entry,
  databaseUrl: database.url,
  seed: (dataDir) => seedDatabase({ dataDir, databaseUrl: database.url }),
  nodeArgs: [
    ...(memoryFile ? ['--import', memoryProbe] : []),
    ...options['node-arg'],
    ...(profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : []),
  ],
  env: { ...extraEnv, ...(memoryFile ? { MEMORY_PROBE_FILE: memoryFile } : {}) },
  ...(options['no-production-launch'] ? { launch: { nodeArgs: [], env: {} } } : {}),
  readyWithinMs: 60_000,
}).catch(async (error: unknown) => {
  await database.drop();
  throw error;
});

let window: { startUs: number; endUs: number; logins: number } | undefined;
try {
  const pages = createPortalClient(server.baseUrl, 8);
  // Enough sessions for 60 logins a second per connection, or for the rate asked.
  const perSecond = rate ?? 60 * connections;
  const sessions = await openVisitorSessions(
    pages,
    Math.ceil(perSecond * (warmupSeconds + seconds)) + 10,
    8,
  );
  const pool = new SessionPool(sessions, () => openLoginPage(pages));
  await withLeanClient(server, async (client) => {
    // The warm-up's logins compile the hot paths and open the pool's connections.
    await runLoop(client, pool, warmupSeconds * 1000);
    const backends = await database.backendPids();
    const memory = sampleResidentMemory(server.pid, 20);
    const before = threadCpu(server.pid, backends);
    const startedAt = process.hrtime.bigint();
    const loop = await runLoop(client, pool, seconds * 1000);
    const endedAt = process.hrtime.bigint();
    const after = threadCpu(server.pid, backends);
    const backendsAfter = await database.backendPids();
    const kept = backendsAfter.filter((pid) => backends.includes(pid)).length;
    process.stdout.write(
      `${report(loop, before, after, memory.stop())}\n` +
        `PostgreSQL connections: ${backends.length} at the start of the window, ${backendsAfter.length} at its end, ${kept} of them the same; ` +
        `${pool.openedDuringRun} page views made during the loops\n`,
    );
    window = {
      startUs: Number(startedAt / 1000n),
      endUs: Number(endedAt / 1000n),
      logins: loop.admitted,
    };
  });
  pages.close();
} finally {
  await server.stop();
  await database.drop();
}

if (memoryFile && memoryDir) {
  const memory = JSON.parse(await readFile(memoryFile, 'utf8')) as Record<string, MemorySample>;
  process.stdout.write(
    `\nServer memory, MB (memory-probe.js, whole run)\n${formatMemory(memory)}\n`,
  );
  await rm(memoryDir, { recursive: true, force: true });
}

if (profileDir && window) {
  const [file] = (await readdir(profileDir)).filter((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error('The server wrote no CPU profile');
  const profile = JSON.parse(await readFile(join(profileDir, file), 'utf8'));
  process.stdout.write(
    `\nMain thread by part (V8 samples in the window, ms per login)\n${summarizeProfile(profile, window, window.logins)}\n` +
      `Profile kept in ${join(profileDir, file)}\n`,
  );
}
