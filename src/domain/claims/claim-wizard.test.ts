import { describe, expect, it } from 'vitest';
import {
  type AbsenceAnswers,
  absenceErrors,
  type ClaimAnswers,
  claimFieldText,
  claimKindsOf,
  claimLimits,
  emptyAnswers,
  firstIncompleteStep,
  type NeedAnswers,
  needErrors,
  type PaymentAnswers,
  paymentErrors,
  type ProviderAnswers,
  providerErrors,
  stepErrors,
  stepsOf,
} from './claim-wizard.ts';
import { isoDateOfTyped, typedDateOf } from '#domain/shared/absence-dates';
import { englishErrors } from '#domain/shared/claim-terms';
import { calendarDayIn } from '#domain/shared/clock';

// Today is June 15, 2026 on the portal's calendar.
const today = '2026-06-15';

const ownHealth: NeedAnswers = { reason: 'own-health', alsoFmla: false };
const ownHealthAndFmla: NeedAnswers = { reason: 'own-health', alsoFmla: true };
const familyCare: NeedAnswers = { reason: 'family-care', alsoFmla: false };
const bonding: NeedAnswers = { reason: 'bonding', alsoFmla: false };

const absence: AbsenceAnswers = {
  ...emptyAnswers.absence,
  lastDayWorked: '06/05/2026',
  firstDayOfAbsence: '06/08/2026',
  expectedReturn: '07/20/2026',
  schedule: 'continuous',
  workedBefore: 'no',
};
const provider: ProviderAnswers = {
  providerName: 'Dr. Ada Byron',
  providerPhone: '(312) 555-0101',
  workRelated: 'no',
  conditionCategory: 'surgery',
};
const directDeposit: PaymentAnswers = {
  method: 'direct-deposit',
  routingNumber: '110000000',
  accountNumber: '000123456789',
  confirmAccountNumber: '000123456789',
};

describe('the claims a request files', () => {
  it('is a disability claim for my own health, with the leave when asked', () => {
    expect(claimKindsOf(ownHealth)).toEqual(['disability']);
    expect(claimKindsOf(ownHealthAndFmla)).toEqual(['disability', 'leave']);
  });

  it('is a leave only for family care and bonding, whatever the FMLA box says', () => {
    expect(claimKindsOf(familyCare)).toEqual(['leave']);
    expect(claimKindsOf({ reason: 'bonding', alsoFmla: true })).toEqual(['leave']);
  });

  it('is nothing before a choice', () => {
    expect(claimKindsOf(undefined)).toEqual([]);
    expect(claimKindsOf({ reason: '', alsoFmla: true })).toEqual([]);
  });
});

describe('the steps a person goes through', () => {
  it('include the payment for a disability claim only', () => {
    const all = ['need', 'absence', 'provider', 'payment', 'review'];
    const withoutPayment = ['need', 'absence', 'provider', 'review'];
    expect(stepsOf({ need: ownHealth })).toEqual(all);
    expect(stepsOf({ need: ownHealthAndFmla })).toEqual(all);
    expect(stepsOf({ need: familyCare })).toEqual(withoutPayment);
    expect(stepsOf({ need: bonding })).toEqual(withoutPayment);
    expect(stepsOf({})).toEqual(withoutPayment);
  });
});

describe('step 1, what do you need', () => {
  it('needs a choice', () => {
    expect(needErrors(ownHealth)).toEqual({});
    expect(englishErrors(needErrors({ reason: '', alsoFmla: false }))).toEqual({
      reason: 'Please choose what you need.',
    });
    expect(needErrors(undefined)).toEqual({ reason: claimFieldText.reason });
  });
});

