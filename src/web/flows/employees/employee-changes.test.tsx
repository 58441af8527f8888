// 'Change earnings' and 'End employment' on an employee's page: the domain's check before the
// call, the call as sent, the page as the server answers it with what changed said, a refusal at
// its field, and no change offered once the employment has ended.

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, test } from 'vitest';
import type { EmployeeRecord } from '#domain/employees/employees-answers';
import { typedDateOf } from '#domain/shared/absence-dates';
import { addDays } from '#domain/shared/calendar-date';
import { openApp, resetBrowserSession, serverAnswers } from '#tests/support/web/flow-test-kit';
import './employees-screens.tsx';
import { portalToday } from '#web/lib/portal-day.ts';

const memberId = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const path = `employers/api/employees/${memberId}`;
const today = portalToday();
const nextWeek = addDays(today, 7);

const maria: EmployeeRecord = {
  asOf: today,
  memberId,
  name: 'Maria Garcia',
  hireDate: '2020-01-15',
  status: 'active',
  annualEarningsCents: 5_200_000,
  hoursPerWeek: 40,
  employment: [
    {
      validFrom: '2020-01-15',
      validTo: null,
      status: 'active',
      lastDayWorked: null,
      annualEarningsCents: 5_200_000,
      hoursPerWeek: 40,
    },
  ],
  plans: [],
};
const raised: EmployeeRecord = {
  ...maria,
  employment: [
    { ...maria.employment[0]!, validTo: addDays(nextWeek, -1) },
    { ...maria.employment[0]!, validFrom: nextWeek, annualEarningsCents: 6_000_000 },
  ],
};

beforeEach(() => {
  resetBrowserSession();
});

const changes = () => screen.getByRole('region', { name: 'Make a change' });

describe("an employee's changes", () => {
  test('Change earnings: checked first, then sent, and the page shows the new row', async () => {
    const server = serverAnswers({
      [`GET ${path}`]: maria,
      [`POST ${path}/earnings`]: raised,
    });
    const { container } = await openApp(`/auth/employers/employees/${memberId}`);
    await screen.findByRole('heading', { level: 1, name: 'Maria Garcia' });
    const earnings = within(changes()).getByRole('textbox', { name: 'New annual earnings' });
    await userEvent.type(earnings, 'lots');
    await userEvent.click(within(changes()).getByRole('button', { name: 'Change earnings' }));
    expect(earnings).toHaveAccessibleDescription(
      'Enter the annual earnings in dollars, such as 52000 or 52,000.00.',
    );
    expect(earnings).toHaveFocus();
    expect(server.callsTo(`${path}/earnings`)).toEqual([]);

    await userEvent.clear(earnings);
    await userEvent.type(earnings, '60,000');
    await userEvent.type(
      within(changes()).getByRole('textbox', { name: /Date the new earnings take effect/ }),
      typedDateOf(nextWeek).replaceAll('/', ''),
    );
    await userEvent.click(within(changes()).getByRole('button', { name: 'Change earnings' }));
    expect(
      await screen.findByText(`The new earnings are recorded from ${typedDateOf(nextWeek)}.`),
    ).toBeVisible();
    expect(server.callsTo(`${path}/earnings`).map((call) => call.body)).toEqual([
      { annualEarnings: '60,000', effectiveDate: typedDateOf(nextWeek) },
    ]);
    const history = screen.getByRole('table', { name: 'Employment, as recorded from each date' });
    expect(within(history).getAllByRole('row')).toHaveLength(3);
    expect((await axe.run(container)).violations).toEqual([]);
  });

  test("End employment: asked first, then the server's refusal at its field", async () => {
    const server = serverAnswers({
      [`GET ${path}`]: maria,
      [`POST ${path}/end-employment`]: {
        httpStatus: 400,
        body: {
          error: 'BAD_REQUEST',
          field: 'lastDayWorked',
          message: "This employee's employment has already ended.",
        },
      },
    });
    await openApp(`/auth/employers/employees/${memberId}`);
    await screen.findByRole('heading', { level: 1, name: 'Maria Garcia' });
    const lastDay = within(changes()).getByRole('textbox', { name: /Last day worked/ });
    await userEvent.type(lastDay, typedDateOf(nextWeek).replaceAll('/', ''));
    await userEvent.click(within(changes()).getByRole('button', { name: 'End employment' }));
    // Asked first, with what follows; 'No, keep it' goes back to the button.
    const question = screen.getByText(
      `End Maria Garcia's employment after ${typedDateOf(nextWeek)}? Coverage ends on`,
      { exact: false },
    );
    expect(question).toHaveFocus();
    expect(server.callsTo(`${path}/end-employment`)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'No, keep it' }));
    expect(within(changes()).getByRole('button', { name: 'End employment' })).toHaveFocus();
    await userEvent.click(within(changes()).getByRole('button', { name: 'End employment' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, end employment' }));
    expect(await screen.findByText("This employee's employment has already ended.")).toBeVisible();
    expect(server.callsTo(`${path}/end-employment`).map((call) => call.body)).toEqual([
      { lastDayWorked: typedDateOf(nextWeek) },
    ]);
    expect(lastDay).toHaveAccessibleDescription(/already ended/);
  });

  test('an employment that ended is changed no more', async () => {
    const ended: EmployeeRecord = {
      ...maria,
      employment: [
        { ...maria.employment[0]!, validTo: addDays(today, -1) },
        {
          ...maria.employment[0]!,
          validFrom: today,
          status: 'terminated',
          lastDayWorked: addDays(today, -1),
        },
      ],
      status: 'terminated',
    };
    serverAnswers({ [`GET ${path}`]: ended });
    await openApp(`/auth/employers/employees/${memberId}`);
    await screen.findByRole('heading', { level: 1, name: 'Maria Garcia' });
    expect(screen.queryByRole('region', { name: 'Make a change' })).toBeNull();
  });
});
