// The machine the figures belong to: every budget is a ratio against H on the same
// machine, but absolute figures (ms, MB) still need it to be read, and work that other
// processes were doing at the time makes all of them unreliable.

import { readFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

export interface Machine {
  cpuModel: string;
  cores: number;
  node: string;
  platform: string;
  /**
   * Share of all cores busy just before the bench began (0..1), null without /proc. Not the
   * load average: that still carries the last minute, a previous bench run included.
   */
  busyBeforeStart: number | null;
}

export async function describeMachine(sampleMs = 1_000): Promise<Machine> {
  return {
    cpuModel: cpuModel(),
    cores: availableParallelism(),
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    busyBeforeStart: await busyShare(sampleMs),
  };
}

function cpuModel(): string {
  try {
    const cpuinfo = readFileSync('/proc/cpuinfo', 'utf8');
    const model = /^model name\s*:\s*(.+)$/m.exec(cpuinfo)?.[1];
    if (model) return model.trim();
  } catch {
    // Not Linux: fall back to what Node reports.
  }
  return cpus()[0]?.model ?? 'unknown';
}

async function busyShare(sampleMs: number): Promise<number | null> {
  const before = cpuTimes();
  await sleep(sampleMs);
  const after = cpuTimes();
  if (!before || !after || after.total === before.total) return null;
  return 1 - (after.idle - before.idle) / (after.total - before.total);
}

/**
 * Connections the kernel dropped, machine-wide, because a listen queue was full: each such
 * client sends its SYN again only after a second. From TcpExt's ListenDrops in /proc/net/netstat;
 * null where there is none.
 */
export function listenDrops(): number | null {
  try {
    const lines = readFileSync('/proc/net/netstat', 'utf8').split('\n');
    const header = lines.findIndex((line) => line.startsWith('TcpExt:'));
    const names = lines[header]?.split(/\s+/) ?? [];
    const values = lines[header + 1]?.split(/\s+/) ?? [];
    const value = Number(values[names.indexOf('ListenDrops')]);
    return header >= 0 && Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

/** The aggregate `cpu` line of /proc/stat: idle (with iowait) and total jiffies. */
export function cpuTimes(): { idle: number; total: number } | null {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]?.split(/\s+/).slice(1);
    const jiffies = (fields ?? []).map(Number).filter(Number.isFinite);
    const [, , , idle = 0, iowait = 0] = jiffies;
    return { idle: idle + iowait, total: jiffies.reduce((sum, value) => sum + value, 0) };
  } catch {
    return null;
  }
}
