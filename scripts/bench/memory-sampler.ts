// Resident memory of the server under load, read from /proc every 100 ms. The peak is what
// the 200 MB budget is about: a short spike counts as much as a steady level, because it is
// what a container's memory limit would kill the process for.

import { readFileSync } from 'node:fs';

export interface MemorySampler {
  /**
   * Stops sampling. VmRSS in bytes when sampling began (the server idle, to tell its
   * baseline from what the load adds) and at its peak; null where /proc is not available.
   */
  stop(): { firstBytes: number | null; peakBytes: number | null; samples: number };
}

export function sampleResidentMemory(pid: number, everyMs = 100): MemorySampler {
  let firstBytes: number | null = null;
  let peakBytes: number | null = null;
  let samples = 0;
  const sample = () => {
    const bytes = residentBytes(pid);
    if (bytes === null) return;
    samples++;
    firstBytes ??= bytes;
    peakBytes = Math.max(peakBytes ?? 0, bytes);
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      sample();
      return { firstBytes, peakBytes, samples };
    },
  };
}

export function residentBytes(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kilobytes = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kilobytes === undefined ? null : Number(kilobytes) * 1024;
  } catch {
    return null;
  }
}
