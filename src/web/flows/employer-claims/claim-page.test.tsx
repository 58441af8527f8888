// A claim as the employer reads it: the facts, the eligibility in words, the timeline, and the
// task 'Employer statement': checked here, refused by the server at its field, sent once.

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { employerStatementFieldText } from '#domain/employer-claims/employer-statement';
import { englishOf } from '#domain/shared/claim-terms';
import type { EmployerClaimDetail } from '#domain/employer-claims/employer-claims-answers';
import {
  currentPath,
  openApp,
  resetBrowserSession,
  serverAnswers,
} from '#tests/support/web/flow-test-kit';
import './employer-claims-screens.tsx';

const employerStatementMessages = englishOf(employerStatementFieldText);

const claimPath = (number: string) => `employers/api/claims/${number}`;
const claimAddress = (number: string) => `/auth/employers/claims/${number}`;

const leave: EmployerClaimDetail = {
  claimNumber: 'C1000002',
  employeeName: 'John Roe',
  kind: 'leave',
  status: 'information-needed',
  lastDayWorked: '2026-11-09',
  firstDayOfAbsence: '2026-11-10',
  expectedReturn: '2027-05-11',
  reportedByEmployer: false,
  timeline: [
    { at: '2026-11-12T15:00:00.000Z', text: 'Submitted' },
    { at: '2026-11-19T15:00:00.000Z', text: 'Information needed' },
  ],
  fmlaEligibility:
    "We need your employer statement of the hours worked to confirm the employee's eligibility for family medical leave (FMLA).",
  fmlaFacts: [
    {
      label: 'Months of employment',
      value: "Hired 01/05/2026; earlier service not yet confirmed by the employer's statement",
    },
    {
      label: 'Hours worked in the 12 months before 11/10/2026',
      value: "Not known until the employer's statement",
    },
    { label: 'Employees within 75 miles when notice was given', value: '240' },
  ],
  employeeEarlierService: { from: '2019-06-03', to: '2019-08-30' },
  scheduleAgreement: null,
  statementDue: true,
  statement: null,
};

const given: EmployerClaimDetail = {
  ...leave,
  statementDue: false,
  statement: {
    hoursWorked12Months: 1900,
    weeklyEarningsCents: 125_000,
    scheduledHoursPerWeek: 37.5,
    lastDayWorked: '2026-11-09',
    earlierService: { from: '2019-06-03', to: '2019-08-30' },
    agreesToSchedule: null,
    givenAt: '2026-11-22T15:00:00.000Z',
  },
  fmlaEligibility: 'The employee is eligible for family medical leave (FMLA).',
  timeline: [
    ...leave.timeline,
    { at: '2026-11-22T15:00:00.000Z', text: 'The employer sent its statement' },
  ],
};

const section = (name: string) => screen.getByRole('region', { name });
const detail = (region: string, label: string) =>
  within(section(region)).getByText(label).closest('div')?.querySelector('dd')?.textContent;

async function fillStatement(user: ReturnType<typeof userEvent.setup>, lastDay = '11092026') {
  const form = section('Employer statement');
  await user.type(
    within(form).getByLabelText('Hours worked in the 12 months before 11/10/2026'),
    '1,900',
  );
  await user.type(within(form).getByLabelText('Weekly earnings'), '1,250.00');
  await user.type(within(form).getByLabelText('Work schedule'), '37.5');
  await user.type(within(form).getByLabelText('Last day worked'), lastDay);
  const workedBefore = within(form).getByRole('group', {
    name: 'Did the employee work for you before their current hire date?',
  });
  await user.click(within(workedBefore).getByLabelText('Yes'));
  await user.type(within(form).getByLabelText('First day of the earlier employment'), '06032019');
  await user.type(within(form).getByLabelText('Last day of the earlier employment'), '08302019');
}

beforeEach(() => {
  resetBrowserSession();
});

