// The compiler's check that an answer carries no health information. Each line marked as an
// expected error must fail to compile (npm run typecheck fails if one of them compiles); the
// other lines must compile.

import { describe, expect, test } from 'vitest';
import {
  type FreeOfHealthInformation,
  healthInformationKeys,
  healthInformationSchema,
} from './health-information.ts';

describe('FreeOfHealthInformation', () => {
  test('takes an answer of dates and status', () => {
    const checked: FreeOfHealthInformation<{
      claimNumber: string;
      firstDayOfAbsence: string;
      timeline: { at: string; text: string }[];
    }> = true;
    expect(checked).toBe(true);
  });

  test('refuses a health key at the top, in a nested object, in an array, optional or not', () => {
    // @ts-expect-error the provider is health information.
    const top: FreeOfHealthInformation<{ claimNumber: string; providerName: string }> = true;
    // @ts-expect-error a condition inside a nested object.
    const nested: FreeOfHealthInformation<{ claim: { conditionCategory: string | null } }> = true;
    // @ts-expect-error a family member's name in the rows of a list.
    const listed: FreeOfHealthInformation<{ rows: { familyMemberName?: string }[] }> = true;
    // @ts-expect-error documents sent, in one member of a union.
    const union: FreeOfHealthInformation<{ a: string } | { documentsSent: unknown[] }> = true;
    expect([top, nested, listed, union]).toEqual([true, true, true, true]);
  });

  test('names the keys it found', () => {
    const found: FreeOfHealthInformation<{ reason: string; claim: { relationship: string } }> = {
      healthInformationFound: 'reason',
    };
    expect(found.healthInformationFound).toBe('reason');
  });
});

test('the keys are those of the schema', () => {
  expect(healthInformationKeys).toEqual(Object.keys(healthInformationSchema.shape));
  expect(healthInformationKeys).toEqual(
    expect.arrayContaining(['conditionCategory', 'providerName', 'familyMemberName', 'reason']),
  );
});
