// 'Add an employee' as an HR contact meets it: a box per plan the client offers, the employer's
// ticked; every bad field said at once before any call; supplemental life's amount asked only
// when its box is ticked; the call as sent; the sentence with the date coverage starts, focused,
// and a link to the new hire's page; a refusal of the server at its field; no axe violations.

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, test } from 'vitest';
import { coverageStartForHire } from '#domain/coverage/member-coverage';
import { demoFormulas } from '#domain/coverage/plan-formulas';
import type { EmployeeRecord } from '#domain/employees/employees-answers';
import type { OfferedPlans } from '#domain/employees/new-hire';
import { typedDateOf } from '#domain/shared/absence-dates';
import { addDays } from '#domain/shared/calendar-date';
import { openApp, resetBrowserSession, serverAnswers } from '#tests/support/web/flow-test-kit';
import './employees-screens.tsx';
import { portalToday } from '#web/lib/portal-day.ts';

const api = 'employers/api/employees';
const address = '/auth/employers/employees/add';
const hireDate = addDays(portalToday(), -3);
const offered: OfferedPlans = {
  plans: [
    { formula: demoFormulas['short-term-disability'], paidBy: 'employer' },
    { formula: demoFormulas['basic-life'], paidBy: 'employer' },
    { formula: demoFormulas['supplemental-life'], paidBy: 'employee' },
  ],
};
const ana: EmployeeRecord = {
  asOf: portalToday(),
  memberId: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  name: 'Ana Lopez',
  hireDate,
  status: 'active',
  annualEarningsCents: 5_200_000,
  hoursPerWeek: 40,
  employment: [],
  plans: [],
};

beforeEach(() => {
  resetBrowserSession();
});

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });

async function fillAna() {
  const user = userEvent.setup();
  await user.type(field('First Name'), 'Ana');
  await user.type(field('Last Name'), 'Lopez');
  await user.type(field(/^Date of Birth/), '04021994');
  await user.type(field('Social Security Number'), '900-00-4401');
  await user.type(field('ZIP Code'), '60601');
  await user.type(field(/^Hire date/), typedDateOf(hireDate).replaceAll('/', ''));
  await user.type(field('Annual earnings'), '52,000');
  await user.type(field('Hours per week'), '40');
  return user;
}

describe("'Add an employee'", () => {
  test('checks every field first, then adds Ana and says when her coverage starts', async () => {
    const server = serverAnswers({
      [`GET ${api}/offered-plans`]: offered,
      [`POST ${api}`]: ana,
    });
    const { container } = await openApp(address);
    await screen.findByRole('heading', { level: 1, name: 'Add an employee' });
    // The form comes with the plans, after the heading.
    expect(await screen.findByRole('checkbox', { name: 'Short-term disability' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Basic life and AD&D' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Supplemental life' })).not.toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'Supplemental life amount' })).toBeNull();
    expect((await axe.run(container)).violations).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Add an employee' }));
    expect(field('First Name')).toHaveAccessibleDescription('Please enter a valid first name.');
    expect(field('First Name')).toHaveFocus();
    expect(field('Hours per week')).toHaveAccessibleDescription(
      'Enter the hours per week as a whole number from 1 to 80.',
    );
    expect(field('Email Address')).toHaveAccessibleDescription('Optional.');
    expect(server.callsTo(api)).toEqual([]);

    const user = await fillAna();
    // Each field typed in again loses its message until the next check.
    expect(field('First Name')).toHaveAccessibleDescription('');
    expect(field('Hours per week')).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('checkbox', { name: 'Supplemental life' }));
    await user.type(field('Supplemental life amount'), '15000');
    await user.click(screen.getByRole('button', { name: 'Add an employee' }));
    expect(field('Supplemental life amount')).toHaveAccessibleDescription(
      'Enter supplemental life in units of $10,000.',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Supplemental life' }));
    await user.click(screen.getByRole('button', { name: 'Add an employee' }));

    const said = await screen.findByRole('status');
    expect(said).toHaveTextContent(
      `Ana Lopez is added. Coverage starts on ${typedDateOf(coverageStartForHire(hireDate))}.`,
    );
    expect(said).toHaveFocus();
    expect(screen.getByRole('link', { name: "See Ana Lopez's page" })).toHaveAttribute(
      'href',
      `/auth/employers/employees/${ana.memberId}`,
    );
    expect(server.callsTo(api)[0]?.body).toEqual({
      firstName: 'Ana',
      lastName: 'Lopez',
      dateOfBirth: '04/02/1994',
      ssn: '900-00-4401',
      zipCode: '60601',
      email: '',
      hireDate: typedDateOf(hireDate),
      annualEarnings: '52,000',
      hoursPerWeek: '40',
      plans: ['short-term-disability', 'basic-life'],
      supplementalLife: '15000',
    });

    await user.click(screen.getByRole('button', { name: 'Add another employee' }));
    expect(field('First Name')).toHaveValue('');
  });

  test("shows the server's refusal at its field: the SSN already on the census", async () => {
    const message = 'An employee with this Social Security Number is already on your census.';
    serverAnswers({
      [`GET ${api}/offered-plans`]: offered,
      [`POST ${api}`]: { httpStatus: 400, body: { field: 'ssn', message } },
    });
    await openApp(address);
    await screen.findByRole('textbox', { name: 'First Name' });
    const user = await fillAna();
    await user.click(screen.getByRole('button', { name: 'Add an employee' }));
    expect(await screen.findByText(message)).toBeVisible();
    expect(field('Social Security Number')).toHaveAccessibleDescription(message);
    expect(field('Social Security Number')).toHaveFocus();
  });
});
