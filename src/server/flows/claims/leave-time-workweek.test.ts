// 'Report time taken' holds the 12 weeks in the employee's own workweek (825.205(b)(1);
// src/domain/claims/fmla.ts, workweekHours): the hours a week of the employer's statement, else
// of the member record. It used to check the limit against the reduced schedule's hours, empty
// on intermittent leave, and so against 40: a 20-hour employee who had used his 240 hours could
// report 8 more, and the page then read '12.4 of 12 weeks used'.

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClaimDetail } from '#domain/claims/claims-answers';
import { leaveTimeText } from '#domain/claims/leave-time';
import { typedDateOf } from '#domain/shared/absence-dates';
import { addDays } from '#domain/shared/calendar-date';
import { claims } from '#server/db/schema/claims';
import { loggedIn } from '#tests/support/log-in-kit';
import { startTestApp, type TestApp } from '#tests/support/test-app';
import { testEngines } from '#tests/support/test-database';
import { todayOn } from '#domain/shared/clock';

const api = '/auth/employee-benefits/api';
const claimPath = `${api}/claims/C1000002`;

describe.each(testEngines)("'Report time taken' in the employee's own workweek on %s", (engine) => {
  let portal: TestApp;

  beforeAll(async () => {
    portal = await startTestApp(engine);
  });
  afterAll(() => portal.close());

  const setLeave = (change: Partial<typeof claims.$inferInsert>) =>
    portal.database.db.update(claims).set(change).where(eq(claims.claimNumber, 'C1000002'));

  it('without a statement, counts in the hours a week of the member record', async () => {
    const john = await loggedIn(portal, 'jroe2024', 'employee-benefits');
    await setLeave({ scheduledHoursPerWeek: null });
    const leave = (await john.get(claimPath)).json() as ClaimDetail;
    // John's record: 40 hours a week (the demo census).
    expect(leave.leaveBalance?.workweekHours).toBe(40);
  });

  it('825.205(b)(1): a 20-hour employee who has used his 240 hours reports no more', async () => {
    const john = await loggedIn(portal, 'jroe2024', 'employee-benefits');
    const today = todayOn(portal.clock);
    // The statement says 20 hours a week; the leave began 60 days ago, room for a day a day.
    await setLeave({ scheduledHoursPerWeek: 20, firstDayOfAbsence: addDays(today, -60) });
    const before = (await john.get(claimPath)).json() as ClaimDetail;
    expect(before.leaveBalance?.workweekHours).toBe(20);
    const reported = new Set(before.timeReported.map((entry) => entry.date));
    const freeDays = Array.from({ length: 60 }, (_, index) => addDays(today, index - 59)).filter(
      (day) => !reported.has(day),
    );
    let left = 240 - (before.leaveBalance?.usedHours ?? 0);
    for (const day of freeDays) {
      if (left <= 0) break;
      const hours = Math.min(8, left);
      const answer = await john.post(`${claimPath}/time`, { date: typedDateOf(day), hours });
      expect(answer.statusCode, `${day}: ${answer.body}`).toBe(200);
      left -= hours;
    }
    expect(left).toBe(0);
    const usedUp = (await john.get(claimPath)).json() as ClaimDetail;
    expect(usedUp.leaveBalance).toMatchObject({ usedHours: 240, usedWeeks: 12 });
    expect(usedUp.leaveBalance?.text).toBe('12 of 12 weeks used');

    const oneMore = await john.post(`${claimPath}/time`, { date: typedDateOf(today), hours: 8 });
    expect(oneMore.statusCode).toBe(400);
    expect(oneMore.json()).toMatchObject({
      field: 'hours',
      message: leaveTimeText.overBalance.defaultMessage,
    });
    const after = (await john.get(claimPath)).json() as ClaimDetail;
    expect(after.leaveBalance?.text).toBe('12 of 12 weeks used');
  });
});
