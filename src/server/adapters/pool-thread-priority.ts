// The password hashes run on libuv's thread pool and keep both cores busy under a login load;
// the main thread, which parses, looks up, answers and hands out the next hash, then waits for
// a core behind them at each of its turns (every database answer, every request), and so do
// the database's backends on the same machine. A logged-in answer waits for its hash and for
// all those turns. So the pool's threads run at a lower priority: whenever the main thread
// has work it gets a core at once, and the hashes take whatever CPU is left, which under load
// is nearly all of it. The work done is the same; the order changes (docs/benchmarks.md, "What
// delays an admitted login").
//
// Only the pool: V8's helper threads (parallel scavenges, concurrent marking) stay at the
// main thread's priority, since a garbage collection waits for the helpers it started, and at
// a lower priority they made the main thread's collections ten times longer under load.
//
// Linux gives each thread its own nice value (setpriority on a thread id), and lowering one's
// own priority needs no privilege. Node names every thread `node`, so the pool is told apart by
// when it was made: libuv makes its threads together at the first work it is given, after V8's
// threads, which start with the process, and the server makes no thread of its own. Elsewhere
// than Linux, or if /proc cannot be read, nothing changes.

import { readdirSync, readFileSync } from 'node:fs';
import { setPriority } from 'node:os';

/** CFS gives a thread of nice 10 about a tenth of the CPU a thread of nice 0 gets beside it. */
export const poolThreadNice = 10;

/** libuv's pool size: UV_THREADPOOL_SIZE, 4 unless set. */
export function threadPoolSize(env: NodeJS.ProcessEnv = process.env): number {
  const size = Number(env.UV_THREADPOOL_SIZE);
  return Number.isInteger(size) && size > 0 ? Math.min(size, 1024) : 4;
}

/** This process's threads from the oldest to the newest: by start time, then thread id. */
export function threadsByAge(): number[] {
  return readdirSync('/proc/self/task')
    .map((thread) => {
      const stat = readFileSync(`/proc/self/task/${thread}/stat`, 'utf8');
      // The fields after the command name in parentheses; start time is field 22.
      const startTime = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]);
      return { id: Number(thread), startTime };
    })
    .sort((a, b) => a.startTime - b.startTime || a.id - b.id)
    .map((thread) => thread.id);
}

/**
 * Lowers the priority of libuv's pool threads, the newest `threadPoolSize()` threads of the
 * process. Call it once the pool exists (after the first hash). Answers the threads lowered,
 * none where it could not.
 */
export function lowerThreadPoolPriority(nice = poolThreadNice): number[] {
  let threads: number[];
  try {
    threads = threadsByAge();
  } catch {
    return [];
  }
  const pool = threads.filter((id) => id !== process.pid).slice(-threadPoolSize());
  return pool.filter((id) => {
    try {
      setPriority(id, nice);
      return true;
    } catch {
      // A system that refuses: the thread keeps its priority.
      return false;
    }
  });
}
