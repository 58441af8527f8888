import { describe, expect, it } from 'vitest';
import {
  beneficiaryMessages,
  beneficiaryOf,
  designationProblems,
  inDesignationOrder,
  type TypedBeneficiary,
} from './beneficiary-rules.ts';

const today = '2026-11-29';
const row = (values: Partial<TypedBeneficiary> = {}): TypedBeneficiary => ({
  fullName: 'Ann Roe',
  relationship: 'spouse',
  dateOfBirth: '',
  share: '100',
  level: 'primary',
  ...values,
});
const messagesOf = (rows: TypedBeneficiary[]) =>
  designationProblems(rows, today).map((problem) => [problem.field, problem.message]);

describe('a designation that saves', () => {
  it('names one primary with all of it', () => {
    expect(designationProblems([row()], today)).toEqual([]);
  });

  it('splits the primaries and the contingents each to 100%', () => {
    const rows = [
      row({ share: '50' }),
      row({ fullName: 'Zoë Roe-Núñez', relationship: 'child', share: '50%' }),
      row({ fullName: "Estate of O'Brien", relationship: 'estate', level: 'contingent' }),
    ];
    expect(designationProblems(rows, today)).toEqual([]);
    expect(beneficiaryOf(rows[1]!)).toEqual({
      fullName: 'Zoë Roe-Núñez',
      relationship: 'child',
      dateOfBirth: null,
      share: 50,
      level: 'primary',
    });
  });

  it('keeps a date of birth as a calendar date, and the names tidied', () => {
    expect(
      beneficiaryOf(row({ fullName: '  Ann   Roe ', dateOfBirth: '02/29/1976' })),
    ).toMatchObject({ fullName: 'Ann Roe', dateOfBirth: '1976-02-29' });
  });
});

describe('a designation that is refused, with the sentence of its rule', () => {
  it('when the primary shares do not add up to 100%', () => {
    expect(messagesOf([row({ share: '60' }), row({ fullName: 'Bo Roe', share: '30' })])).toEqual([
      ['beneficiaries', beneficiaryMessages.primaryShares],
    ]);
  });

  it('when the contingent shares do not add up to 100%', () => {
    expect(
      messagesOf([row(), row({ fullName: 'Bo Roe', share: '99', level: 'contingent' })]),
    ).toEqual([['beneficiaries', beneficiaryMessages.contingentShares]]);
  });

  it('when a contingent is named without a primary, or nobody at all', () => {
    expect(messagesOf([row({ level: 'contingent' })])).toEqual([
      ['beneficiaries', beneficiaryMessages.primaryFirst],
    ]);
    expect(messagesOf([])).toEqual([['beneficiaries', beneficiaryMessages.primaryFirst]]);
  });

  it('for each bad field, by its row', () => {
    expect(
      messagesOf([
        row({ fullName: 'Ann Roe 2nd' }),
        row({ relationship: 'cousin' }),
        row({ dateOfBirth: '12/01/2026' }),
        row({ dateOfBirth: '02/30/1990' }),
        row({ share: '0' }),
        row({ share: '12.5' }),
        row({ level: 'both' }),
      ]),
    ).toEqual([
      ['beneficiaries.0.fullName', beneficiaryMessages.fullName],
      ['beneficiaries.1.relationship', beneficiaryMessages.relationship],
      ['beneficiaries.2.dateOfBirth', beneficiaryMessages.dateOfBirth],
      ['beneficiaries.3.dateOfBirth', beneficiaryMessages.dateOfBirth],
      ['beneficiaries.4.share', beneficiaryMessages.share],
      ['beneficiaries.5.share', beneficiaryMessages.share],
      ['beneficiaries.6.level', beneficiaryMessages.level],
    ]);
  });

  it('takes a birth date of today, not of tomorrow', () => {
    expect(designationProblems([row({ dateOfBirth: '11/29/2026' })], today)).toEqual([]);
    expect(messagesOf([row({ dateOfBirth: '11/30/2026' })])).toEqual([
      ['beneficiaries.0.dateOfBirth', beneficiaryMessages.dateOfBirth],
    ]);
  });

  it('when more than ten are named', () => {
    const eleven = Array.from({ length: 11 }, (_, index) =>
      row({ share: index < 10 ? '10' : '0' }),
    );
    expect(designationProblems(eleven, today)).toEqual([
      { field: 'beneficiaries', message: beneficiaryMessages.tooMany, values: { max: 10 } },
    ]);
  });
});

describe('the order a designation reads in', () => {
  it('puts the primaries first, then the contingents, each as typed', () => {
    const rows = [
      row({ fullName: 'C', level: 'contingent' }),
      row({ fullName: 'A' }),
      row({ fullName: 'B' }),
    ].map(beneficiaryOf);
    expect(inDesignationOrder(rows).map((beneficiary) => beneficiary.fullName)).toEqual([
      'A',
      'B',
      'C',
    ]);
  });
});
