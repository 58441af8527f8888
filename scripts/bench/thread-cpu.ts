// CPU time by thread of the server, with its PostgreSQL backends and this process beside it,
// from /proc. A Node process names all its threads `node`, so they are told apart by when they
// were made: the main thread is the process itself, libuv's pool (where argon2 hashes) is made
// in one go at the first piece of work it is given, after V8's platform threads (garbage
// collection and compiler helpers), which start with the process. So the pool is the
// UV_THREADPOOL_SIZE newest threads: the server makes no thread of its own after its start.

import { readdirSync, readFileSync } from 'node:fs';
import { cpuTimes } from './machine.ts';

/** Milliseconds of CPU, user and system, each party's threads together. */
export interface ThreadCpu {
  /** Wall-clock milliseconds (monotonic), to turn the deltas into cores. */
  wallMs: number;
  /** `mainSystemMs`: of `mainMs`, the kernel's (system calls: sockets above all). */
  server: { mainMs: number; mainSystemMs: number; poolMs: number; otherMs: number };
  databaseMs: number;
  selfMs: number;
  /** Every core's busy time, whoever used it. */
  machineBusyMs: number;
  /** The server, the database and this process together. */
  accountedMs: number;
}

const ticksPerSecond = 100;
const toMs = (ticks: number) => (ticks * 1000) / ticksPerSecond;

export function threadCpu(
  serverPid: number,
  databasePids: readonly number[],
  poolSize = Number(process.env.UV_THREADPOOL_SIZE ?? 4),
): ThreadCpu {
  const threads = readdirSync(`/proc/${serverPid}/task`)
    .map(Number)
    .sort((a, b) => a - b)
    .map((tid) => ({
      tid,
      ...(userAndSystemOf(`/proc/${serverPid}/task/${tid}/stat`) ?? { user: 0, system: 0 }),
    }))
    .map((thread) => ({ ...thread, ticks: thread.user + thread.system }));
  const pool = new Set(threads.slice(-poolSize).map((thread) => thread.tid));
  let mainMs = 0;
  let mainSystemMs = 0;
  let poolMs = 0;
  let otherMs = 0;
  for (const { tid, ticks, system } of threads) {
    if (tid === serverPid) {
      mainMs += toMs(ticks);
      mainSystemMs += toMs(system);
    } else if (pool.has(tid)) poolMs += toMs(ticks);
    else otherMs += toMs(ticks);
  }
  const databaseMs = databasePids.reduce(
    (sum, pid) => sum + toMs(ticksOf(`/proc/${pid}/stat`) ?? 0),
    0,
  );
  const self = process.cpuUsage();
  const selfMs = (self.user + self.system) / 1000;
  const machine = cpuTimes();
  const machineBusyMs = machine ? toMs(machine.total - machine.idle) : Number.NaN;
  return {
    wallMs: Number(process.hrtime.bigint() / 1_000_000n),
    server: { mainMs, mainSystemMs, poolMs, otherMs },
    databaseMs,
    selfMs,
    machineBusyMs,
    accountedMs: mainMs + poolMs + otherMs + databaseMs + selfMs,
  };
}

/** utime and stime of a /proc stat file, in clock ticks; null when it is gone. */
function userAndSystemOf(file: string): { user: number; system: number } | null {
  try {
    const stat = readFileSync(file, 'utf8');
    // The command name in parentheses may hold spaces; the fields count from after it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { user: Number(fields[11]), system: Number(fields[12]) };
  } catch {
    return null;
  }
}

function ticksOf(file: string): number | null {
  const times = userAndSystemOf(file);
  return times && times.user + times.system;
}

/** A login's CPU by party between two readings, ms per login. */
export interface LoginCpu {
  mainMs: number;
  mainSystemMs: number;
  hashingMs: number;
  helpersMs: number;
  databaseMs: number;
  loadGeneratorMs: number;
  /** Work outside the bench meanwhile, per login, which the bench's parties lacked. */
  otherWorkMs: number;
  /**
   * The hash's share of everything a login cost: with every core busy, logins/s ÷ H can be no
   * higher (docs/benchmarks.md, "What limits logins per second").
   */
  hashShare: number;
}

export function loginCpu(before: ThreadCpu, after: ThreadCpu, logins: number): LoginCpu {
  const per = (pick: (cpu: ThreadCpu) => number) =>
    (pick(after) - pick(before)) / Math.max(1, logins);
  const hashingMs = per((cpu) => cpu.server.poolMs);
  const accountedMs = per((cpu) => cpu.accountedMs);
  return {
    mainMs: per((cpu) => cpu.server.mainMs),
    mainSystemMs: per((cpu) => cpu.server.mainSystemMs),
    hashingMs,
    helpersMs: per((cpu) => cpu.server.otherMs),
    databaseMs: per((cpu) => cpu.databaseMs),
    loadGeneratorMs: per((cpu) => cpu.selfMs),
    otherWorkMs: Math.max(0, per((cpu) => cpu.machineBusyMs) - accountedMs),
    hashShare: accountedMs > 0 ? hashingMs / accountedMs : Number.NaN,
  };
}

/** The reading, or null where /proc cannot be read (not Linux). */
export function threadCpuIfAvailable(
  serverPid: number,
  databasePids: readonly number[],
): ThreadCpu | null {
  try {
    return threadCpu(serverPid, databasePids);
  } catch {
    return null;
  }
}
