// The types of pause-probe.js, which stays plain JavaScript to load into the server.

export interface GcPause {
  /** Wall-clock start, ms since the epoch. */
  atMs: number;
  ms: number;
  kind: 'scavenge' | 'mark-compact' | 'incremental marking' | 'weak callbacks' | 'other';
}

export interface LoopStall {
  /** When the loop should have run, ms since the epoch. */
  atMs: number;
  /** How late it ran. */
  ms: number;
  /** Of the time since the previous tick, how long the OS kept the thread waiting for a CPU. */
  runQueueMs: number | null;
}

export interface PauseRecords {
  gc: GcPause[];
  stalls: LoopStall[];
}

export function startPauseProbe(): { stop(): PauseRecords };
