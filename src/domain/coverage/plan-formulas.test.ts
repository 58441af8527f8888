import { describe, expect, it } from 'vitest';
import {
  basicLifeCents,
  coveredMonthlyEarningsCents,
  demoDisabilityPolicy,
  demoFormulas,
  monthlyBenefitCents,
  monthlyEarningsCents,
  monthlyPremiumCents,
  planAmount,
  supplementalAmounts,
  supplementalLimitCents,
  weeklyBenefitCents,
  weeklyEarningsCents,
} from './plan-formulas.ts';

const ltd = demoFormulas['long-term-disability'].policy;
const basicLife = demoFormulas['basic-life'].policy;
const supplemental = demoFormulas['supplemental-life'].policy;

describe('earnings', () => {
  it('are a year over 52 weeks or 12 months, to the cent', () => {
    // $104,000 / 52 = $2,000.00; / 12 = $8,666.666… → $8,666.67.
    expect(weeklyEarningsCents(10_400_000)).toBe(200_000);
    expect(monthlyEarningsCents(10_400_000)).toBe(866_667);
    // $52,000 / 52 = $1,000.00; $50,000 / 52 = $961.538… → $961.54.
    expect(weeklyEarningsCents(5_200_000)).toBe(100_000);
    expect(weeklyEarningsCents(5_000_000)).toBe(96_154);
  });

  it('refuse what is not whole cents', () => {
    expect(() => weeklyEarningsCents(-1)).toThrow(RangeError);
    expect(() => monthlyEarningsCents(1.5)).toThrow(RangeError);
  });
});

describe('short-term disability: 60% of weekly earnings, up to $1,500 a week', () => {
  it('is 60% of $2,000 a week: $1,200', () => {
    expect(weeklyBenefitCents(demoDisabilityPolicy, 200_000)).toBe(120_000);
  });

  it('is capped at $1,500: $3,000 a week earns $1,500, not $1,800', () => {
    expect(weeklyBenefitCents(demoDisabilityPolicy, 300_000)).toBe(150_000);
    expect(weeklyBenefitCents(demoDisabilityPolicy, 250_000)).toBe(150_000);
    expect(weeklyBenefitCents(demoDisabilityPolicy, 249_999)).toBe(149_999);
  });

  it('is rounded to the cent, half a cent up', () => {
    // 60% of $1,000.01 = $600.006 → $600.01; of $1,000.02 = $600.012 → $600.01.
    expect(weeklyBenefitCents(demoDisabilityPolicy, 100_001)).toBe(60_001);
    expect(weeklyBenefitCents(demoDisabilityPolicy, 100_002)).toBe(60_001);
    expect(weeklyBenefitCents({ ...demoDisabilityPolicy, benefitPercent: 50 }, 1)).toBe(1);
  });

  it('is nothing for no earnings, and refuses earnings that are not whole cents', () => {
    expect(weeklyBenefitCents(demoDisabilityPolicy, 0)).toBe(0);
    expect(() => weeklyBenefitCents(demoDisabilityPolicy, -100)).toThrow(RangeError);
    expect(() => weeklyBenefitCents(demoDisabilityPolicy, 2000.5)).toThrow(RangeError);
  });
});

describe('long-term disability: 60% of monthly earnings, up to $10,000 a month', () => {
  it('pays John $5,200.00 a month of his $8,666.67', () => {
    // 60% of $8,666.67 = $5,200.002 → $5,200.00.
    expect(monthlyBenefitCents(ltd, 866_667)).toBe(520_000);
  });

  it('stops at $10,000 from $16,666.67 a month of earnings', () => {
    // $10,000 / 60% = $16,666.666… → covered monthly earnings stop at $16,666.67.
    expect(coveredMonthlyEarningsCents(ltd, 2_000_000)).toBe(1_666_667);
    expect(monthlyBenefitCents(ltd, 2_000_000)).toBe(1_000_000);
    expect(coveredMonthlyEarningsCents(ltd, 866_667)).toBe(866_667);
  });
});

describe('basic life and AD&D: one times annual earnings, up to the next $1,000, at most $50,000', () => {
  it('rounds up to the next $1,000', () => {
    // $41,250.01 → $42,000; $41,000.00 stays $41,000.
    expect(basicLifeCents(basicLife, 4_125_001)).toBe(4_200_000);
    expect(basicLifeCents(basicLife, 4_100_000)).toBe(4_100_000);
    expect(basicLifeCents(basicLife, 1)).toBe(100_000);
  });

  it('stops at $50,000: John ($104,000) and the others ($52,000) alike', () => {
    expect(basicLifeCents(basicLife, 10_400_000)).toBe(5_000_000);
    expect(basicLifeCents(basicLife, 5_200_000)).toBe(5_000_000);
    // $49,000.01 rounds up to $50,000, the cap itself.
    expect(basicLifeCents(basicLife, 4_900_001)).toBe(5_000_000);
  });
});

