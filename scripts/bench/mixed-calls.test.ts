import { fileTypeFromBuffer } from 'file-type';
import { describe, expect, it } from 'vitest';
import { pdfPagesText } from '#tests/support/pdf-text';
import {
  type MixedCallName,
  mixedCallNames,
  MixRecorder,
  mixRequest,
  mixSchedule,
  mixWeights,
  scannedPdf,
} from './mixed-calls.ts';
import type { PortalAnswer, PortalClient, VisitorSession } from './portal-client.ts';

const weights = mixedCallNames.map((call) => mixWeights[call]);

/** The distances between the places of `call` in the cycle, the last one round to the next. */
function gaps(order: number[], call: number): number[] {
  const places = order.flatMap((c, place) => (c === call ? [place] : []));
  return places.map((place, i) => (places[i + 1] ?? (places[0] ?? 0) + order.length) - place);
}

describe('the order of the mix', () => {
  it('gives each call its weight in every cycle of 100', () => {
    const order = mixSchedule(weights);
    expect(order).toHaveLength(100);
    mixedCallNames.forEach((call, index) => {
      expect(order.filter((c) => c === index)).toHaveLength(mixWeights[call]);
    });
  });

  it('spreads each call evenly, so that logins never come in a burst', () => {
    const order = mixSchedule(weights);
    expect(new Set(gaps(order, mixedCallNames.indexOf('login')))).toEqual(new Set([12, 13]));
    mixedCallNames.forEach((call, index) => {
      const even = 100 / mixWeights[call];
      for (const gap of gaps(order, index)) {
        expect(gap).toBeGreaterThanOrEqual(Math.floor(even) - 1);
        expect(gap).toBeLessThanOrEqual(Math.ceil(even) + 2);
      }
    });
  });
});

describe('the mix as one request of the load loops', () => {
  const noClient = {} as PortalClient;
  const noSession = {} as VisitorSession;

  /** Calls that answer at once: the upload fails every other time, the CSV throws once. */
  function fakeCalls(asked: [MixedCallName, number][]) {
    return Object.fromEntries(
      mixedCallNames.map((name) => [
        name,
        async (_client: PortalClient, n: number): Promise<PortalAnswer> => {
          asked.push([name, n]);
          if (name === 'claims CSV')
            throw Object.assign(new Error('reset'), { code: 'ECONNRESET' });
          if (name === 'upload' && n % 2 === 1) return { outcome: 'HTTP 500', status: 500 };
          return { outcome: 'success', status: 200 };
        },
      ]),
    ) as Record<MixedCallName, (client: PortalClient, n: number) => Promise<PortalAnswer>>;
  }

  it('sends the call of each place, counts each call apart and names failures by call', async () => {
    const asked: [MixedCallName, number][] = [];
    const recorder = new MixRecorder();
    const request = mixRequest(fakeCalls(asked), recorder);
    const answers = [];
    for (let sequence = 0; sequence < 200; sequence++) {
      answers.push(await request(noClient, noSession, sequence));
    }
    const order = mixSchedule(weights);
    expect(asked.map(([name]) => name)).toEqual(
      [...order, ...order].map((call) => mixedCallNames[call]),
    );
    expect(asked.filter(([name]) => name === 'upload').map(([, n]) => n)).toEqual(
      Array.from({ length: 12 }, (_, n) => n),
    );
    const failures = answers.filter((answer) => answer.outcome !== 'success');
    expect(new Set(failures.map((answer) => answer.outcome))).toEqual(
      new Set(['upload: HTTP 500', 'claims CSV: network error ECONNRESET']),
    );
    const upload = recorder.calls[mixedCallNames.indexOf('upload')];
    expect(upload?.latenciesMs).toHaveLength(6);
    expect(upload?.errors).toEqual({ 'HTTP 500': 6 });
    expect(recorder.requests).toHaveLength(200);
    expect(recorder.requests.filter((r) => !r.ok)).toHaveLength(8);
  });
});

describe('the scanned certificate the mix uploads', () => {
  it('is a real PDF of about 1 MB that a reader opens', async () => {
    const pdf = await scannedPdf();
    expect(pdf.length).toBeGreaterThan(0.95 * 1024 * 1024);
    expect(pdf.length).toBeLessThan(1.05 * 1024 * 1024);
    expect((await fileTypeFromBuffer(pdf))?.mime).toBe('application/pdf');
    expect(await pdfPagesText(pdf)).toEqual(['Medical certification (bench scan)']);
  });
});
