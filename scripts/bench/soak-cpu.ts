// The CPU each party used over a phase of minutes. watchCpu (pause-analysis.ts) reads the
// database's backends it is given at the start and at the end, which suits a phase of
// seconds; over minutes the server's pool closes a connection idle for 10 s and opens another,
// so the backends of the start are gone by the end and their work would count as nobody's.
// Here the backends of the bench's database are looked up every second, and each one's CPU
// is counted from when it was first seen to when it was last seen.

import { availableParallelism } from 'node:os';
import { cpuTimes } from './machine.ts';
import { type CpuUse, processJiffies, runQueueMs, watchCpu } from './pause-analysis.ts';

interface Reading {
  jiffies: number;
  waitMs: number;
}

export function watchSoakCpu(
  serverPid: number,
  /** The backends of the bench's database; null on PGlite, which has none. */
  databasePids: (() => Promise<number[]>) | null,
  everyMs = 1_000,
): { stop(): Promise<CpuUse | null> } {
  const machineBefore = cpuTimes();
  const others = watchCpu(serverPid, []);
  const backends = new Map<number, { first: Reading; last: Reading }>();
  let polling: Promise<void> = Promise.resolve();
  const poll = (list: () => Promise<number[]>) => {
    polling = list()
      .then((pids) => {
        for (const pid of pids) {
          const jiffies = processJiffies(pid);
          if (jiffies === null) continue;
          const reading = { jiffies, waitMs: runQueueMs(pid) ?? 0 };
          const seen = backends.get(pid);
          backends.set(pid, { first: seen?.first ?? reading, last: reading });
        }
      })
      .catch(() => undefined);
  };
  const timer = databasePids ? setInterval(() => poll(databasePids), everyMs) : undefined;
  if (databasePids) poll(databasePids);
  return {
    stop: async () => {
      clearInterval(timer);
      if (databasePids) poll(databasePids);
      await polling;
      const use = others.stop();
      const machineAfter = cpuTimes();
      if (!use || !databasePids || !machineBefore || !machineAfter) return use;
      let jiffies = 0;
      let waitMs = 0;
      for (const { first, last } of backends.values()) {
        jiffies += last.jiffies - first.jiffies;
        waitMs += last.waitMs - first.waitMs;
      }
      const total = machineAfter.total - machineBefore.total;
      const database = total > 0 ? (jiffies / total) * availableParallelism() : 0;
      return {
        ...use,
        database,
        databaseRunQueueMs: waitMs,
        rest: Math.max(0, use.rest - database),
      };
    },
  };
}
