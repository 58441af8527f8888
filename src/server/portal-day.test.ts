// Today is the insurer's calendar day in PORTAL_TIME_ZONE on every side of the portal
// (src/domain/shared/clock.ts), never the server's UTC day. The clock is pinned where the two
// part: 00:30 UTC (6:30 p.m. in Chicago) and 11:30 p.m. in Chicago (05:30 UTC the next day).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceDetail } from '#domain/billing/billing-answers';
import type { ClaimDetail } from '#domain/claims/claims-answers';
import { leaveTimeText } from '#domain/claims/leave-time';
import { typedDateOf } from '#domain/shared/absence-dates';
import { addDays } from '#domain/shared/calendar-date';
import { todayOn } from '#domain/shared/clock';
import { loggedIn } from '#tests/support/log-in-kit';
import { startTestApp, type TestApp } from '#tests/support/test-app';
import { testEngines } from '#tests/support/test-database';

/** The demo data is loaded on the test clock's day, 11/22/2026: November's bill is due 12/15. */
const novemberBill = '/auth/employers/api/billing/invoices/INV-100000001-202611';
const leavePath = '/auth/employee-benefits/api/claims/C1000002';

/** 12/15/2026 at 6:30 p.m. and at 11:30 p.m. in Chicago (CST, UTC-6), then just after midnight. */
const dueDayEvening = new Date('2026-12-16T00:30:00Z');
const dueDayLateEvening = new Date('2026-12-16T05:30:00Z');
const dayAfterDue = new Date('2026-12-16T06:30:00Z');

describe.each(testEngines)("today is the portal's calendar day on %s", (engine) => {
  let portal: TestApp;

  beforeAll(async () => {
    portal = await startTestApp(engine);
  });
  afterAll(() => portal.close());

  const billStatusAt = async (time: Date) => {
    portal.clock.set(time);
    const alex = await loggedIn(portal, 'acmehr');
    const bill = (await alex.get(novemberBill)).json() as InvoiceDetail;
    expect(bill.dueOn).toBe('2026-12-15');
    return bill.status;
  };

  it('keeps a bill open through the evening of its due date, past due from midnight', async () => {
    expect(await billStatusAt(dueDayEvening)).toBe('open');
    expect(await billStatusAt(dueDayLateEvening)).toBe('open');
    expect(await billStatusAt(dayAfterDue)).toBe('past-due');
  });

  it.each([
    ['00:30 UTC', new Date('2026-11-23T00:30:00Z')],
    ['11:30 p.m. in Chicago', new Date('2026-11-23T05:30:00Z')],
  ])("takes leave time up to the person's today at %s, and not the UTC day", async (_, time) => {
    portal.clock.set(time);
    expect(todayOn(portal.clock)).toBe('2026-11-22');
    const john = await loggedIn(portal, 'jroe2024', 'employee-benefits');
    const tomorrow = await john.post(`${leavePath}/time`, {
      date: typedDateOf('2026-11-23'),
      hours: 2,
    });
    expect(tomorrow.statusCode).toBe(400);
    expect(tomorrow.json()).toMatchObject({
      field: 'date',
      message: leaveTimeText.date.defaultMessage,
    });
    const leave = (await john.get(leavePath)).json() as ClaimDetail;
    const reported = new Set(leave.timeReported.map((entry) => entry.date));
    const free = [0, -1, -2, -3].map((back) => addDays('2026-11-22', back));
    const day = free.find((each) => !reported.has(each)) ?? '';
    const today = await john.post(`${leavePath}/time`, { date: typedDateOf(day), hours: 2 });
    expect(today.statusCode, today.body).toBe(200);
  });
});
