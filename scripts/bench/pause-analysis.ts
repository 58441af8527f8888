// Why the slow requests of an open-loop phase were slow. Each request over the latency budget
// is matched against what the pause probes recorded at the same wall-clock time, in the
// server and in this process (the load generator), and given the first cause that fits:
//
//   server GC          a garbage collection of 2 ms or more in the server
//   server off CPU     the server's loop ran late while the OS kept it waiting for a CPU
//                      (other processes had the cores: the load generator, PostgreSQL, anyone)
//   server busy        the server's loop ran late while on the CPU: JavaScript (or, on PGlite,
//                      the database, which runs in the server's thread) held it
//   load generator     this process paused (GC or a late loop) and read the answer late
//   neither process    both loops ran freely: the time went outside them, waiting on
//                      PostgreSQL or in the kernel
//
// The CPU each party used during the phase says how much room the cores had, and how long
// PostgreSQL's backends waited for one.

import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import type { OpenLoopResult } from './http-load.ts';
import { cpuTimes, listenDrops } from './machine.ts';
import type { PauseRecords } from './pause-probe.js';

export const pauseCauses = [
  'server GC',
  'server off CPU',
  'server busy',
  'load generator',
  'neither process',
] as const;
export type PauseCause = (typeof pauseCauses)[number];

/** A GC this short is the ordinary cost of a young-generation scavenge, not a pause. */
const gcPauseMs = 2;

/** Cores used during a phase, each party's share of the machine. */
export interface CpuUse {
  cores: number;
  /** Busy cores, whoever used them. */
  machine: number;
  server: number;
  loadGenerator: number;
  /** PostgreSQL's backends serving the bench's database; null on PGlite. */
  database: number | null;
  /** How long those backends, together, waited for a CPU while they had work. */
  databaseRunQueueMs: number | null;
  /** The OS and any other work on the machine (PostgreSQL too, on PGlite: none). */
  rest: number;
  /** Connections dropped by a full listen queue, machine-wide (each waits 1 s); null: unknown. */
  listenDrops: number | null;
}

export interface PhasePauses {
  thresholdMs: number;
  slowRequests: number;
  byCause: Record<PauseCause, number>;
  server: {
    gcCount: number;
    gcTotalMs: number;
    gcMaxMs: number;
    gcMaxKind: string;
    stallMaxMs: number;
    offCpuMs: number;
  };
  loadGenerator: { gcMaxMs: number; stallMaxMs: number };
  cpu: CpuUse | null;
}

interface Span {
  atMs: number;
  ms: number;
}

const overlaps = (a: Span, b: Span) => a.atMs < b.atMs + b.ms && b.atMs < a.atMs + a.ms;

