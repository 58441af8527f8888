// 29 CFR 825.120(b): leave to bond with a child taken intermittently or on a reduced schedule
// needs the employer's agreement; other leave taken in pieces does not.
import { describe, expect, it } from 'vitest';
import {
  scheduleAgreementOf,
  scheduleAgreementText,
  timeCanBeReported,
} from './bonding-schedule.ts';

const bonding = {
  kind: 'leave',
  reason: 'bonding',
  schedule: 'intermittent',
  agreed: null,
  status: 'in-review',
} as const;

describe("the employer's agreement to bonding leave in pieces", () => {
  it('825.120(b): is asked of bonding leave, intermittent or reduced, and of no other', () => {
    expect(scheduleAgreementOf(bonding)).toBe('asked');
    expect(scheduleAgreementOf({ ...bonding, schedule: 'reduced' })).toBe('asked');
    expect(scheduleAgreementOf({ ...bonding, schedule: 'continuous' })).toBeNull();
    expect(scheduleAgreementOf({ ...bonding, reason: 'own-health' })).toBeNull();
    expect(scheduleAgreementOf({ ...bonding, reason: 'family-care' })).toBeNull();
    expect(scheduleAgreementOf({ ...bonding, kind: 'disability' })).toBeNull();
    expect(scheduleAgreementOf({ ...bonding, agreed: true })).toBe('agreed');
    expect(scheduleAgreementOf({ ...bonding, agreed: false })).toBe('refused');
  });

  it('825.120(b): time is reported on bonding leave only once the employer agreed', () => {
    expect(timeCanBeReported(bonding)).toBe(false);
    expect(timeCanBeReported({ ...bonding, agreed: false })).toBe(false);
    expect(timeCanBeReported({ ...bonding, agreed: true })).toBe(true);
    // A parent's care in pieces needs no agreement (825.202(b)); a closed leave takes no time.
    expect(timeCanBeReported({ ...bonding, reason: 'family-care' })).toBe(true);
    expect(timeCanBeReported({ ...bonding, agreed: true, status: 'closed' })).toBe(false);
    expect(timeCanBeReported({ ...bonding, agreed: true, schedule: 'reduced' })).toBe(false);
  });

  it('tells the employee where it stands', () => {
    expect(scheduleAgreementText('refused')).toBe(
      'Your employer did not agree to this leave being taken intermittently or on a reduced schedule. You can still take it in one continuous block.',
    );
  });
});
