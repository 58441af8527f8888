// `npm run bench:compare -- <other build's dist/server/main.js>`: is this build slower than
// another on the calls that do not hash? On a shared machine the speed drifts by tens of
// percent within minutes (docs/benchmarks.md), so two `npm run bench` reports taken one after
// the other cannot tell a few percent apart. This runs both builds at once, each on a scratch
// database of DATABASE_URL's server, and drives them in alternating blocks, the order
// reversed every round, so that whatever the machine does hits both alike; each figure is the
// median over the rounds of the blocks' figures. It writes nothing and judges nothing: the
// budgets stay `npm run bench`'s.
//
//   DATABASE_URL=postgres://...   required: both builds run on PostgreSQL
//   COMPARE_ROUNDS=10             rounds of one block per call and build (default 8)
//   COMPARE_LOOP=closed           requests/s of 8 connections, instead of latencies at a rate

import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SessionRing, runClosedLoop, runOpenLoop } from '../bench/http-load.ts';
import { percentile } from '../bench/latency.ts';
import {
  createPortalClient,
  openVisitorSessions,
  type PortalClient,
} from '../bench/portal-client.ts';
import {
  prepareFlows,
  type RepeatableCallName,
  repeatableRequests,
} from '../bench/registration-calls.ts';
import { type ScratchDatabase, createScratchDatabase } from '../bench/scratch-database.ts';
import { type ServerProcess, startServer } from '../bench/server-process.ts';

/** Each call at a rate that both builds serve well below their peak. */
const calls: [RepeatableCallName, number][] = [
  ['verifyPersonalInfo', 120],
  ['validateVerificationCode', 150],
  ['rightSideContent', 400],
  ['reload', 300],
  ['userNameRecovery/verifyPersonalInfo', 80],
];
const blockMs = 4_000;
const cores = availableParallelism();

interface Build {
  name: string;
  database: ScratchDatabase;
  server: ServerProcess;
  client: PortalClient;
  sessions: {
    browsers: Awaited<ReturnType<typeof openVisitorSessions>>;
    codeStep: Awaited<ReturnType<typeof openVisitorSessions>>;
  };
  /** Per call, the figures of each block: [p50, p99] in ms, or [requests/s, p99]. */
  blocks: Map<RepeatableCallName, [number, number][]>;
}

async function startBuild(name: string, entry: string, serverUrl: string): Promise<Build> {
  const database = await createScratchDatabase(serverUrl);
  const server = await startServer({ entry, databaseUrl: database.url, readyWithinMs: 60_000 });
  const pages = createPortalClient(server.baseUrl, cores * 4);
  try {
    const browsers = await openVisitorSessions(pages, 50, cores);
    // A flow in each browser session, so that reload answers one.
    for (const session of browsers) await repeatableRequests.verifyPersonalInfo(pages, session, 0);
    const codeStep = await openVisitorSessions(pages, 20, cores);
    await prepareFlows(pages, codeStep, { step: 'code', concurrency: cores });
    const client = createPortalClient(server.baseUrl, 64);
    return { name, database, server, client, sessions: { browsers, codeStep }, blocks: new Map() };
  } finally {
    pages.close();
  }
}

async function runBlock(build: Build, call: RepeatableCallName, rate: number, closed: boolean) {
  const sessions = new SessionRing(
    call === 'validateVerificationCode' ? build.sessions.codeStep : build.sessions.browsers,
  );
  const request = repeatableRequests[call];
  const figures: [number, number] = closed
    ? await runClosedLoop(build.client, sessions, request, {
        connections: 8,
        warmupMs: 500,
        durationMs: blockMs,
      }).then((result) => [result.successesPerSecond, result.successLatency.p99Ms])
    : await runOpenLoop(build.client, sessions, request, {
        ratePerSecond: rate,
        durationMs: blockMs,
      }).then((result) => [result.admitted.p50Ms, result.admitted.p99Ms]);
  build.blocks.set(call, [...(build.blocks.get(call) ?? []), figures]);
}

async function main() {
  const serverUrl = process.env.DATABASE_URL;
  const other = process.argv[2];
  if (!serverUrl || !other) {
    console.error(
      'Usage: DATABASE_URL=postgres://... npm run bench:compare -- <dist/server/main.js of the other build>',
    );
    process.exit(2);
  }
  const rounds = Number(process.env.COMPARE_ROUNDS ?? 8);
  const closed = process.env.COMPARE_LOOP === 'closed';
  const entries = {
    other: resolve(other),
    this: fileURLToPath(new URL('../../dist/server/main.js', import.meta.url)),
  };
  const builds: Build[] = [];
  try {
    for (const [name, entry] of Object.entries(entries)) {
      builds.push(await startBuild(name, entry, serverUrl));
    }
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 === 0 ? builds : [...builds].reverse();
      for (const [call, rate] of calls) {
        for (const build of order) await runBlock(build, call, rate, closed);
      }
      console.error(`round ${round + 1} of ${rounds}`);
    }
    const [first, second] = builds as [Build, Build];
    const median = (blocks: [number, number][], index: 0 | 1) =>
      percentile(
        blocks.map((figures) => figures[index]),
        50,
      ).toFixed(closed ? 0 : 2);
    const heads = closed ? ['requests/s', 'p99 ms'] : ['p50 ms', 'p99 ms'];
    console.log(`| call | ${heads.map((head) => `other ${head} | this ${head}`).join(' | ')} |`);
    console.log(`| --- | --- | --- | --- | --- |`);
    for (const [call] of calls) {
      const cells = ([0, 1] as const).map(
        (index) =>
          `${median(first.blocks.get(call) ?? [], index)} | ${median(second.blocks.get(call) ?? [], index)}`,
      );
      console.log(`| ${call} | ${cells.join(' | ')} |`);
    }
  } finally {
    for (const build of builds) {
      build.client.close();
      await build.server.stop();
      await build.database.drop();
    }
  }
}

await main();
