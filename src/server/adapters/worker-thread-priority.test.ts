// The threads other than the main one go to a lower priority, the main thread stays. The test
// process's own threads are the subject: vitest runs each test file in a process of its own.

import { pbkdf2 } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { lowerWorkerThreadPriority } from './worker-thread-priority.ts';

/** The nice value of each thread of this process, from /proc (field 19 of stat). */
function niceOfThreads(): Map<number, number> {
  return new Map(
    readdirSync('/proc/self/task').map((thread) => {
      const stat = readFileSync(`/proc/self/task/${thread}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return [Number(thread), Number(fields[16])];
    }),
  );
}

describe('worker thread priority (Linux)', () => {
  it('lowers every thread but the main one', async () => {
    // Work for the thread pool, so that it exists, as the first hash makes it in the server.
    await promisify(pbkdf2)('password', 'salt', 1, 32, 'sha256');
    expect(niceOfThreads().get(process.pid)).toBe(0);

    const lowered = lowerWorkerThreadPriority(7);

    const nice = niceOfThreads();
    expect(lowered).toBe(nice.size - 1);
    expect(lowered).toBeGreaterThanOrEqual(4);
    for (const [thread, value] of nice) {
      expect(value).toBe(thread === process.pid ? 0 : 7);
    }
  });
});
