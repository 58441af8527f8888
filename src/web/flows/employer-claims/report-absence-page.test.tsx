// 'Report an absence': the employee found by name and chosen, the type and the dates checked
// here, one key however often it is sent, and what happened said with the claim number.

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, test } from 'vitest';
import { absenceReportFieldText } from '#domain/employer-claims/absence-report';
import { englishOf } from '#domain/shared/claim-terms';
import { claimFieldMessages } from '#domain/claims/claim-wizard';
import type {
  AbsenceReportAnswer,
  EmployeeSearchAnswer,
} from '#domain/employer-claims/employer-claims-answers';
import { messages } from '#domain/shared/messages';
import {
  findBanner,
  later,
  openApp,
  resetBrowserSession,
  serverAnswers,
  serverError,
} from '#tests/support/web/flow-test-kit';
import './employer-claims-screens.tsx';

const absenceReportMessages = englishOf(absenceReportFieldText);

const address = '/auth/employers/report-absence';
const maria = '6f1c2a9e-3b7d-4c1e-9a55-2d0c8e7f4b10';
const found: EmployeeSearchAnswer = {
  employees: [
    { memberId: maria, name: 'Maria Garcia', hireDate: '2019-04-01' },
    { memberId: '0b8e5c3a-7d2f-4e61-8c9a-51f3d2e6a7b4', name: 'Mario Garcia', hireDate: null },
  ],
};
const reported: AbsenceReportAnswer = {
  claimNumber: 'C1000003',
  kind: 'leave',
  employeeName: 'Maria Garcia',
  emailed: true,
};

async function fillReport(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Employee'), 'garc');
  await user.click(screen.getByRole('button', { name: 'Find employee' }));
  await user.click(await screen.findByLabelText('Maria Garcia, hired 04/01/2019'));
  await user.click(screen.getByLabelText('Family medical leave'));
  await user.type(screen.getByLabelText('Last day worked'), '11202026');
  await user.type(screen.getByLabelText('First day of absence'), '11232026');
  await user.type(screen.getByLabelText('Expected return to work'), '01042027');
}

beforeEach(() => {
  resetBrowserSession();
});

describe("'Report an absence'", () => {
  test('finds employees by name: names and hire dates only, Enter finds', async () => {
    const user = userEvent.setup();
    const server = serverAnswers({ 'GET employers/api/absences/employees': found });
    await openApp(address);

    expect(screen.getByRole('heading', { level: 1, name: 'Report an absence' })).toBeVisible();
    await user.type(screen.getByLabelText('Employee'), 'garc{Enter}');
    const choices = await screen.findByRole('group', { name: 'Choose the employee' });
    expect(within(choices).getAllByRole('radio')).toHaveLength(2);
    expect(within(choices).getByLabelText('Mario Garcia')).not.toBeChecked();
    expect(screen.getByText('We found 2 employees with this name.')).toBeVisible();
    expect(server.callsTo('employers/api/absences/employees')).toHaveLength(1);
    expect(server.callsTo('employers/api/absences')).toEqual([]);
  });

  test('checks the report here first, focus on the first field with a message', async () => {
    const user = userEvent.setup();
    const server = serverAnswers({});
    await openApp(address);

    await user.click(screen.getByRole('button', { name: 'Report absence' }));
    expect(screen.getByLabelText('Employee')).toHaveFocus();
    expect(screen.getByLabelText('Employee')).toHaveAccessibleDescription(
      `At least 2 letters of the first or last name. ${absenceReportMessages.employee}`,
    );
    expect(screen.getByRole('group', { name: 'Type of absence' })).toHaveAccessibleDescription(
      absenceReportMessages.kind,
    );
    expect(screen.getByLabelText('Expected return to work')).toHaveAccessibleDescription(
      `MM/DD/YYYY ${claimFieldMessages.date}`,
    );
    expect(server.callsTo('employers/api/absences')).toEqual([]);
  });

  test('sends one report with one key, however often it is sent, and says what happened', async () => {
    const user = userEvent.setup();
    const answer = later();
    const server = serverAnswers({
      'GET employers/api/absences/employees': found,
      'POST employers/api/absences': [serverError, () => answer.promise],
    });
    await openApp(address);
    await fillReport(user);
    // The first try fails on the way; the second is the same report, with the same key.
    await user.click(screen.getByRole('button', { name: 'Report absence' }));
    expect(await findBanner()).toHaveTextContent(messages.genericError);
    await user.click(screen.getByRole('button', { name: 'Report absence' }));
    expect(screen.getByRole('button', { name: 'Report absence' })).toBeDisabled();
    answer.resolve(reported);

    const said = 'Absence reported: claim C1000003, Family medical leave, for Maria Garcia.';
    expect(await screen.findByText(said)).toHaveAttribute('role', 'status');
    await waitFor(() => expect(screen.getByText(said)).toHaveFocus());
    const [failed, sent] = server.callsTo('employers/api/absences');
    expect(sent?.body).toEqual({
      memberId: maria,
      kind: 'leave',
      lastDayWorked: '11/20/2026',
      firstDayOfAbsence: '11/23/2026',
      expectedReturn: '01/04/2027',
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(failed?.body).toEqual(sent?.body);
    expect(
      screen.getByText('We told Maria Garcia by e-mail, with the claim number.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open claim C1000003' })).toHaveAttribute(
      'href',
      '/auth/employers/claims/C1000003',
    );

    await user.click(screen.getByRole('button', { name: 'Report another absence' }));
    await fillReport(user);
    await user.click(screen.getByRole('button', { name: 'Report absence' }));
    await waitFor(() => expect(server.callsTo('employers/api/absences')).toHaveLength(3));
    const another = server.callsTo('employers/api/absences')[2];
    expect((another?.body as { idempotencyKey: string }).idempotencyKey).not.toBe(
      (sent?.body as { idempotencyKey: string }).idempotencyKey,
    );
  });

  test('has no accessibility violations, with employees found', async () => {
    const user = userEvent.setup();
    serverAnswers({ 'GET employers/api/absences/employees': found });
    const { container } = await openApp(address);
    await user.type(screen.getByLabelText('Employee'), 'garc{Enter}');
    await screen.findByRole('group', { name: 'Choose the employee' });
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
