// Records what stops a Node.js process's event loop, with wall-clock times, so that the bench
// can tell which slow requests a pause explains: every garbage collection, and every moment
// the loop ran late, with how much of that time the OS kept the main thread off the CPU (its
// run-queue wait in /proc/thread-self/schedstat). The bench loads it into the server with
// `node --import` (plain JavaScript: the server runs without a TypeScript loader, whose
// modules would count in the memory measured) and starts it in its own process too.

import { Buffer } from 'node:buffer';
import { closeSync, openSync, readSync, writeFileSync } from 'node:fs';
import { constants, PerformanceObserver, performance } from 'node:perf_hooks';
import process from 'node:process';
import { clearInterval, setInterval } from 'node:timers';

/** How often the loop is looked at; a stall is detected to within this. */
const tickMs = 10;
/** Lateness below this is ordinary jitter of a busy loop, not a pause. */
const stallMs = 5;

const gcKinds = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'scavenge',
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'mark-compact',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental marking',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak callbacks',
};

const epochMs = (relativeMs) => performance.timeOrigin + relativeMs;

/** Run-queue wait of the calling thread in ms, or null where /proc is not available. */
function openRunQueueWait() {
  let fd;
  try {
    fd = openSync('/proc/thread-self/schedstat', 'r');
  } catch {
    return { read: () => null, close: () => undefined };
  }
  const buffer = Buffer.alloc(128);
  return {
    read: () => {
      const length = readSync(fd, buffer, 0, buffer.length, 0);
      const waitNs = Number(buffer.toString('latin1', 0, length).split(' ')[1]);
      return Number.isFinite(waitNs) ? waitNs / 1e6 : null;
    },
    close: () => closeSync(fd),
  };
}

export function startPauseProbe() {
  const gc = [];
  const stalls = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gc.push({
        atMs: epochMs(entry.startTime),
        ms: entry.duration,
        kind: gcKinds[entry.detail?.kind] ?? 'other',
      });
    }
  });
  observer.observe({ entryTypes: ['gc'] });

  const runQueue = openRunQueueWait();
  let lastTick = performance.now();
  let lastWait = runQueue.read();
  const timer = setInterval(() => {
    const now = performance.now();
    const wait = runQueue.read();
    const lateMs = now - lastTick - tickMs;
    if (lateMs >= stallMs) {
      stalls.push({
        atMs: epochMs(lastTick + tickMs),
        ms: lateMs,
        runQueueMs: wait === null || lastWait === null ? null : wait - lastWait,
      });
    }
    lastTick = now;
    lastWait = wait;
  }, tickMs);
  timer.unref();

  return {
    stop() {
      clearInterval(timer);
      observer.disconnect();
      runQueue.close();
      return { gc, stalls };
    },
  };
}

// Inside the server: the records go to the file the bench names when the process exits.
const file = process.env.BENCH_PAUSE_PROBE_FILE;
if (file) {
  const probe = startPauseProbe();
  process.once('exit', () => writeFileSync(file, JSON.stringify(probe.stop())));
}
