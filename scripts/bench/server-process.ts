// The real server as a child process (`node dist/server/main.js` with production's node flags
// and memory settings), on a free port of 127.0.0.1 with a fresh DATA_DIR, so the bench
// measures what production runs, start-up, demo data and all. Its environment is built here rather than inherited so that a
// developer's own settings (PUBLIC_URL, NODE_ENV, ...) cannot change what is measured.

import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { get } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import type { PauseRecords } from './pause-probe.js';

const pauseProbe = fileURLToPath(new URL('./pause-probe.js', import.meta.url));

/** High enough that no rate limit trips: all the bench's load comes from one address. */
export const benchRateLimitPerMinute = 10_000_000;

export interface ServerProcess {
  pid: number;
  baseUrl: string;
  /** Rejects when the server exits before `stop()`: race the load against it. */
  crashed: Promise<never>;
  stop(): Promise<void>;
  /** After `stop()`: the pauses the server's probe recorded, null without the probe. */
  pauses(): PauseRecords | null;
}

/**
 * How production starts the server (docs/operations.md, "Memory"): the node flags and the
 * environment that `npm start`, the Dockerfile and deploy/portal.service all give it, so that
 * the bench measures what runs. production-launch.test.ts holds those three to this.
 */
export const productionLaunch = {
  /**
   * A young generation of 2 x 8 MB instead of 2 x 16 MB (the garbage between scavenges), and an
   * old generation capped at 256 MB, which makes V8 grow it by at most 1.3 times what survived
   * the last full collection instead of up to 4 times (docs/benchmarks.md, "What holds the
   * memory"). A young generation of 2 x 4 MB held less still, but its scavenges came so often
   * that the fast calls' p99 waited on them ("The runs of 19:32 and 19:44").
   */
  nodeArgs: ['--max-semi-space-size=8', '--max-old-space-size=256'],
  /** Two malloc arenas for all threads instead of one per thread that ever allocates. */
  env: { MALLOC_ARENA_MAX: '2' },
} as const;

export function productionServerLaunch(): { nodeArgs: string[]; env: Record<string, string> } {
  return { nodeArgs: [...productionLaunch.nodeArgs], env: { ...productionLaunch.env } };
}

export interface ServerOptions {
  entry: string;
  /** Extra node flags, e.g. `--cpu-prof` to see where a login's time goes. */
  nodeArgs?: string[];
  /** Extra environment, e.g. HASH_QUEUE, to try a setting against the same load. */
  env?: Record<string, string>;
  /** A PostgreSQL database; without it the server uses embedded PGlite in DATA_DIR. */
  databaseUrl?: string;
  /** Writes the data the server starts on, given its fresh DATA_DIR. */
  seed?: (dataDir: string) => Promise<void>;
  /** Production's node flags and environment (the default), or others to compare them with. */
  launch?: { nodeArgs: string[]; env: Record<string, string> };
  /** Loads pause-probe.js into the server, to record its GC pauses and event-loop stalls. */
  probePauses?: boolean;
  readyWithinMs: number;
}

export async function startServer({
  entry,
  nodeArgs = [],
  env = {},
  databaseUrl,
  seed,
  probePauses = false,
  launch = productionServerLaunch(),
  readyWithinMs,
}: ServerOptions): Promise<ServerProcess> {
  const port = await findFreePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-bench-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const probeFile = join(dataDir, 'pauses.json');
  try {
    await seed?.(dataDir);
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  const probeArgs = probePauses ? ['--import', pauseProbe] : [];
  const child = spawn(process.execPath, [...probeArgs, ...launch.nodeArgs, ...nodeArgs, entry], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_ADDRESS_PER_MINUTE: String(benchRateLimitPerMinute),
      RATE_LIMIT_SESSION_PER_MINUTE: String(benchRateLimitPerMinute),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...(probePauses ? { BENCH_PAUSE_PROBE_FILE: probeFile } : {}),
      ...launch.env,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = keepTail(child);
  let stopping = false;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const crashed = new Promise<never>((_resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (stopping) return;
      reject(new Error(`The server exited (${signal ?? `code ${code}`}) unasked:\n${output()}`));
    });
  });
  // Nobody may be racing against it at the moment of a crash; the next race still sees it.
  crashed.catch(() => undefined);

  let pauses: PauseRecords | null = null;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      // Unreferenced, so that a prompt exit does not leave the bench waiting for the timer.
      const gaveUp = sleep(10_000, false, { ref: false });
      const stopped = await Promise.race([exited.then(() => true), gaveUp]);
      if (!stopped) child.kill('SIGKILL');
      await exited;
    }
    if (probePauses) {
      // The probe writes when the server exits; a killed server leaves no file.
      pauses = await readFile(probeFile, 'utf8').then(
        (text) => JSON.parse(text) as PauseRecords,
        () => null,
      );
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await Promise.race([waitUntilReady(`${baseUrl}/auth/`, readyWithinMs), crashed]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { pid: child.pid as number, baseUrl, crashed, stop, pauses: () => pauses };
}

/** Starts the server with its pause probe, timing the start apart from the seed. */
export async function startSeededServer(
  options: Omit<ServerOptions, 'probePauses'>,
): Promise<{ server: ServerProcess; serverStartSeconds: number }> {
  let seedSeconds = 0;
  const startedAt = performance.now();
  const server = await startServer({
    ...options,
    probePauses: true,
    seed: async (dataDir) => {
      const began = performance.now();
      await options.seed?.(dataDir);
      seedSeconds = (performance.now() - began) / 1000;
    },
  });
  return { server, serverStartSeconds: (performance.now() - startedAt) / 1000 - seedSeconds };
}

async function findFreePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', resolve);
  });
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('No free port found');
  return address.port;
}

/** The last lines the server wrote, to explain a failed start or a crash. */
function keepTail(child: ChildProcess, maxLines = 40): () => string {
  const lines: string[] = [];
  const collect = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - maxLines));
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return () => lines.join('\n');
}

async function waitUntilReady(url: string, withinMs: number): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if ((await statusOf(url)) === 200) return;
    await sleep(100);
  }
  throw new Error(`The server did not answer 200 on ${url} within ${withinMs / 1000} s`);
}

function statusOf(url: string): Promise<number> {
  return new Promise((resolve) => {
    get(url, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    }).on('error', () => resolve(0));
  });
}
