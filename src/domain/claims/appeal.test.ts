// 'Appeal this decision': 180 days after the denial to appeal (29 CFR 2560.503-1(h)(3)(i)), once,
// and 45 days to decide the appeal (2560.503-1(i)(1)(i)), worked out on real calendars.
import { describe, expect, it } from 'vitest';
import {
  type AppealFacts,
  appealDecisionDueOn,
  appealProblem,
  appealStanding,
  appealText,
  deniedOnOf,
  lastDayToAppeal,
} from './appeal.ts';
import { claimFieldText } from './claim-wizard.ts';

const denied: AppealFacts = {
  kind: 'disability',
  status: 'denied',
  deniedOn: '2026-11-22',
  appealed: false,
};

describe('the 180 days to appeal', () => {
  it('2560.503-1(h)(3)(i): a denial of 11/22/2026 may be appealed through 05/21/2027', () => {
    // 8 days left in November, then 31 + 31 + 28 + 31 + 30 = 151, and 21 days of May: 180.
    expect(lastDayToAppeal('2026-11-22')).toBe('2027-05-21');
    expect(appealStanding(denied, '2026-11-22')).toEqual({ open: true, lastDay: '2027-05-21' });
    expect(appealStanding(denied, '2027-05-21')).toEqual({ open: true, lastDay: '2027-05-21' });
    expect(appealStanding(denied, '2027-05-22')).toEqual({ open: false, lastDay: '2027-05-21' });
  });

  it('applies to a denied disability claim not appealed before, and to nothing else', () => {
    expect(appealStanding({ ...denied, kind: 'leave' }, '2026-12-01')).toBeNull();
    expect(appealStanding({ ...denied, status: 'approved' }, '2026-12-01')).toBeNull();
    expect(appealStanding({ ...denied, status: 'appeal-in-review' }, '2026-12-01')).toBeNull();
    // Denied again after its appeal: a claim is appealed once.
    expect(appealStanding({ ...denied, appealed: true }, '2026-12-01')).toBeNull();
    expect(appealStanding({ ...denied, deniedOn: null }, '2026-12-01')).toBeNull();
  });

  it("reads the denial's day from the status history, the last denial, in the portal's zone", () => {
    const history = [
      { at: new Date('2026-10-01T15:00:00Z'), status: 'in-review' },
      { at: new Date('2026-10-02T15:00:00Z'), status: null },
      // 10 p.m. on 11/22/2026 in Chicago, the 23rd in UTC.
      { at: new Date('2026-11-23T04:00:00Z'), status: 'denied' },
    ];
    expect(deniedOnOf(history, 'America/Chicago')).toBe('2026-11-22');
    expect(deniedOnOf(history, 'UTC')).toBe('2026-11-23');
    expect(deniedOnOf(history.slice(0, 2), 'America/Chicago')).toBeNull();
  });
});

describe('the appeal itself', () => {
  it('2560.503-1(i)(3)(i): an appeal received 11/30/2026 is decided by 01/14/2027', () => {
    expect(appealDecisionDueOn('2026-11-30')).toBe('2027-01-14');
  });

  it('needs the reason, at most 4,000 characters, and the attestation', () => {
    const good = { reason: 'My doctor says I cannot work.', attested: true };
    expect(appealProblem(good)).toBeNull();
    expect(appealProblem({ ...good, reason: ' \n ' })).toEqual({
      field: 'reason',
      message: appealText.reasonMissing,
    });
    expect(appealProblem({ ...good, reason: 'a'.repeat(4000) })).toBeNull();
    expect(appealProblem({ ...good, reason: 'a'.repeat(4001) })).toEqual({
      field: 'reason',
      message: appealText.reasonTooLong,
    });
    expect(appealProblem({ ...good, attested: false })).toEqual({
      field: 'attested',
      message: claimFieldText.attestation,
    });
  });
});