describe('step 2, about your absence', () => {
  const errorsOf = (changes: Partial<AbsenceAnswers>, need: NeedAnswers = ownHealth) =>
    absenceErrors({ ...absence, ...changes }, need, today);

  it('takes real dates as MM/DD/YYYY', () => {
    expect(errorsOf({})).toEqual({});
    expect(englishErrors(errorsOf({ lastDayWorked: '02/30/2026' }))).toEqual({
      lastDayWorked: 'Please enter a real date as MM/DD/YYYY within one year of today.',
    });
    expect(errorsOf({ firstDayOfAbsence: '2026-06-08' })).toEqual({
      firstDayOfAbsence: claimFieldText.date,
    });
    expect(errorsOf({ expectedReturn: '7/20/2026' })).toEqual({
      expectedReturn: claimFieldText.date,
    });
  });

  it('takes dates within one year back and one year ahead', () => {
    const backAndAhead = { lastDayWorked: '06/15/2025', firstDayOfAbsence: '06/16/2025' };
    expect(errorsOf({ ...backAndAhead, expectedReturn: '06/15/2027' })).toEqual({});
    expect(errorsOf({ lastDayWorked: '06/15/2024' })).toEqual({
      lastDayWorked: claimFieldText.date,
    });
    expect(errorsOf({ expectedReturn: '06/15/2028' })).toEqual({
      expectedReturn: claimFieldText.date,
    });
  });

  it("counts one calendar year either way of today, the portal's day", () => {
    expect(errorsOf({ lastDayWorked: '06/15/2025' })).toEqual({});
    expect(errorsOf({ lastDayWorked: '06/14/2025' })).toEqual({
      lastDayWorked: claimFieldText.date,
    });
    expect(errorsOf({ expectedReturn: '06/15/2027' })).toEqual({});
    expect(errorsOf({ expectedReturn: '06/16/2027' })).toEqual({
      expectedReturn: claimFieldText.date,
    });
    // At 11 p.m. on June 14 in Chicago it is June 15 in UTC, and still June 14 for the person:
    // a year back from June 14 takes June 14, 2025.
    const lateEvening = calendarDayIn(new Date('2026-06-15T04:00:00Z'), 'America/Chicago');
    const lastDay = { ...absence, lastDayWorked: '06/14/2025' };
    expect(absenceErrors(lastDay, ownHealth, lateEvening)).toEqual({});
    expect(absenceErrors(lastDay, ownHealth, today)).toEqual({
      lastDayWorked: claimFieldText.date,
    });
  });

  it('refuses a first day of absence before the last day worked, and takes the same day', () => {
    expect(englishErrors(errorsOf({ lastDayWorked: '06/09/2026' }))).toEqual({
      firstDayOfAbsence: 'The first day of absence cannot be before the last day worked.',
    });
    expect(errorsOf({ lastDayWorked: '06/08/2026' })).toEqual({});
  });

  it('needs the return to work after the first day of absence', () => {
    const message = 'The expected return to work must be after the first day of absence.';
    expect(englishErrors(errorsOf({ expectedReturn: '06/08/2026' }))).toEqual({
      expectedReturn: message,
    });
    expect(englishErrors(errorsOf({ expectedReturn: '06/01/2026' }))).toEqual({
      expectedReturn: message,
    });
    expect(errorsOf({ expectedReturn: '06/09/2026' })).toEqual({});
  });

  it('needs a schedule', () => {
    expect(englishErrors(errorsOf({ schedule: '' }))).toEqual({
      schedule: 'Please choose a schedule.',
    });
  });

  it('asks how often and how long for intermittent time off only', () => {
    expect(errorsOf({ schedule: 'intermittent', howOften: '', howLong: '  ' })).toEqual({
      howOften: claimFieldText.howOften,
      howLong: claimFieldText.howLong,
    });
    const filled = { howOften: '2 days a month', howLong: '1 day' };
    expect(errorsOf({ schedule: 'intermittent', ...filled })).toEqual({});
    expect(errorsOf({ schedule: 'continuous', howOften: '', howLong: '' })).toEqual({});
  });

  it('names the hours per week it takes in its message', () => {
    const { hoursPerWeekMin, hoursPerWeekMax } = claimLimits;
    expect(claimFieldText.hoursPerWeek.defaultMessage).toContain(
      `from ${hoursPerWeekMin} to ${hoursPerWeekMax}.`,
    );
  });

  it('asks the hours per week, 1 to 60 to a tenth, for a reduced schedule only', () => {
    const reduced = (hoursPerWeek: string) => errorsOf({ schedule: 'reduced', hoursPerWeek });
    const refused = { hoursPerWeek: claimFieldText.hoursPerWeek };
    expect(['1', '20', '20.5', '60'].map(reduced)).toEqual([{}, {}, {}, {}]);
    expect(['', '0', '0.5', '60.5', '61', '20.25', 'twenty', '-5'].map(reduced)).toEqual(
      Array(8).fill(refused),
    );
    expect(errorsOf({ schedule: 'continuous', hoursPerWeek: '' })).toEqual({});
  });

  it("asks the family member's name and relationship for family care only", () => {
    expect(englishErrors(errorsOf({}, familyCare))).toEqual({
      familyMemberName: "Please enter the family member's name.",
      relationship: 'Please choose the relationship.',
    });
    const member = { familyMemberName: "Mary-Jo O'Neil", relationship: 'parent' } as const;
    expect(errorsOf(member, familyCare)).toEqual({});
    expect(errorsOf({ ...member, familyMemberName: '4 Smith' }, familyCare)).toEqual({
      familyMemberName: claimFieldText.familyMemberName,
    });
    expect(errorsOf({}, ownHealthAndFmla)).toEqual({});
  });

  it('825.120(a)(2): asks bonding leave the date of birth or placement, and ends it within 12 months', () => {
    expect(englishErrors(errorsOf({}, bonding))).toEqual({
      childArrivalDate:
        'Please enter the date of birth or placement as MM/DD/YYYY within one year of today.',
    });
    // Born 06/01/2026: the leave from 06/08 back on 07/20/2026 is well inside its 12 months.
    expect(errorsOf({ childArrivalDate: '06/01/2026' }, bonding)).toEqual({});
    // A placement may come after the leave starts (825.121(a)(1)), within a year of today.
    expect(errorsOf({ childArrivalDate: '07/01/2026' }, bonding)).toEqual({});
    expect(errorsOf({ childArrivalDate: '06/16/2027' }, bonding)).toEqual({
      childArrivalDate: claimFieldText.childArrivalDate,
    });
    // Born 07/20/2025: its 12 months end on 07/19/2026, the last day of a leave back on 07/20.
    expect(errorsOf({ childArrivalDate: '07/20/2025' }, bonding)).toEqual({});
    // Born 07/19/2025: its 12 months end on 07/18/2026, before the leave's last day.
    expect(englishErrors(errorsOf({ childArrivalDate: '07/19/2025' }, bonding))).toEqual({
      childArrivalDate:
        'Leave to bond with a child must end within 12 months of the birth or placement.',
    });
    // Asked of bonding only.
    expect(errorsOf({ childArrivalDate: '' }, familyCare).childArrivalDate).toBeUndefined();
  });

  it('825.110(b): asks a leave whether the employee worked for the employer before', () => {
    expect(englishErrors(errorsOf({ workedBefore: '' }, ownHealthAndFmla))).toEqual({
      workedBefore: 'Please answer whether you have worked for this employer before.',
    });
    const stint = { earlierServiceFrom: '06/03/2019', earlierServiceTo: '08/30/2019' };
    expect(errorsOf({ workedBefore: 'yes', ...stint }, ownHealthAndFmla)).toEqual({});
    expect(errorsOf({ workedBefore: 'yes' }, ownHealthAndFmla)).toEqual({
      earlierServiceFrom: claimFieldText.earlierServiceFrom,
      earlierServiceTo: claimFieldText.earlierServiceTo,
    });
    // A disability claim alone does not ask.
    expect(errorsOf({ workedBefore: '' }, ownHealth)).toEqual({});
  });

  it('judges missing answers as empty ones', () => {
    expect(Object.keys(absenceErrors(undefined, ownHealth, today))).toEqual([
      'lastDayWorked',
      'firstDayOfAbsence',
      'expectedReturn',
      'schedule',
    ]);
  });
});

