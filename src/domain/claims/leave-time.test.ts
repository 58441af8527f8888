import { describe, expect, it } from 'vitest';
import { isLeaveHours, leaveTimeErrors, leaveTimeText } from './leave-time.ts';

const leave = { firstDayOfAbsence: '2026-11-01' };
const today = '2026-11-24';

describe('reporting time taken', () => {
  it('takes a day from the first day of absence up to today', () => {
    expect(leaveTimeErrors({ date: '11/01/2026', hours: 8 }, leave, today)).toBeNull();
    expect(leaveTimeErrors({ date: '11/24/2026', hours: 2.5 }, leave, today)).toBeNull();
  });

  it('refuses a day before the leave, in the future, or not a real date', () => {
    const refusal = { field: 'date', message: leaveTimeText.date };
    expect(leaveTimeErrors({ date: '10/31/2026', hours: 8 }, leave, today)).toEqual(refusal);
    expect(leaveTimeErrors({ date: '11/25/2026', hours: 8 }, leave, today)).toEqual(refusal);
    expect(leaveTimeErrors({ date: '11/31/2026', hours: 8 }, leave, today)).toEqual(refusal);
    expect(leaveTimeErrors({ date: '2026-11-02', hours: 8 }, leave, today)).toEqual(refusal);
  });

  it('takes quarter hours of one day only', () => {
    expect([0.25, 1, 7.75, 24].map(isLeaveHours)).toEqual([true, true, true, true]);
    expect([0, 0.1, 24.25, -1, Number.NaN, Infinity].map(isLeaveHours)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(leaveTimeErrors({ date: '11/02/2026', hours: 0.3 }, leave, today)).toEqual({
      field: 'hours',
      message: leaveTimeText.hours,
    });
  });
});
