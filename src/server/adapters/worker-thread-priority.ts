// The password hashes run on libuv's thread pool and keep both cores busy under a login load;
// the main thread, which parses, looks up, answers and hands out the next hash, then waits for
// a core behind them at each of its turns (every database answer, every request), and so do
// the database's backends on the same machine. A logged-in answer waits for its hash and for
// all those turns. So the server's threads other than the main one (the pool, and V8's helpers
// for garbage collection and compilation) run at a lower priority: whenever the main thread
// has work it gets a core at once, and the hashes take whatever CPU is left, which under load
// is nearly all of it. The work done is the same; the order changes (docs/benchmarks.md, "What
// delays an admitted login").
//
// Linux gives each thread its own nice value (setpriority on a thread id), and lowering one's
// own priority needs no privilege. Elsewhere, or if /proc cannot be read, nothing changes.

import { readdirSync } from 'node:fs';
import { setPriority } from 'node:os';

/** CFS gives a thread of nice 10 about a tenth of the CPU a thread of nice 0 gets beside it. */
export const workerThreadNice = 10;

/**
 * Lowers the priority of every thread of this process but the main one; threads made later
 * by the main thread keep its priority. Call it once the thread pool exists (after the first
 * hash). Answers how many threads it lowered, 0 where it could not.
 */
export function lowerWorkerThreadPriority(nice = workerThreadNice): number {
  let threads: string[];
  try {
    threads = readdirSync('/proc/self/task');
  } catch {
    return 0;
  }
  let lowered = 0;
  for (const thread of threads) {
    const id = Number(thread);
    if (id === process.pid) continue;
    try {
      setPriority(id, nice);
      lowered++;
    } catch {
      // A thread that ended meanwhile, or a system that refuses: it keeps its priority.
    }
  }
  return lowered;
}
