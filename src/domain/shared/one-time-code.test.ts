import { describe, expect, it } from 'vitest';
import { checkCodeEntry, checkResend, maskEmail, maskPhone } from './one-time-code.ts';

const now = new Date('2026-11-22T12:00:00Z');
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);

describe('a code entry', () => {
  const live = { codeHash: 'h', attempts: 1, expiresAt: later(60) };

  it('may be compared while the code is live', () => {
    expect(checkCodeEntry(live, now)).toBe('compare');
    expect(checkCodeEntry({ ...live, attempts: 5 }, now)).toBe('compare');
  });

  it('is refused from the sixth entry, after expiry, and once the code is used', () => {
    expect(checkCodeEntry({ ...live, attempts: 6 }, now)).toBe('OTPATTEMPTSEXCEEDED');
    expect(checkCodeEntry(live, later(60))).toBe('OTPEXPIRED');
    expect(checkCodeEntry({ ...live, codeHash: null }, now)).toBe('OTPINVALID');
  });
});

describe('a resend', () => {
  it('waits 30 seconds and stops after five sends', () => {
    expect(checkResend({ sends: 1, lastSentAt: now }, later(29))).toBe('RESENDTOOSOON');
    expect(checkResend({ sends: 1, lastSentAt: now }, later(30))).toBe('send');
    expect(checkResend({ sends: 5, lastSentAt: now }, later(300))).toBe('RESENDLIMITREACHED');
  });
});

describe('masking', () => {
  it('keeps only what lets a person recognise their contact', () => {
    expect(maskEmail('pat.employer@acme.example')).toBe('pa**********@acme.example');
    expect(maskEmail('jo@x.com')).toBe('j***@x.com');
    expect(maskPhone('(312) 555-0101')).toBe('(***) ***-0101');
  });
});
