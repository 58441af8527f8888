import { describe, expect, it } from 'vitest';
import { fieldText } from '#domain/shared/messages';
import { ageOn, personalInfoProblems } from './self-service-api.ts';

describe('field checks shared by browser and server', () => {
  const today = '2026-11-22';

  it('names each bad personal-information field with its field message', () => {
    expect(
      personalInfoProblems(
        { firstName: 'Jane', lastName: 'D0e', dateOfBirth: '02/30/1980', ssn: '12' },
        { ssnLength: 4, requireClientId: false, today },
      ),
    ).toEqual({
      lastName: fieldText.lastName,
      dateOfBirth: fieldText.dateOfBirth,
      ssn: fieldText.ssnLast4,
    });
  });

  it('asks for the full SSN in multiple-client mode', () => {
    expect(
      personalInfoProblems(
        { firstName: 'Maria', lastName: 'Garcia', dateOfBirth: '07/04/1990', ssn: '4321' },
        { ssnLength: 9, requireClientId: false, today },
      ),
    ).toEqual({ ssn: fieldText.ssnFull });
  });

  it('computes the age in whole years', () => {
    expect(ageOn('11/22/2008', today)).toBe(18);
    expect(ageOn('11/23/2008', today)).toBe(17);
    expect(ageOn('01/15/2012', today)).toBe(14);
  });
});