describe("an employee's claim, as the employer reads it", () => {
  test('the facts, the eligibility in words and the timeline; nothing of health', async () => {
    serverAnswers({ [`GET ${claimPath('C1000002')}`]: leave });
    await openApp(claimAddress('C1000002'));

    expect(
      screen.getByRole('heading', { level: 1, name: 'Family medical leave C1000002' }),
    ).toBeVisible();
    expect(screen.getByText(/^Status:/)).toHaveTextContent('Status: Information needed');
    expect(detail('Details', 'Employee')).toBe('John Roe');
    expect(detail('Details', 'First day of absence')).toBe('11/10/2026');
    expect(detail('Details', 'Reported by')).toBe('The employee');
    expect(section('Family medical leave (FMLA) eligibility')).toHaveTextContent(
      leave.fmlaEligibility ?? '',
    );
    expect(detail('Family medical leave (FMLA) eligibility', 'Months of employment')).toBe(
      leave.fmlaFacts?.[0]?.value,
    );
    expect(within(section('Status history')).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText(/Provider|Condition|Reason/)).toBeNull();
  });

  test('825.110(b) and 825.120(b): shows what the employee said, and asks the agreement', async () => {
    const user = userEvent.setup();
    const bonding = { ...leave, scheduleAgreement: 'asked' } as const;
    serverAnswers({ [`GET ${claimPath('C1000002')}`]: bonding });
    await openApp(claimAddress('C1000002'));
    const form = section('Employer statement');
    const workedBefore = within(form).getByRole('group', {
      name: 'Did the employee work for you before their current hire date?',
    });
    expect(workedBefore).toHaveAccessibleDescription(
      'The employee said from 06/03/2019 to 08/30/2019.',
    );
    await fillStatement(user);
    await user.click(within(form).getByRole('button', { name: 'Submit statement' }));
    const agreement = within(form).getByRole('group', {
      name: 'Do you agree to this leave being taken intermittently or on a reduced schedule?',
    });
    expect(agreement).toHaveAccessibleDescription(
      'Family medical leave to bond with a child is taken this way only with your agreement. Please answer whether you agree to this schedule.',
    );
    expect(within(agreement).getByLabelText('Yes')).toHaveFocus();
  });

  test('checks the statement here first: each field says what it takes, focus on the first', async () => {
    const user = userEvent.setup();
    const server = serverAnswers({ [`GET ${claimPath('C1000002')}`]: leave });
    await openApp(claimAddress('C1000002'));
    const form = section('Employer statement');

    await user.click(within(form).getByRole('button', { name: 'Submit statement' }));
    const hours = within(form).getByLabelText('Hours worked in the 12 months before 11/10/2026');
    expect(hours).toHaveFocus();
    expect(hours).toHaveAccessibleDescription(employerStatementMessages.hoursWorked12Months);
    expect(within(form).getByLabelText('Weekly earnings')).toHaveAccessibleDescription(
      `In dollars, for example 1,250.00 ${employerStatementMessages.weeklyEarnings}`,
    );
    expect(within(form).getByLabelText('Last day worked')).toHaveAccessibleDescription(
      `MM/DD/YYYY ${employerStatementMessages.lastDayWorked}`,
    );
    await fillStatement(user, '11112026');
    // A field changed loses its old message at once; the next send judges it again.
    expect(hours).toHaveAccessibleDescription('');
    await user.click(within(form).getByRole('button', { name: 'Submit statement' }));
    expect(within(form).getByLabelText('Last day worked')).toHaveAccessibleDescription(
      `MM/DD/YYYY ${employerStatementMessages.lastDayAfterAbsence}`,
    );
    expect(server.callsTo(`${claimPath('C1000002')}/statement`)).toEqual([]);
  });

  test('sends the statement as typed, then shows it sent, with focus on what happened', async () => {
    const user = userEvent.setup();
    const server = serverAnswers({
      [`GET ${claimPath('C1000002')}`]: leave,
      [`POST ${claimPath('C1000002')}/statement`]: given,
    });
    await openApp(claimAddress('C1000002'));
    await fillStatement(user);
    await user.click(screen.getByRole('button', { name: 'Submit statement' }));

    expect(await screen.findByText('You sent the statement on 11/22/2026.')).toBeVisible();
    expect(server.callsTo(`${claimPath('C1000002')}/statement`)[0]?.body).toEqual({
      hoursWorked12Months: '1,900',
      weeklyEarnings: '1,250.00',
      hoursPerWeek: '37.5',
      lastDayWorked: '11/09/2026',
      workedBefore: 'yes',
      earlierServiceFrom: '06/03/2019',
      earlierServiceTo: '08/30/2019',
      breakExcused: false,
      agreesToSchedule: '',
    });
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Your statement was sent. Thank you.'),
    );
    await waitFor(() => expect(screen.getByRole('status')).toHaveFocus());
    expect(detail('Employer statement', 'Weekly earnings')).toBe('$1,250.00');
    expect(detail('Employer statement', 'Work schedule')).toBe('37.5 hours per week');
    expect(
      detail('Employer statement', 'Did the employee work for you before their current hire date?'),
    ).toBe('From 06/03/2019 to 08/30/2019');
    expect(screen.queryByRole('button', { name: 'Submit statement' })).toBeNull();
    expect(section('Family medical leave (FMLA) eligibility')).toHaveTextContent(
      'The employee is eligible',
    );
  });

  test("the server's refusal shows at its field", async () => {
    const user = userEvent.setup();
    serverAnswers({ [`GET ${claimPath('C1000002')}`]: leave });
    const recorded = vi.mocked(fetch).getMockImplementation()!;
    vi.mocked(fetch).mockImplementation(async (input, init) =>
      String(input).endsWith('/statement')
        ? new Response(
            JSON.stringify({ error: 'BAD_REQUEST', field: 'hoursPerWeek', message: 'Too many.' }),
            { status: 400, headers: { 'content-type': 'application/json' } },
          )
        : recorded(input, init),
    );
    await openApp(claimAddress('C1000002'));
    await fillStatement(user);
    await user.click(screen.getByRole('button', { name: 'Submit statement' }));

    const weekly = screen.getByLabelText('Work schedule');
    await waitFor(() => expect(weekly).toHaveAccessibleDescription('Hours per week Too many.'));
    expect(weekly).toHaveFocus();
  });

  test('a statement sent meanwhile: the claim as it now is, and why', async () => {
    const user = userEvent.setup();
    serverAnswers({ [`GET ${claimPath('C1000002')}`]: [leave, given] });
    const recorded = vi.mocked(fetch).getMockImplementation()!;
    vi.mocked(fetch).mockImplementation(async (input, init) =>
      String(input).endsWith('/statement')
        ? new Response(
            JSON.stringify({ error: 'CONFLICT', message: employerStatementMessages.alreadyGiven }),
            { status: 409, headers: { 'content-type': 'application/json' } },
          )
        : recorded(input, init),
    );
    await openApp(claimAddress('C1000002'));
    await fillStatement(user);
    await user.click(screen.getByRole('button', { name: 'Submit statement' }));

    expect(await screen.findByText('You sent the statement on 11/22/2026.')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(employerStatementMessages.alreadyGiven);
  });

  test('a claim of another client, or none: not found', async () => {
    serverAnswers({});
    await openApp(claimAddress('C9999999'));
    expect(
      screen.getByRole('heading', { level: 1, name: 'We could not find this claim.' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to employee claims' })).toHaveAttribute(
      'href',
      '/auth/employers/claims',
    );
  });

  test('without an employer login: to the employer login page', async () => {
    serverAnswers({ [`GET ${claimPath('C1000002')}`]: { httpStatus: 401 } });
    await openApp(claimAddress('C1000002'));
    await waitFor(() => expect(currentPath()).toBe('/auth/employers/login'));
  });

  test('has no accessibility violations, with the form and once it is sent', async () => {
    serverAnswers({ [`GET ${claimPath('C1000002')}`]: leave });
    const { container, unmount } = await openApp(claimAddress('C1000002'));
    expect((await axe.run(container)).violations).toEqual([]);
    unmount();
    serverAnswers({ [`GET ${claimPath('C1000002')}`]: given });
    const sent = await openApp(claimAddress('C1000002'));
    expect((await axe.run(sent.container)).violations).toEqual([]);
  });
});
