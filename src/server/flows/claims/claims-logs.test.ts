// What filing a claim leaves in the logs: the request's path, and none of the bank details
// or health information the wizard sent, a refused draft's included.
import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { DraftAnswer } from '#domain/claims/claims-answers';
import { redactedLogPaths } from '#server/app';
import { ownIllnessAnswers } from '#tests/support/claim-fixtures';
import { logIn } from '#tests/support/log-in-kit';
import { startTestApp } from '#tests/support/test-app';

const api = '/auth/employee-benefits/api';

/** Answers of a disability claim with family medical leave, for the test clock's week. */
const ownIllness = ownIllnessAnswers('2026-11-20');

describe('the logs of filing a claim', () => {
  it('never hold the account number, the routing number or the provider', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = pino({ level: 'trace', redact: redactedLogPaths }, sink);
    const portal = await startTestApp('pglite', { logger });
    const browser = portal.browser();
    await logIn(browser, 'jroe2024', 'employee-benefits');
    const draft = (await browser.get(`${api}/claims/draft`)).json() as DraftAnswer;
    await browser.post(`${api}/claims/draft`, { step: 'review', answers: ownIllness });
    // A refused draft too: its message names the field, never the value.
    await browser.post(`${api}/claims/draft`, {
      step: 'review',
      answers: { ...ownIllness, payment: { ...ownIllness.payment, confirmAccountNumber: '1' } },
    });
    await browser.post(`${api}/claims/submit`, {
      idempotencyKey: draft.idempotencyKey,
      attestation: true,
    });
    await portal.close();
    const log = lines.join('');
    expect(log).toContain('/employee-benefits/api/claims/submit');
    // A number alone, not digits inside another (a response time of 41.37211000000025 ms).
    for (const secret of ['000123456789', '110000000', 'Turing', '555-0177']) {
      expect(log).not.toMatch(new RegExp(`(?<!\\d)${secret}(?!\\d)`));
    }
  });
});