describe('step 3, your provider', () => {
  it('needs the name and a phone number as (###) ###-####', () => {
    expect(providerErrors(provider, ownHealth)).toEqual({});
    for (const phone of ['312-555-0101', '(312)555-0101', '(312) 555-010', '3125550101']) {
      expect(
        englishErrors(providerErrors({ ...provider, providerPhone: phone }, ownHealth)),
      ).toEqual({
        providerPhone: "Please enter the provider's phone number as (###) ###-####.",
      });
    }
    expect(providerErrors({ ...provider, providerName: ' ' }, ownHealth)).toEqual({
      providerName: claimFieldText.providerName,
    });
  });

  it('asks about work and the condition category for a disability claim only', () => {
    const unanswered = { ...provider, workRelated: '', conditionCategory: '' } as const;
    expect(providerErrors(unanswered, ownHealth)).toEqual({
      workRelated: claimFieldText.workRelated,
      conditionCategory: claimFieldText.conditionCategory,
    });
    expect(providerErrors(unanswered, familyCare)).toEqual({});
    expect(providerErrors(unanswered, bonding)).toEqual({});
  });
});

describe('step 4, how you want to be paid', () => {
  it('needs a method, and nothing more for a paper check', () => {
    expect(englishErrors(paymentErrors(undefined))).toEqual({
      method: 'Please choose how you want to be paid.',
    });
    expect(paymentErrors({ ...emptyAnswers.payment, method: 'paper-check' })).toEqual({});
  });

  it('needs a valid routing number and an account of 4 to 17 digits, typed twice', () => {
    expect(paymentErrors(directDeposit)).toEqual({});
    expect(englishErrors(paymentErrors({ ...directDeposit, routingNumber: '123456789' }))).toEqual({
      routingNumber: 'Please enter a valid 9-digit routing number.',
    });
    const account = (digits: string) =>
      englishErrors(
        paymentErrors({ ...directDeposit, accountNumber: digits, confirmAccountNumber: digits }),
      );
    expect(account('1234')).toEqual({});
    expect(account('12345678901234567')).toEqual({});
    const refused = { accountNumber: 'Please enter an account number of 4 to 17 digits.' };
    expect(account('123')).toEqual(refused);
    expect(account('123456789012345678')).toEqual(refused);
    expect(account('1234-5678')).toEqual(refused);
    expect(
      englishErrors(paymentErrors({ ...directDeposit, confirmAccountNumber: '000123456788' })),
    ).toEqual({
      confirmAccountNumber: 'Account numbers entered do not match.',
    });
  });
});

