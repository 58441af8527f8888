// libuv's pool threads go to a lower priority, the main thread and V8's helpers stay. The
// test process's own threads are the subject: this file runs in a process of its own
// (vitest.config.ts, `ownProcess`), with no other file's threads in it. Which thread hashed is read from the kernel's account of each thread's CPU time.

import { pbkdf2 } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { lowerThreadPoolPriority, threadPoolSize } from './pool-thread-priority.ts';

function threadFigures(): Map<number, { nice: number; cpuNs: number }> {
  return new Map(
    readdirSync('/proc/self/task').map((thread) => {
      const stat = readFileSync(`/proc/self/task/${thread}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const cpuNs = Number(
        readFileSync(`/proc/self/task/${thread}/schedstat`, 'utf8').split(' ')[0],
      );
      return [Number(thread), { nice: Number(fields[16]), cpuNs }];
    }),
  );
}

const slowDerivation = () => promisify(pbkdf2)('password', 'salt', 200_000, 32, 'sha256');

describe('pool thread priority (Linux)', () => {
  it('lowers the threads that run the pool work and no other', async () => {
    // Work for the pool, so that it exists, as the first hash makes it in the server.
    await slowDerivation();

    const lowered = lowerThreadPoolPriority(7);

    expect(lowered).toHaveLength(threadPoolSize());
    expect(lowered).not.toContain(process.pid);
    const before = threadFigures();
    await Promise.all([slowDerivation(), slowDerivation()]);
    const after = threadFigures();
    const busiest = [...after]
      .filter(([thread]) => thread !== process.pid)
      .map(([thread, figures]) => ({
        thread,
        cpuNs: figures.cpuNs - (before.get(thread)?.cpuNs ?? 0),
      }))
      .sort((a, b) => b.cpuNs - a.cpuNs)
      .slice(0, 2)
      .map(({ thread }) => thread);
    // The two derivations ran on two of the lowered threads.
    expect(lowered).toEqual(expect.arrayContaining(busiest));
    for (const [thread, { nice }] of after) {
      expect(nice).toBe(lowered.includes(thread) ? 7 : 0);
    }
  });
});
