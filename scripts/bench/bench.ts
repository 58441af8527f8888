// `npm run bench`: measures the budgets of docs/product/budgets.md that need a running server,
// and the figures around them, prints the report, writes it to test-results/bench.json, and
// writes the tables to docs/benchmarks.md (keeping its hand-written analysis). Exits 0
// whatever the verdicts (a FAIL is in the report); non-zero only when the bench itself could
// not run.
//
//   DATABASE_URL=postgres://...   also measure on PostgreSQL (a scratch database on it)
//   BENCH_ENGINES=postgres        only these engines (pglite, postgres), e.g. to investigate
//   BENCH_PHASES=claims           only the benefits calls on the grown client, the claims CSV
//                                 and the uploads (docs/product/budgets.md): their report is
//                                 printed and written to test-results/bench-claims.json, the
//                                 doc is left alone
//   BENCH_PHASES=mixed            only the mixed load and its soak (docs/benchmarks.md), the
//                                 same way (test-results/bench-mixed.json); `claims,mixed`
//                                 runs both
//   BENCH_QUICK=1                 every phase shortened, one Lighthouse run: checks that the
//                                 bench works in about three minutes; its figures are not for
//                                 the record, so the doc goes to test-results/ instead

import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeBenchmarksDoc } from './benchmarks-doc.ts';
import {
  type Engine,
  type EngineResult,
  type EngineTimings,
  runEngineBench,
} from './engine-bench.ts';
import { type ClaimsEngineResult, runClaimsBench } from './claims-bench.ts';
import { type MixedEngineResult, type MixedTimings, runMixedBench } from './mixed-bench.ts';
import { checkMixed, formatMixed } from './mixed-report.ts';
import { combineHashRates, measureHashRate } from './hash-rate.ts';
import { type LighthouseResult, runLighthouse } from './lighthouse.ts';
import { readLoginPageSize } from './login-page-size.ts';
import { describeMachine } from './machine.ts';
import { budgets, hashTimeMs } from './budgets.ts';
import { checkClaims, formatClaims } from './claims-report.ts';
import { type BenchResult, checkBudgets, formatReport, writeReportJson } from './report.ts';
import { sourceCommit } from './source-commit.ts';
import { Teardown } from './teardown.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const serverEntry = join(root, 'dist/server/main.js');
const webRoot = join(root, 'dist/web');
const loginPageSizeFile = join(root, 'dist/web/login-page-size.json');
const jsonFile = join(root, 'test-results/bench.json');
const docFile = join(root, 'docs/benchmarks.md');
const quickDocFile = join(root, 'test-results/benchmarks-quick.md');

const quick = process.env.BENCH_QUICK === '1';
/** The phases BENCH_PHASES may name, to run them alone. */
const phaseNames = ['claims', 'mixed'] as const;

interface Timings extends EngineTimings, MixedTimings {
  hashWarmupMs: number;
  hashMs: number;
  oneHashRuns: number;
  lighthouseRuns: number;
}

/**
 * Per engine about 45 s of logins, 45 s of repeatable registration calls, 15 s of one-shot
 * calls (and their preparation: a hash per flow for three of them), 12 s of static files, and
 * on the grown client 50 s of benefits calls, five CSV downloads and 15 uploads, and the
 * mixed load: 12 s at its peak, then 5 minutes at half of it; 14 s of hashing, 30 s of
 * Lighthouse.
 */
const fullTimings: Timings = {
  hashWarmupMs: 1_000,
  hashMs: 5_000,
  oneHashRuns: 30,
  loginWarmupMs: 2_000,
  loginMs: 8_000,
  overloadMs: 6_000,
  callWarmupMs: 1_000,
  callPeakMs: 3_000,
  callHalfPeakMs: 4_000,
  latencyRounds: 5,
  oneShotPerSecond: 50,
  oneShotMs: 3_000,
  staticWarmupMs: 1_000,
  staticMs: 3_000,
  uploadRounds: 3,
  csvRuns: 5,
  mixedPeakWarmupMs: 2_000,
  mixedPeakMs: 10_000,
  mixedSoakMs: 300_000,
  mixedWarmupMs: 120_000,
  mixedWindowMs: 30_000,
  mixedSliceMs: 60_000,
  mixedResidentEveryMs: 1_000,
  mixedHeapEveryMs: 5_000,
  lighthouseRuns: 3,
};

