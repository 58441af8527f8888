// Worked examples of 'Add an employee' on 11/22/2026: Ana Lopez, hired 11/16/2026 at $52,000 a
// year and 40 hours, with the demo client's plans (short-term disability and basic life paid by
// the employer, supplemental life in units of $10,000 up to 5 times earnings, paid by her).

import { describe, expect, it } from 'vitest';
import type { ClientPlan, EmploymentRow } from '#domain/coverage/member-coverage';
import { demoFormulas } from '#domain/coverage/plan-formulas';
import { englishSentence } from '#domain/shared/claim-terms';
import { employeeChangeText } from './employee-changes.ts';
import {
  type AddEmployeeRequest,
  addedSentence,
  checkNewHire,
  electionProblem,
  newHireRows,
  newHireText,
  rehireProblem,
} from './new-hire.ts';

const today = '2026-11-22';
const plans: ClientPlan[] = [
  {
    id: 'std',
    formula: demoFormulas['short-term-disability'],
    policyNumber: 'STD-100000001',
    paidBy: 'employer',
    rateMicrodollars: 450_000,
  },
  {
    id: 'life',
    formula: demoFormulas['basic-life'],
    policyNumber: 'LIFE-100000001',
    paidBy: 'employer',
    rateMicrodollars: 150_000,
  },
  {
    id: 'supp',
    formula: demoFormulas['supplemental-life'],
    policyNumber: 'SUPP-100000001',
    paidBy: 'employee',
    rateMicrodollars: 80_000,
  },
];

const ana: AddEmployeeRequest = {
  firstName: 'Ana',
  lastName: 'Lopez',
  dateOfBirth: '04/02/1994',
  ssn: '900-00-4401',
  zipCode: '60601',
  email: '',
  hireDate: '11/16/2026',
  annualEarnings: '52,000',
  hoursPerWeek: '40',
  plans: ['short-term-disability', 'basic-life'],
  supplementalLife: '',
};

const problemsOf = (request: AddEmployeeRequest) => {
  const checked = checkNewHire(request, plans, today);
  if (checked.ok) return {};
  return Object.fromEntries(
    Object.entries(checked.problems).map(([field, sentence]) => [field, englishSentence(sentence)]),
  );
};

describe("'Add an employee'", () => {
  it('reads a new hire: dates as days, earnings in cents, the SSN as nine digits', () => {
    expect(checkNewHire(ana, plans, today)).toEqual({
      ok: true,
      hire: {
        firstName: 'Ana',
        lastName: 'Lopez',
        dateOfBirth: '1994-04-02',
        ssn: '900004401',
        zipCode: '60601',
        email: null,
        hireDate: '2026-11-16',
        annualEarningsCents: 5_200_000,
        hoursPerWeek: 40,
        plans: ['short-term-disability', 'basic-life'],
        supplementalCents: null,
      },
    });
  });

  it('refuses every bad field at once, each with its sentence', () => {
    expect(
      problemsOf({
        ...ana,
        firstName: '',
        dateOfBirth: '02/30/1994',
        ssn: '90000',
        zipCode: '6060',
        email: 'ana@',
        hireDate: '09/22/2026',
        annualEarnings: 'lots',
        hoursPerWeek: '81',
      }),
    ).toEqual({
      firstName: 'Please enter a valid first name.',
      dateOfBirth: expect.stringContaining('date of birth'),
      ssn: expect.stringContaining('Social Security'),
      zipCode: 'Please enter a valid zip code.',
      email: expect.stringContaining('email'),
      hireDate: employeeChangeText.dateInvalid.defaultMessage,
      annualEarnings: employeeChangeText.earningsInvalid.defaultMessage,
      hoursPerWeek: 'Enter the hours per week as a whole number from 1 to 80.',
    });
  });

  it('takes a hire date 60 days back and a year ahead, not 61 days back', () => {
    expect(checkNewHire({ ...ana, hireDate: '09/23/2026' }, plans, today).ok).toBe(true);
    expect(checkNewHire({ ...ana, hireDate: '11/22/2027' }, plans, today).ok).toBe(true);
    expect(problemsOf({ ...ana, hireDate: '09/22/2026' }).hireDate).toBe(
      employeeChangeText.dateInvalid.defaultMessage,
    );
    expect(problemsOf({ ...ana, dateOfBirth: '12/01/2026', hireDate: '11/16/2026' })).toEqual({
      dateOfBirth: expect.any(String),
    });
  });

  it('elects supplemental life in whole units of $10,000, at most 5 times earnings', () => {
    const withSupplemental = { ...ana, plans: [...ana.plans, 'supplemental-life' as const] };
    // 5 × $52,000 = $260,000: $250,000 is 25 units, within it.
    const checked = checkNewHire(
      { ...withSupplemental, supplementalLife: '250,000' },
      plans,
      today,
    );
    expect(checked.ok && checked.hire.supplementalCents).toBe(25_000_000);
    expect(problemsOf({ ...withSupplemental, supplementalLife: '' }).supplementalLife).toBe(
      'Enter supplemental life in units of $10,000.',
    );
    expect(problemsOf({ ...withSupplemental, supplementalLife: '15000' }).supplementalLife).toBe(
      'Enter supplemental life in units of $10,000.',
    );
    expect(problemsOf({ ...withSupplemental, supplementalLife: '270000' }).supplementalLife).toBe(
      'Supplemental life is at most $260,000 on these earnings.',
    );
    // An amount typed with the box unticked is not an election.
    const unticked = checkNewHire({ ...ana, supplementalLife: '15000' }, plans, today);
    expect(unticked.ok && unticked.hire.supplementalCents).toBeNull();
  });

  it('refuses a plan the client does not offer', () => {
    const offered = plans.slice(0, 2);
    const checked = checkNewHire({ ...ana, plans: ['long-term-disability'] }, offered, today);
    expect(checked.ok ? {} : checked.problems).toEqual({
      plans: { message: newHireText.planNotOffered },
    });
  });

  it('checks an election alone: a zero or a part of a unit is not one', () => {
    const policy = demoFormulas['supplemental-life'].policy;
    expect(electionProblem(policy, 10_000_00, null)).toBeNull();
    expect(electionProblem(policy, 0, 5_200_000)?.message).toBe(newHireText.supplementalUnits);
    expect(electionProblem(policy, 26_000_000, 5_200_000)).toBeNull();
  });
});