export function attributePauses(
  phase: Pick<OpenLoopResult, 'window' | 'slow'>,
  server: PauseRecords,
  loadGenerator: PauseRecords,
  thresholdMs: number,
  cpu: CpuUse | null,
): PhasePauses {
  const within = <T extends Span>(records: T[]) =>
    records.filter((record) =>
      overlaps(record, {
        atMs: phase.window.startMs,
        ms: phase.window.endMs - phase.window.startMs,
      }),
    );
  const serverGc = within(server.gc);
  const serverStalls = within(server.stalls);
  const clientGc = within(loadGenerator.gc);
  const clientStalls = within(loadGenerator.stalls);
  const pauses = serverGc.filter((gc) => gc.ms >= gcPauseMs);
  const offCpu = serverStalls.filter((stall) => (stall.runQueueMs ?? 0) >= stall.ms / 2);
  const busy = serverStalls.filter((stall) => !offCpu.includes(stall));
  const clientPauses: Span[] = [...clientGc.filter((gc) => gc.ms >= gcPauseMs), ...clientStalls];

  const byCause = Object.fromEntries(pauseCauses.map((cause) => [cause, 0])) as Record<
    PauseCause,
    number
  >;
  for (const request of phase.slow) {
    const hit = (spans: Span[]) => spans.some((span) => overlaps(request, span));
    const cause: PauseCause = hit(pauses)
      ? 'server GC'
      : hit(offCpu)
        ? 'server off CPU'
        : hit(busy)
          ? 'server busy'
          : hit(clientPauses)
            ? 'load generator'
            : 'neither process';
    byCause[cause]++;
  }
  const longestGc = serverGc.reduce<(typeof serverGc)[number] | undefined>(
    (longest, gc) => (longest && longest.ms >= gc.ms ? longest : gc),
    undefined,
  );
  const max = (spans: Span[]) => spans.reduce((most, span) => Math.max(most, span.ms), 0);
  return {
    thresholdMs,
    slowRequests: phase.slow.length,
    byCause,
    server: {
      gcCount: serverGc.length,
      gcTotalMs: serverGc.reduce((sum, gc) => sum + gc.ms, 0),
      gcMaxMs: longestGc?.ms ?? 0,
      gcMaxKind: longestGc?.kind ?? 'none',
      stallMaxMs: max(serverStalls),
      offCpuMs: serverStalls.reduce((sum, stall) => sum + (stall.runQueueMs ?? 0), 0),
    },
    loadGenerator: { gcMaxMs: max(clientGc), stallMaxMs: max(clientStalls) },
    cpu,
  };
}

/**
 * CPU time of the machine, the server, this process and the database's backends between the
 * call and `stop()`, from /proc; null where there is none. A backend that exits meanwhile is
 * left out of both ends.
 */
export function watchCpu(
  serverPid: number,
  databasePids: readonly number[],
): { stop(): CpuUse | null } {
  const read = () => {
    const machine = cpuTimes();
    const drops = listenDrops();
    const server = processJiffies(serverPid);
    const self = processJiffies(process.pid);
    const backends = new Map(
      databasePids.map((pid) => [pid, { jiffies: processJiffies(pid), waitMs: runQueueMs(pid) }]),
    );
    return machine && server !== null && self !== null
      ? { machine, drops, server, self, backends }
      : null;
  };
  const before = read();
  return {
    stop() {
      const after = read();
      if (!before || !after) return null;
      const total = after.machine.total - before.machine.total;
      if (total <= 0) return null;
      const cores = availableParallelism();
      const share = (jiffies: number) => (jiffies / total) * cores;
      let databaseJiffies = 0;
      let databaseWaitMs = 0;
      for (const [pid, start] of before.backends) {
        const end = after.backends.get(pid);
        if (start.jiffies === null || end?.jiffies == null) continue;
        databaseJiffies += end.jiffies - start.jiffies;
        databaseWaitMs += (end.waitMs ?? 0) - (start.waitMs ?? 0);
      }
      const machine = share(total - (after.machine.idle - before.machine.idle));
      const server = share(after.server - before.server);
      const loadGenerator = share(after.self - before.self);
      const database = databasePids.length > 0 ? share(databaseJiffies) : null;
      return {
        cores,
        machine,
        server,
        loadGenerator,
        database,
        databaseRunQueueMs: databasePids.length > 0 ? databaseWaitMs : null,
        rest: Math.max(0, machine - server - loadGenerator - (database ?? 0)),
        listenDrops:
          before.drops === null || after.drops === null ? null : after.drops - before.drops,
      };
    },
  };
}

/** Time a (single-threaded) process has spent waiting for a CPU, from /proc/<pid>/schedstat. */
export function runQueueMs(pid: number): number | null {
  try {
    const waitNs = Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[1]);
    return Number.isFinite(waitNs) ? waitNs / 1e6 : null;
  } catch {
    return null;
  }
}

/** User and system time of a process, all threads, in jiffies as /proc/stat counts them. */
export function processJiffies(pid: number): number | null {
  try {
    // The command name in parentheses may hold spaces; the fields count from after it.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}
