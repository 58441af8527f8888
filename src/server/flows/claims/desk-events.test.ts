// The events of the claims desk's actions: what the claims system would send for each.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { incomingClaimsEventSchema } from '#domain/claims/claims-events';
import { demoDisabilityPolicy } from '#domain/coverage/plan-formulas';
import {
  type DeskClaim,
  deskActions,
  deskEvent,
  defaultWeeklyEarningsCents,
  ficaDeductionsCents,
} from './desk-events.ts';

const today = '2026-11-22';
const ids = () => {
  let count = 0;
  return () => `id-${++count}`;
};
const johnsDisability: DeskClaim = {
  policy: demoDisabilityPolicy,
  weeklyEarningsCents: 200_000,
  firstDayOfAbsence: '2026-10-08',
  lastPeriodEnd: '2026-11-11',
};
const event = (action: (typeof deskActions)[number], claim = johnsDisability) =>
  deskEvent(action, 'C1000001', claim, { today, newId: ids() });

describe('the claims desk', () => {
  it('approves and denies with a status event', () => {
    expect(event('approve')).toEqual({
      id: 'id-1',
      type: 'claim.status',
      claimNumber: 'C1000001',
      event: 'approve',
    });
    expect(event('deny')).toMatchObject({ type: 'claim.status', event: 'deny' });
  });

  it('asks for a medical certification, requested today', () => {
    expect(event('ask-document')).toEqual({
      id: 'id-1',
      type: 'claim.document-requested',
      claimNumber: 'C1000001',
      documentType: 'medical-certification',
      requestedOn: '2026-11-22',
    });
  });

  it('asks for a return-to-work note with no due date: the portal gives it 30 days', () => {
    expect(event('ask-return-to-work')).toEqual({
      id: 'id-1',
      type: 'claim.document-requested',
      claimNumber: 'C1000001',
      documentType: 'return-to-work',
      requestedOn: '2026-11-22',
    });
  });

  it('pays the week after the last period paid, sent today, 7.65% withheld', () => {
    expect(event('pay')).toEqual({
      id: 'id-1',
      type: 'claim.payment',
      claimNumber: 'C1000001',
      paymentId: 'id-2',
      periodStart: '2026-11-12',
      periodEnd: '2026-11-18',
      grossCents: 120_000,
      deductionsCents: 9_180,
      payDate: '2026-11-22',
      status: 'sent',
    });
  });

  it('pays the first week after the elimination period when nothing was paid yet', () => {
    const first = event('pay', { ...johnsDisability, lastPeriodEnd: undefined });
    // Day 1 of the 7-day wait is the first day of absence: benefits start on day 8.
    expect(first).toMatchObject({ periodStart: '2026-10-15', periodEnd: '2026-10-21' });
  });

  it('pays on the default earnings while the claim has none, and caps at the maximum', () => {
    const noEarnings = event('pay', { ...johnsDisability, weeklyEarningsCents: null });
    expect(noEarnings).toMatchObject({ grossCents: (defaultWeeklyEarningsCents * 60) / 100 });
    const high = event('pay', { ...johnsDisability, weeklyEarningsCents: 500_000 });
    expect(high).toMatchObject({ grossCents: 150_000, deductionsCents: 11_475 });
  });

  it('rounds the deductions to the cent, half a cent up', () => {
    expect(ficaDeductionsCents(120_000)).toBe(9_180);
    // 7.65% of $1.00 is 7.65 cents, of $0.02 0.153 cents, of $10.00 exactly 76.5 cents.
    expect(ficaDeductionsCents(100)).toBe(8);
    expect(ficaDeductionsCents(2)).toBe(0);
    expect(ficaDeductionsCents(1_000)).toBe(77);
  });

  it('builds a fresh id each time, and every event passes the events schema', () => {
    for (const action of deskActions) {
      const built = deskEvent(action, 'C1000001', johnsDisability, {
        today,
        newId: randomUUID,
      });
      const again = deskEvent(action, 'C1000001', johnsDisability, {
        today,
        newId: randomUUID,
      });
      expect(built.id).not.toBe(again.id);
      expect(incomingClaimsEventSchema.safeParse(built).success).toBe(true);
    }
  });
});
