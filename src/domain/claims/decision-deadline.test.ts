// By when a decision is due: the regulations' periods, worked out on real calendars.
import { describe, expect, it } from 'vitest';
import { claimStatuses } from '#domain/shared/claim-terms';
import {
  addBusinessDays,
  awaitsDecision,
  claimDecisionDueOn,
  decisionClockOf,
  decisionDueOn,
  extensionRefusal,
  isOverdue,
} from './decision-deadline.ts';

describe('business days', () => {
  it('skip Saturdays and Sundays', () => {
    // Monday 11/23/2026 + 5 = Monday 11/30; Friday 11/27 + 1 = Monday 11/30.
    expect(addBusinessDays('2026-11-23', 5)).toBe('2026-11-30');
    expect(addBusinessDays('2026-11-27', 1)).toBe('2026-11-30');
    // Saturday 11/28 + 1 = Monday 11/30; Sunday + 5 = the next Friday.
    expect(addBusinessDays('2026-11-28', 1)).toBe('2026-11-30');
    expect(addBusinessDays('2026-11-29', 5)).toBe('2026-12-04');
    expect(addBusinessDays('2026-11-23', 0)).toBe('2026-11-23');
  });
});

describe('the decision due date', () => {
  it('825.300(b)(1): a leave request received Thursday 12/24/2026 gets its notice by 12/31', () => {
    // Fri 12/25, Mon 12/28, Tue 12/29, Wed 12/30, Thu 12/31 (holidays are not skipped).
    expect(decisionDueOn({ kind: 'leave', receivedOn: '2026-12-24', extensions: 0 })).toBe(
      '2026-12-31',
    );
  });

  it('2560.503-1(f)(3): a disability claim received 11/22/2026 is decided by 01/06/2027', () => {
    const claim = { kind: 'disability', receivedOn: '2026-11-22' } as const;
    // 45 calendar days: 8 left in November, 31 in December, 6 in January.
    expect(decisionDueOn({ ...claim, extensions: 0 })).toBe('2027-01-06');
    // Each extension adds 30 days: 02/05/2027, then 03/07/2027.
    expect(decisionDueOn({ ...claim, extensions: 1 })).toBe('2027-02-05');
    expect(decisionDueOn({ ...claim, extensions: 2 })).toBe('2027-03-07');
  });

  it('is overdue only once its day has passed', () => {
    expect(isOverdue('2027-01-06', '2027-01-06')).toBe(false);
    expect(isOverdue('2027-01-06', '2027-01-07')).toBe(true);
    expect(isOverdue('2027-01-06', '2026-12-31')).toBe(false);
  });
});

describe('what waits for a decision, and what may be extended', () => {
  it('waits while submitted, in review or needing information', () => {
    expect(claimStatuses.filter(awaitsDecision)).toEqual([
      'submitted',
      'in-review',
      'information-needed',
    ]);
  });

  it('extends a disability claim awaiting decision twice, never a leave or a decided claim', () => {
    const claim = {
      kind: 'disability',
      receivedOn: '2026-11-22',
      status: 'in-review',
      extensions: 0,
    } as const;
    expect(extensionRefusal(claim)).toBeNull();
    expect(extensionRefusal({ ...claim, extensions: 1 })).toBeNull();
    expect(extensionRefusal({ ...claim, extensions: 2 })).toBe('no-more-extensions');
    expect(extensionRefusal({ ...claim, kind: 'leave' })).toBe('not-disability');
    expect(extensionRefusal({ ...claim, status: 'approved' })).toBe('decided');
    expect(extensionRefusal({ ...claim, status: 'denied' })).toBe('decided');
  });
});

describe("a kept claim's due date", () => {
  const kept = {
    kind: 'disability',
    status: 'in-review',
    // 9 p.m. on 11/22/2026 in Chicago: the claim was received on the 22nd there.
    createdAt: new Date('2026-11-23T03:00:00Z'),
    decisionExtensions: 0,
    appealReceivedAt: null,
  };

  it("counts from the day received in the portal's zone", () => {
    expect(claimDecisionDueOn(kept, 'America/Chicago')).toBe('2027-01-06');
    expect(claimDecisionDueOn(kept, 'UTC')).toBe('2027-01-07');
    expect(claimDecisionDueOn({ ...kept, decisionExtensions: 1 }, 'America/Chicago')).toBe(
      '2027-02-05',
    );
  });

  it('2560.503-1(i)(3)(i): an appeal received 05/10/2027 is decided by 06/24/2027', () => {
    const appealed = {
      ...kept,
      status: 'appeal-in-review',
      decisionExtensions: 2,
      // 8 p.m. on 05/10/2027 in Chicago (CDT), already the 11th in UTC.
      appealReceivedAt: new Date('2027-05-11T01:00:00Z'),
    };
    expect(claimDecisionDueOn(appealed, 'America/Chicago')).toBe('2027-06-24');
    expect(extensionRefusal({ ...decisionClockOf(appealed, 'America/Chicago') })).toBe('appeal');
  });

  it('has none once the claim is decided, closed or withdrawn', () => {
    for (const status of ['approved', 'denied', 'closed', 'withdrawn']) {
      expect(claimDecisionDueOn({ ...kept, status }, 'America/Chicago')).toBeNull();
    }
  });
});
