// What holds the server's resident memory (docs/benchmarks.md, "What holds the memory"):
// loaded into the server with `node --import` by login-profile.ts `--memory`, it reads the
// process's memory every 50 ms and, when the server exits, writes to MEMORY_PROBE_FILE the
// sample with the highest resident memory and the highest of each figure: V8's heap (used and
// reserved, by space), memory outside the heap that V8 knows of (Buffers, ArrayBuffers) and
// the resident memory itself. What resident memory holds beyond those is native: argon2's
// buffers (from its own allocator), the C library's arenas, code and stacks. Plain JavaScript,
// as pause-probe.js, so that no TypeScript loader counts in what it measures.

import { writeFileSync } from 'node:fs';
import process from 'node:process';
import { setInterval } from 'node:timers';
import { getHeapSpaceStatistics } from 'node:v8';

const file = process.env.MEMORY_PROBE_FILE;
const mb = (bytes) => Math.round((bytes / 2 ** 20) * 10) / 10;

function sample() {
  const usage = process.memoryUsage();
  const spaces = Object.fromEntries(
    getHeapSpaceStatistics().map((space) => [
      space.space_name,
      { used: mb(space.space_used_size), reserved: mb(space.space_size) },
    ]),
  );
  return {
    rss: mb(usage.rss),
    heapTotal: mb(usage.heapTotal),
    heapUsed: mb(usage.heapUsed),
    external: mb(usage.external),
    arrayBuffers: mb(usage.arrayBuffers),
    spaces,
  };
}

if (file) {
  let atPeak = sample();
  const highest = { ...atPeak };
  delete highest.spaces;
  const timer = setInterval(() => {
    const now = sample();
    if (now.rss > atPeak.rss) atPeak = now;
    for (const key of Object.keys(highest)) highest[key] = Math.max(highest[key], now[key]);
  }, 50);
  timer.unref();
  process.on('exit', () => {
    writeFileSync(file, JSON.stringify({ atPeak, highest, atExit: sample() }));
  });
}