describe("a new hire's first rows", () => {
  it('employment from the hire date; each plan from it, coverage from the 1st of next month', () => {
    const checked = checkNewHire(
      { ...ana, plans: ['basic-life', 'supplemental-life'], supplementalLife: '50000' },
      plans,
      today,
    );
    if (!checked.ok) throw new Error('Ana is refused');
    expect(newHireRows(checked.hire, plans)).toEqual({
      employment: [
        {
          validFrom: '2026-11-16',
          status: 'active',
          lastDayWorked: null,
          annualEarningsCents: 5_200_000,
          hoursPerWeek: 40,
        },
      ],
      coverage: [
        {
          planId: 'std',
          validFrom: '2026-11-16',
          enrolled: false,
          effectiveDate: '2026-12-01',
          endDate: null,
          election: null,
        },
        {
          planId: 'life',
          validFrom: '2026-11-16',
          enrolled: true,
          effectiveDate: '2026-12-01',
          endDate: null,
          election: null,
        },
        {
          planId: 'supp',
          validFrom: '2026-11-16',
          enrolled: true,
          effectiveDate: '2026-12-01',
          endDate: null,
          election: { electedCents: 5_000_000, evidenceApproved: false },
        },
      ],
    });
    expect(englishSentence(addedSentence('Ana Lopez', checked.hire))).toBe(
      'Ana Lopez is added. Coverage starts on 12/01/2026.',
    );
    expect(englishSentence(addedSentence('Ana Lopez', { ...checked.hire, plans: [] }))).toBe(
      'Ana Lopez is added, without coverage.',
    );
  });

  it('a hire on the 1st starts coverage on the 1st of the next month', () => {
    const checked = checkNewHire({ ...ana, hireDate: '12/01/2026' }, plans, today);
    if (!checked.ok) throw new Error('Ana is refused');
    expect(newHireRows(checked.hire, plans).coverage[0]?.effectiveDate).toBe('2027-01-01');
  });
});

describe('the same SSN on the census', () => {
  const row = (validFrom: string, status: EmploymentRow['status']): EmploymentRow => ({
    validFrom,
    recordedSequence: 1,
    status,
    lastDayWorked: status === 'terminated' ? '2026-09-30' : null,
    annualEarningsCents: 4_000_000,
    hoursPerWeek: 40,
  });

  it('hires again a person without employment, or whose employment ended before', () => {
    expect(rehireProblem([], '2026-11-16')).toBeNull();
    expect(
      rehireProblem([row('2020-01-15', 'active'), row('2026-10-01', 'terminated')], '2026-11-16'),
    ).toBeNull();
  });

  it('refuses one still employed, and a hire date before the end', () => {
    expect(rehireProblem([row('2020-01-15', 'active')], '2026-11-16')).toEqual({
      field: 'ssn',
      sentence: { message: newHireText.alreadyEmployed },
    });
    const refusal = rehireProblem(
      [row('2020-01-15', 'active'), row('2026-10-01', 'terminated')],
      '2026-09-28',
    );
    expect(refusal && englishSentence(refusal.sentence)).toBe(
      'Enter a hire date after the last day worked, 09/30/2026.',
    );
  });
});