const quickTimings: Timings = {
  hashWarmupMs: 300,
  hashMs: 1_000,
  oneHashRuns: 5,
  loginWarmupMs: 300,
  loginMs: 1_000,
  overloadMs: 1_000,
  callWarmupMs: 200,
  callPeakMs: 700,
  callHalfPeakMs: 1_000,
  latencyRounds: 3,
  oneShotPerSecond: 50,
  oneShotMs: 600,
  staticWarmupMs: 200,
  staticMs: 700,
  uploadRounds: 1,
  csvRuns: 2,
  mixedPeakWarmupMs: 500,
  mixedPeakMs: 2_000,
  mixedSoakMs: 20_000,
  mixedWarmupMs: 8_000,
  mixedWindowMs: 4_000,
  mixedSliceMs: 4_000,
  mixedResidentEveryMs: 250,
  mixedHeapEveryMs: 1_000,
  lighthouseRuns: 1,
};

const timings = quick ? quickTimings : fullTimings;

function progress(message: string) {
  process.stderr.write(`bench: ${message}\n`);
}

/** The engines to run: both when DATABASE_URL is set, unless BENCH_ENGINES names fewer. */
function chooseEngines(postgresUrl: string | undefined): Engine[] {
  const available: Engine[] = postgresUrl ? ['pglite', 'postgres'] : ['pglite'];
  const asked = process.env.BENCH_ENGINES;
  if (!asked) return available;
  const names = asked.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !available.includes(name as Engine));
  if (unknown.length > 0) {
    throw new Error(
      `BENCH_ENGINES names ${unknown.join(', ')}; available: ${available.join(', ')} (postgres needs DATABASE_URL)`,
    );
  }
  return available.filter((engine) => names.includes(engine));
}

/** The phases BENCH_PHASES names, to run alone; null (unset) runs the whole bench. */
function choosePhases(): (typeof phaseNames)[number][] | null {
  const asked = process.env.BENCH_PHASES;
  if (!asked) return null;
  const names = asked.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !(phaseNames as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new Error(
      `BENCH_PHASES names ${unknown.join(', ')}; available: ${phaseNames.join(', ')}`,
    );
  }
  return phaseNames.filter((phase) => names.includes(phase));
}

/** The command as typed, with the settings that change what is measured (no password). */
function commandLine(): string {
  const settings = ['DATABASE_URL', 'BENCH_ENGINES', 'BENCH_PHASES', 'BENCH_QUICK']
    .filter((name) => process.env[name])
    .map((name) => {
      const value = process.env[name] as string;
      if (name !== 'DATABASE_URL') return `${name}=${value}`;
      const url = new URL(value);
      if (url.password) url.password = '***';
      return `${name}=${url.toString()}`;
    });
  const script = process.env.npm_lifecycle_event;
  const file = relative(process.cwd(), fileURLToPath(import.meta.url));
  const command = script
    ? `npm run ${script}`
    : [basename(process.execPath), ...process.execArgv, file].join(' ');
  return [...settings, command].join(' ');
}