describe('checking the steps before a step', () => {
  const disability: ClaimAnswers = {
    need: ownHealth,
    absence,
    provider,
    payment: directDeposit,
  };
  const leaveOnly: ClaimAnswers = {
    need: familyCare,
    absence: { ...absence, familyMemberName: 'Ann Roe', relationship: 'spouse' },
    provider,
  };

  it('finds nothing when every earlier step is good', () => {
    expect(firstIncompleteStep(disability, 'review', today)).toBeNull();
    expect(firstIncompleteStep(leaveOnly, 'review', today)).toBeNull();
    expect(firstIncompleteStep({}, 'need', today)).toBeNull();
    expect(stepErrors('review', {}, today)).toEqual({});
  });

  it('names the first step that is not good, with its errors', () => {
    const badAbsence = { ...disability, absence: { ...absence, schedule: '' } } as const;
    expect(firstIncompleteStep(badAbsence, 'review', today)).toEqual({
      step: 'absence',
      errors: { schedule: claimFieldText.schedule },
    });
    expect(firstIncompleteStep(badAbsence, 'absence', today)).toBeNull();
    expect(firstIncompleteStep({}, 'provider', today)).toEqual({
      step: 'need',
      errors: { reason: claimFieldText.reason },
    });
  });

  it('checks the payment of a disability claim and skips it for a leave', () => {
    const noMethod = { ...emptyAnswers.payment };
    expect(firstIncompleteStep({ ...disability, payment: noMethod }, 'review', today)).toEqual({
      step: 'payment',
      errors: { method: claimFieldText.paymentMethod },
    });
    expect(firstIncompleteStep({ ...leaveOnly, payment: noMethod }, 'review', today)).toBeNull();
  });

  it('checks the earlier steps even for a step this person skips', () => {
    // A leave has no payment step; moving to it must not pass unchecked answers.
    const badLeave = { ...leaveOnly, absence: { ...absence, schedule: '' } } as const;
    expect(firstIncompleteStep(badLeave, 'payment', today)).toEqual({
      step: 'absence',
      errors: {
        schedule: claimFieldText.schedule,
        familyMemberName: claimFieldText.familyMemberName,
        relationship: claimFieldText.relationship,
      },
    });
  });
});

describe('typed dates', () => {
  it('turn MM/DD/YYYY into YYYY-MM-DD when they are real, and back', () => {
    expect(isoDateOfTyped('02/29/2024')).toBe('2024-02-29');
    expect(isoDateOfTyped('02/29/2025')).toBeNull();
    expect(isoDateOfTyped('13/01/2026')).toBeNull();
    expect(isoDateOfTyped('00/10/2026')).toBeNull();
    expect(isoDateOfTyped('06/31/2026')).toBeNull();
    expect(typedDateOf('2026-06-08')).toBe('06/08/2026');
  });
});
