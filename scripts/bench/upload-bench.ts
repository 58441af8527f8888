// The memory a 10 MB PDF upload costs the server (claims-bench.ts runs it on the grown
// client): the server's resident memory while one upload is in flight, and several, each by
// its own employee to their own disability claim.

import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { claimNumbersOf } from './grown-client.ts';
import { whileAlive } from './load-client.ts';
import { sampleResidentMemory } from './memory-sampler.ts';
import { type EmployeeSession } from './portal-browser.ts';
import type { PortalClient } from './portal-client.ts';
import type { ServerProcess } from './server-process.ts';

export interface UploadMemory {
  inFlight: number;
  uploads: number;
  /** Answers that were not 200 with the file stored. */
  failed: number;
  /** The server's resident memory, idle just before, and at its peak meanwhile. */
  idleBytes: number | null;
  peakBytes: number | null;
  /** (peak − idle) ÷ uploads in flight. */
  risePerUploadBytes: number | null;
  /** Latency of each upload, sent whole from this process over loopback. */
  p50Ms: number;
  maxMs: number;
}

const documentsPath = '/auth/employee-benefits/api/documents';
/** Just under the 10 MB limit (docs/product/documents.md#upload). */
export const uploadBytes = 10 * 1024 * 1024 - 4096;
const uploadsInFlight = [1, 4];

/** A PDF of `size` bytes: its header, a comment of filler, its end. */
function largePdf(size: number): Buffer {
  const head = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%', 'latin1');
  const tail = Buffer.from('\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
  return Buffer.concat([head, Buffer.alloc(size - head.length - tail.length, 0x41), tail]);
}

/**
 * The server's resident memory while uploads are in flight: for each number in flight,
 * `rounds` rounds of that many uploads at once, each by its own employee to their own
 * disability claim, sampled every 20 ms, against the idle level before the first upload.
 */
export async function measureUploads(
  server: ServerProcess,
  pages: PortalClient,
  sessions: readonly EmployeeSession[],
  rounds: number,
): Promise<UploadMemory[]> {
  const pdf = largePdf(uploadBytes);
  const boundary = `----benchUpload${Date.now()}`;
  const bodyFor = (claimNumber: string) =>
    Buffer.concat([
      Buffer.from(
        [
          `--${boundary}`,
          'Content-Disposition: form-data; name="claimNumber"',
          '',
          claimNumber,
          `--${boundary}`,
          'Content-Disposition: form-data; name="documentType"',
          '',
          'other',
          `--${boundary}`,
          'Content-Disposition: form-data; name="files"; filename="certificate.pdf"',
          'Content-Type: application/pdf',
          '',
          '',
        ].join('\r\n'),
        'latin1',
      ),
      pdf,
      Buffer.from(`\r\n--${boundary}--\r\n`, 'latin1'),
    ]);
  let turn = 0;
  const upload = async (): Promise<{ ok: boolean; ms: number }> => {
    const session = sessions[turn++ % sessions.length] as EmployeeSession;
    const claimNumber = claimNumbersOf(session.account)[1] ?? '';
    const began = performance.now();
    const response = await pages.send({
      method: 'POST',
      path: documentsPath,
      headers: {
        cookie: session.cookie,
        'x-csrf-token': session.csrfToken,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      rawBody: bodyFor(claimNumber),
    });
    const ms = performance.now() - began;
    return { ok: response.status === 200 && response.body.includes('"stored"'), ms };
  };
  // One idle level for all, before the first upload: what any upload leaves resident (the
  // modules it loads, a heap grown and not yet returned) counts against every figure.
  await sleep(1_000);
  const idle = sampleResidentMemory(server.pid, 20);
  await sleep(500);
  const idleBytes = idle.stop().peakBytes;
  const results: UploadMemory[] = [];
  for (const inFlight of uploadsInFlight) {
    const during = sampleResidentMemory(server.pid, 20);
    const answers: { ok: boolean; ms: number }[] = [];
    for (let round = 0; round < rounds; round++) {
      answers.push(
        ...(await whileAlive(server, Promise.all(Array.from({ length: inFlight }, upload)))),
      );
    }
    const peakBytes = during.stop().peakBytes;
    const latencies = answers.map((answer) => answer.ms).sort((a, b) => a - b);
    results.push({
      inFlight,
      uploads: answers.length,
      failed: answers.filter((answer) => !answer.ok).length,
      idleBytes,
      peakBytes,
      risePerUploadBytes:
        idleBytes === null || peakBytes === null
          ? null
          : Math.max(0, peakBytes - idleBytes) / inFlight,
      p50Ms: latencies[Math.ceil(latencies.length / 2) - 1] ?? Number.NaN,
      maxMs: latencies.at(-1) ?? Number.NaN,
    });
  }
  return results;
}
