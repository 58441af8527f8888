// The portal as an operator runs it, for the system tests (docs/operations.md#scaling-out):
// `src/server/main.ts` in a process of its own on a free port of 127.0.0.1, against the PostgreSQL
// database it is given. Several may run against one database (scale-out); one may be killed and
// started again (faults). Its log lines are kept, to look for secrets and stack traces.

import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { testSecrets } from './test-secrets.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface PortalProcess {
  /** `http://127.0.0.1:<port>`, without the /auth base path. */
  origin: string;
  port: number;
  child: ChildProcess;
  /** Every line the process wrote to stdout and stderr so far. */
  output: string[];
  /** SIGTERM, and waits for the exit. */
  stop(): Promise<void>;
  /** SIGKILL: no cleanup, no goodbye. Waits for the exit. */
  kill(): Promise<void>;
}

export interface PortalProcessOptions {
  /** The database the portal uses (a migrated one from createPostgresDatabase, or empty). */
  databaseUrl: string;
  /** More environment, over the test defaults below. */
  env?: Record<string, string>;
  /** The port to listen on; a free one when absent (set it to restart on the same port). */
  port?: number;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  await once(server, 'close');
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Starts the portal and resolves once it answers its landing page. */
export async function startPortalProcess({
  databaseUrl,
  env = {},
  port,
}: PortalProcessOptions): Promise<PortalProcess> {
  const listenPort = port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...testSecrets,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(listenPort),
      DATABASE_URL: databaseUrl,
      DEMO_DATA: 'false',
      DEV_OUTBOX: 'true',
      LOG_LEVEL: 'info',
      WEB_ROOT: fileURLToPath(new URL('../../src/web', import.meta.url)),
      // The test clients all come from 127.0.0.1.
      RATE_LIMIT_ADDRESS_PER_MINUTE: '100000',
      ADDRESS_LOGIN_MAX_FAILURES: '100000',
      ...env,
    },
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) =>
    output.push(...chunk.toString('utf8').split('\n').filter(Boolean));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = once(child, 'exit');
  const origin = `http://127.0.0.1:${listenPort}`;

  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`The portal exited with ${child.exitCode}:\n${output.join('\n')}`);
    }
    try {
      const response = await fetch(`${origin}/auth/`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The portal did not start in 30 s:\n${output.join('\n')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  const ended = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(signal);
    await exited;
  };
  return {
    origin,
    port: listenPort,
    child,
    output,
    stop: () => ended('SIGTERM'),
    kill: () => ended('SIGKILL'),
  };
}
