// 'Report time taken' racing itself (decision 0015: two instances, one truth): reports of several
// days sent at the same moment, from two tabs or to two instances, check the 12-week balance
// one after the other. Checked one by one without a lock, each would see the balance before
// the others and every one would pass.

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClaimDetail } from '#domain/claims/claims-answers';
import { typedDateOf } from '#domain/shared/absence-dates';
import { leaveTimeText } from '#domain/claims/leave-time';
import { addDays } from '#domain/shared/calendar-date';
import { claims } from '#server/db/schema/claims';
import { startTestApp, type TestApp } from '#tests/support/test-app';
import { testEngines } from '#tests/support/test-database';
import { loggedIn } from '#tests/support/log-in-kit';

const api = '/auth/employee-benefits/api';
const racers = 10;
const hoursEach = 4;

describe.each(testEngines)('leave time reported at once on %s', (engine) => {
  let portal: TestApp;

  beforeAll(async () => {
    portal = await startTestApp(engine);
    // The statement says two hours a week: a 12-week balance of 24 hours, which ten reports of
    // 4 hours overrun.
    await portal.database.db
      .update(claims)
      .set({ scheduledHoursPerWeek: 2 })
      .where(eq(claims.claimNumber, 'C1000002'));
  });
  afterAll(() => portal.close());

  it('takes reports up to the balance and refuses the rest', async () => {
    const john = await loggedIn(portal, 'jroe2024', 'employee-benefits');
    const before = (await john.get(`${api}/claims/C1000002`)).json() as ClaimDetail;
    const usedBefore = before.leaveBalance?.usedHours ?? 0;
    // Days of the leave with no time reported yet (the demo data reports some).
    const reported = new Set(before.timeReported.map((entry) => entry.date));
    const days = Array.from({ length: 30 }, (_, index) => addDays(before.firstDayOfAbsence, index))
      .filter((day) => !reported.has(day))
      .slice(0, racers)
      .map(typedDateOf);
    expect(days).toHaveLength(racers);
    const answers = await Promise.all(
      days.map((date) => john.post(`${api}/claims/C1000002/time`, { date, hours: hoursEach })),
    );
    const taken = answers.filter((answer) => answer.statusCode === 200).length;
    const refused = answers.filter((answer) => answer.statusCode !== 200).map((a) => a.json());

    const after = (await john.get(`${api}/claims/C1000002`)).json() as ClaimDetail;
    expect(taken).toBe(Math.floor((24 - usedBefore) / hoursEach));
    expect(after.leaveBalance?.usedHours).toBe(usedBefore + taken * hoursEach);
    expect(refused).toEqual(
      Array.from({ length: racers - taken }, () =>
        expect.objectContaining({
          field: 'hours',
          message: leaveTimeText.overBalance.defaultMessage,
        }),
      ),
    );
  });
});
