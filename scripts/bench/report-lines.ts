// The words and units of the bench's report, shared by its parts: a row of the plain-text
// report, latencies, answers by outcome, milliseconds and sizes (MB of 2^20 bytes, as the
// build counts them), and what the pauses of a measured phase came to.

import type { Engine } from './engine-bench.ts';
import type { LatencySummary } from './latency.ts';
import { type PhasePauses, pauseCauses } from './pause-analysis.ts';

export const kib = 1024;
export const mib = 1024 * 1024;

export const engineNames: Record<Engine, string> = {
  pglite: 'embedded PGlite',
  postgres: 'PostgreSQL (scratch database on DATABASE_URL)',
};

export function row(label: string, value: string): string {
  return `  ${label.padEnd(34)} ${value}`;
}

export function latencies(summary: LatencySummary): string {
  return summary.count === 0 ? 'no answers' : `p50 ${ms(summary.p50Ms)}, p99 ${ms(summary.p99Ms)}`;
}

export function counts(byOutcome: Record<string, number>): string {
  const entries = Object.entries(byOutcome).filter(([outcome]) => outcome !== 'success');
  return entries.length === 0
    ? 'none'
    : entries.map(([outcome, n]) => `${outcome} × ${n}`).join(', ');
}

export function percent(share: number): string {
  return `${(share * 100).toFixed(0)}%`;
}

export function ms(value: number): string {
  return `${value.toFixed(1)} ms`;
}

export function kilobytes(bytes: number): string {
  return `${(bytes / kib).toFixed(1)} KB`;
}

export function megabytes(bytes: number): string {
  return `${(bytes / mib).toFixed(1)} MB`;
}

/** The slow requests of one phase or several (the rounds of a call), by what overlapped them. */
export function describeSlowRequests(phases: readonly PhasePauses[]): string {
  const total = (count: (pauses: PhasePauses) => number) =>
    phases.reduce((sum, pauses) => sum + count(pauses), 0);
  const causes = pauseCauses
    .map((cause) => [cause, total((pauses) => pauses.byCause[cause])] as const)
    .filter(([, n]) => n > 0)
    .map(([cause, n]) => `${cause} ${n}`);
  return `${total((pauses) => pauses.slowRequests)} over ${ms(phases[0]?.thresholdMs ?? Number.NaN)}${causes.length > 0 ? ` (${causes.join(', ')})` : ''}`;
}

export function describePauses(pauses: PhasePauses): string {
  const { server, loadGenerator, cpu } = pauses;
  return [
    describeSlowRequests([pauses]),
    `server GC ${server.gcCount} totalling ${ms(server.gcTotalMs)}, longest ${ms(server.gcMaxMs)} (${server.gcMaxKind})`,
    `server loop late by ${ms(server.stallMaxMs)} at most, ${ms(server.offCpuMs)} of it off CPU in all`,
    `load generator late by ${ms(loadGenerator.stallMaxMs)} at most, GC ${ms(loadGenerator.gcMaxMs)} at most`,
    ...(cpu
      ? [
          `CPU ${cpu.machine.toFixed(2)} of ${cpu.cores} cores busy: server ${cpu.server.toFixed(2)}, load generator ${cpu.loadGenerator.toFixed(2)}${cpu.database === null ? '' : `, PostgreSQL ${cpu.database.toFixed(2)} (its backends waited ${ms(cpu.databaseRunQueueMs ?? 0)} for a CPU)`}, other ${cpu.rest.toFixed(2)}`,
          ...(cpu.listenDrops
            ? [
                `${cpu.listenDrops} connections dropped by a full listen queue (each client waits 1 s to try again)`,
              ]
            : []),
        ]
      : []),
  ].join('; ');
}