async function bench(teardown: Teardown): Promise<void> {
  if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing; run "npm run build"`);
  const loginPage = await readLoginPageSize(loginPageSizeFile);
  const startedAt = new Date().toISOString();
  const machine = await describeMachine();
  const postgresUrl = process.env.DATABASE_URL;
  const engineNames = chooseEngines(postgresUrl);
  const onlyPhases = choosePhases();
  if (quick) progress('BENCH_QUICK: every phase shortened; the figures are not for the record');
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
  /** The benefits calls, their latency budget counted in the hash time of `hash`. */
  const runClaims = async (hash: { verifiesPerSecond: number }) => {
    const claims: ClaimsEngineResult[] = [];
    for (const engine of engineNames) {
      progress(`${engine}: benefits calls on the grown client, the claims CSV, uploads`);
      claims.push(
        await runClaimsBench({
          engine,
          postgresUrl,
          serverEntry,
          timings,
          hashMs: hashTimeMs(machine.cores, hash.verifiesPerSecond),
          teardown,
          progress,
        }),
      );
    }
    return claims;
  };
  const runMixed = async () => {
    const mixed: MixedEngineResult[] = [];
    for (const engine of engineNames) {
      progress(`${engine}: the mixed load, its peak, then half of it`);
      mixed.push(
        await runMixedBench({ engine, postgresUrl, serverEntry, timings, teardown, progress }),
      );
    }
    return mixed;
  };
  if (onlyPhases) {
    const claims = onlyPhases.includes('claims')
      ? await runClaims(await measureH('before the benefits calls'))
      : [];
    const mixed = onlyPhases.includes('mixed') ? await runMixed() : [];
    const checks = [...checkClaims(claims), ...checkMixed(mixed)];
    const figureWidth = Math.max(...checks.map((check) => check.figure.length));
    const phasesJsonFile = join(root, `test-results/bench-${onlyPhases.join('-')}.json`);
    const report = [
      `Benefits portal bench, BENCH_PHASES=${onlyPhases.join(',')}${quick ? ' (BENCH_QUICK: shortened phases)' : ''}`,
      `  machine                            ${machine.cpuModel}, ${machine.cores} cores, Node ${machine.node}; ${machine.busyBeforeStart === null ? 'load not measured' : `${(machine.busyBeforeStart * 100).toFixed(0)}% of the cores busy in the second before the start`}`,
      `  command                            ${commandLine()}`,
      `  commit                             ${sourceCommit(root) ?? 'unknown'}`,
      `  started                            ${startedAt}`,
      ...claims.flatMap((result) => ['', ...formatClaims(result, timings)]),
      ...mixed.flatMap((result) => ['', ...formatMixed(result)]),
      '',
      'Budgets (docs/product/budgets.md, the benefits area)',
      ...checks.map(
        (check) =>
          `  ${check.pass ? 'PASS' : 'FAIL'}  ${check.scope.padEnd(8)} ${check.figure.padEnd(figureWidth)} ${check.value.padEnd(24)} budget ${check.budget}`,
      ),
    ].join('\n');
    await mkdir(dirname(phasesJsonFile), { recursive: true });
    await writeFile(
      phasesJsonFile,
      `${JSON.stringify({ startedAt, command: commandLine(), machine, timings, claims, mixed, budgets, checks }, null, 2)}\n`,
    );
    process.stdout.write(`\n${report}\nWritten: ${relative(process.cwd(), phasesJsonFile)}\n`);
    return;
  }

  const hashBefore = await measureH('before the HTTP part');

  const engines: EngineResult[] = [];
  let lighthouse: LighthouseResult | undefined;
  for (const engine of engineNames) {
    progress(`${engine}: logins, registration calls, static files, through HTTP`);
    engines.push(
      await runEngineBench({
        engine,
        postgresUrl,
        serverEntry,
        webRoot,
        hashesPerSecond: hashBefore.verifiesPerSecond,
        timings,
        slowOverMs: budgets.nonHashingP99Ms,
        teardown,
        progress,
        whileIdle: lighthouse
          ? undefined
          : async (baseUrl) => {
              progress(`Lighthouse on the login page, ${timings.lighthouseRuns} runs`);
              lighthouse = await runLighthouse(
                `${baseUrl}/auth/employee-benefits/login`,
                timings.lighthouseRuns,
              );
            },
      }),
    );
  }
  if (!lighthouse) throw new Error('Lighthouse did not run');
  const claims = await runClaims(hashBefore);
  const mixed = await runMixed();

  const hash = combineHashRates([hashBefore, await measureH('after the HTTP part')]);

  const result: BenchResult = {
    startedAt,
    command: commandLine(),
    commit: sourceCommit(root),
    quick,
    timings,
    machine,
    hash,
    engines,
    loginPage,
    lighthouse,
    claims,
    mixed,
  };
  const checks = checkBudgets(result);
  await writeReportJson(jsonFile, result, checks);
  const report = formatReport(result, checks, relative(process.cwd(), jsonFile));
  const doc = quick ? quickDocFile : docFile;
  await writeBenchmarksDoc({ from: docFile, to: doc, result, checks, report });
  process.stdout.write(`\n${report}\nWritten: ${relative(process.cwd(), doc)}\n`);
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