describe('supplemental life: units of $10,000, up to five times earnings and $500,000', () => {
  it('allows whole units under five times earnings', () => {
    // 5 × $52,000 = $260,000 → 26 units; 5 × $43,500 = $217,500 → 21 units, $210,000.
    expect(supplementalLimitCents(supplemental, 5_200_000)).toBe(26_000_000);
    expect(supplementalLimitCents(supplemental, 4_350_000)).toBe(21_000_000);
    // 5 × $104,000 = $520,000 → the cap, $500,000.
    expect(supplementalLimitCents(supplemental, 10_400_000)).toBe(50_000_000);
  });

  it('keeps the part over the $150,000 guaranteed issue pending evidence', () => {
    expect(supplementalAmounts(supplemental, 10_000_000, false)).toEqual({
      activeCents: 10_000_000,
      pendingEvidenceCents: 0,
    });
    expect(supplementalAmounts(supplemental, 15_000_000, false)).toEqual({
      activeCents: 15_000_000,
      pendingEvidenceCents: 0,
    });
    // $200,000 elected: $150,000 in force, $50,000 waiting for evidence, all of it once approved.
    expect(supplementalAmounts(supplemental, 20_000_000, false)).toEqual({
      activeCents: 15_000_000,
      pendingEvidenceCents: 5_000_000,
    });
    expect(supplementalAmounts(supplemental, 20_000_000, true)).toEqual({
      activeCents: 20_000_000,
      pendingEvidenceCents: 0,
    });
  });

  it('refuses an election that is not whole units', () => {
    expect(() => supplementalAmounts(supplemental, 10_500_000, false)).toThrow(RangeError);
  });
});

describe("a month's premium: units of the basis times the rate", () => {
  it('charges John $20.00 for $100,000 of supplemental life at $0.20 per $1,000', () => {
    // 100 units × $0.20 = $20.00.
    expect(monthlyPremiumCents('supplemental-life', 10_000_000, 200_000)).toBe(2_000);
  });

  it('charges STD per $10 of weekly benefit and LTD per $100 of covered earnings', () => {
    // $1,200 / $10 = 120 units × $0.45 = $54.00.
    expect(monthlyPremiumCents('short-term-disability', 120_000, 450_000)).toBe(5_400);
    // $8,666.67 / $100 = 86.6667 units × $0.38 = $32.9333… → $32.93.
    expect(monthlyPremiumCents('long-term-disability', 866_667, 380_000)).toBe(3_293);
    // $50,000 / $1,000 = 50 units × $0.15 = $7.50.
    expect(monthlyPremiumCents('basic-life', 5_000_000, 150_000)).toBe(750);
  });

  it('rounds half a cent up', () => {
    // $1,005 / $10 = 100.5 units × $0.45 = $45.225 → $45.23 (Math.round of 4,522.5).
    expect(monthlyPremiumCents('short-term-disability', 100_500, 450_000)).toBe(4_523);
  });
});

describe('what each plan gives a member', () => {
  it("gives John's amounts on $104,000", () => {
    expect(planAmount(demoFormulas['short-term-disability'], 10_400_000, null)).toEqual({
      amountCents: 120_000,
      pendingEvidenceCents: 0,
      volumeCents: 120_000,
    });
    expect(planAmount(demoFormulas['long-term-disability'], 10_400_000, null)).toEqual({
      amountCents: 520_000,
      pendingEvidenceCents: 0,
      volumeCents: 866_667,
    });
    expect(planAmount(demoFormulas['basic-life'], 10_400_000, null).amountCents).toBe(5_000_000);
    expect(
      planAmount(demoFormulas['supplemental-life'], 10_400_000, {
        electedCents: 10_000_000,
        evidenceApproved: false,
      }),
    ).toEqual({ amountCents: 10_000_000, pendingEvidenceCents: 0, volumeCents: 10_000_000 });
  });

  it('gives nothing of supplemental life without an election', () => {
    expect(planAmount(demoFormulas['supplemental-life'], 5_200_000, null)).toEqual({
      amountCents: 0,
      pendingEvidenceCents: 0,
      volumeCents: 0,
    });
  });
});
