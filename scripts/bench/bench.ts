// `npm run bench`: measures the budgets of DESIGN.md section 10 that need a running server,
// prints the report and writes it to test-results/bench.json. Exits 0 whatever the verdicts
// (a FAIL is in the report); non-zero only when the bench itself could not run.

import { existsSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { combineHashRates, measureHashRate } from './hash-rate.ts';
import { type LighthouseResult, runLighthouse } from './lighthouse.ts';
import { type EngineResult, runLoginBench } from './login-bench.ts';
import { readLoginPageSize } from './login-page-size.ts';
import { describeMachine } from './machine.ts';
import { type BenchResult, checkBudgets, formatReport, writeReportJson } from './report.ts';
import { Teardown } from './teardown.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const serverEntry = join(root, 'dist/server/main.js');
const loginPageSizeFile = join(root, 'dist/web/login-page-size.json');
const jsonFile = join(root, 'test-results/bench.json');

const lighthouseRuns = 3;

/**
 * About 45 s of logins and 35 s of non-hashing calls per database engine, 14 s of hashing,
 * 30 s of Lighthouse.
 */
const timings = {
  hashWarmupMs: 1_000,
  hashMs: 5_000,
  oneHashRuns: 30,
  loginWarmupMs: 2_000,
  loginMs: 8_000,
  overloadMs: 6_000,
  callWarmupMs: 1_000,
  callPeakMs: 3_000,
  callHalfPeakMs: 4_000,
};

function progress(message: string) {
  process.stderr.write(`bench: ${message}\n`);
}

function commandLine(): string {
  const script = process.env.npm_lifecycle_event;
  if (script) return `npm run ${script}`;
  const file = relative(process.cwd(), fileURLToPath(import.meta.url));
  return [basename(process.execPath), ...process.execArgv, file].join(' ');
}

async function bench(teardown: Teardown): Promise<void> {
  if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing; run "npm run build"`);
  const loginPage = await readLoginPageSize(loginPageSizeFile);
  const startedAt = new Date().toISOString();
  const machine = await describeMachine();

  const measureH = async (when: string) => {
    progress(`measuring H ${when} for ${(timings.hashWarmupMs + timings.hashMs) / 1000} s`);
    const rate = await measureHashRate({
      warmupMs: timings.hashWarmupMs,
      durationMs: timings.hashMs,
      oneHashRuns: timings.oneHashRuns,
    });
    progress(
      `H = ${rate.verifiesPerSecond.toFixed(1)} verifies/s, one hash ${rate.oneHashMs.toFixed(1)} ms`,
    );
    return rate;
  };
  const hashBefore = await measureH('before the HTTP part');

  const postgresUrl = process.env.DATABASE_URL;
  const engines: EngineResult[] = [];
  let lighthouse: LighthouseResult | undefined;
  for (const engine of postgresUrl ? (['pglite', 'postgres'] as const) : (['pglite'] as const)) {
    progress(`logins, then non-hashing calls, through HTTP on ${engine}`);
    engines.push(
      await runLoginBench({
        engine,
        postgresUrl,
        serverEntry,
        hashesPerSecond: hashBefore.verifiesPerSecond,
        timings,
        teardown,
        whileIdle: lighthouse
          ? undefined
          : async (baseUrl) => {
              progress(`Lighthouse on the login page, ${lighthouseRuns} runs`);
              lighthouse = await runLighthouse(
                `${baseUrl}/auth/employee-benefits/login`,
                lighthouseRuns,
              );
            },
      }),
    );
  }
  if (!lighthouse) throw new Error('Lighthouse did not run');

  const hash = combineHashRates([hashBefore, await measureH('after the HTTP part')]);

  const result: BenchResult = {
    startedAt,
    command: commandLine(),
    machine,
    hash,
    engines,
    loginPage,
    lighthouse,
  };
  const checks = checkBudgets(result);
  await writeReportJson(jsonFile, result, checks);
  process.stdout.write(`\n${formatReport(result, checks, relative(process.cwd(), jsonFile))}`);
}

const teardown = new Teardown();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    progress(`${signal}: stopping the server and cleaning up`);
    void teardown.runAll().finally(() => process.exit(130));
  });
}

try {
  await bench(teardown);
  await teardown.runAll();
} catch (error) {
  process.stderr.write(`The bench could not run: ${(error as Error).stack ?? String(error)}\n`);
  await teardown.runAll();
  // Load loops may still be spinning against the stopped server: end now, not when they do.
  process.exit(1);
}
