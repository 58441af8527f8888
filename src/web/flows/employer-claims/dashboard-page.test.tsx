// The employer's dashboard: the open claims and leave, the statements due as tasks, the
// current bill or 'No bill yet', the ways on, and log out.

import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { beforeEach, describe, expect, test } from 'vitest';
import type { EmployerDashboard } from '#domain/employer-claims/employer-claims-answers';
import {
  currentPath,
  openApp,
  resetBrowserSession,
  serverAnswers,
} from '#tests/support/web/flow-test-kit';
import './employer-claims-screens.tsx';

const dashboardPath = 'employers/api/dashboard';
const accountAddress = '/auth/employers/account';

const acme: EmployerDashboard = {
  firstName: 'Alex',
  clientName: 'Acme Manufacturing',
  openClaims: 3,
  openLeave: 2,
  statementsDue: 12,
  tasks: [
    { claimNumber: 'C1000002', employeeName: 'John Roe', kind: 'leave' },
    { claimNumber: 'C1000007', employeeName: 'Maria Garcia', kind: 'disability' },
  ],
  currentBill: {
    invoiceNumber: 'INV-100000001-202611',
    amountDueCents: 1_234_56,
    dueOn: '2026-12-15',
    status: 'past-due',
  },
};

const section = (name: string) => screen.getByRole('region', { name });
const value = (region: string, label: string) =>
  within(section(region)).getByText(label).closest('div')?.querySelector('dd')?.textContent;

beforeEach(() => {
  resetBrowserSession();
});

describe("the employer's dashboard", () => {
  test('welcomes by first name and counts the open claims and leave', async () => {
    serverAnswers({ [`GET ${dashboardPath}`]: acme });
    await openApp(accountAddress);

    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Alex' })).toBeVisible();
    expect(screen.getByText('Acme Manufacturing')).toBeVisible();
    expect(value('Claims and leave', 'Open claims')).toBe('3');
    expect(value('Claims and leave', 'Open leave')).toBe('2');
  });

  test('lists the statements due, each leading to its claim, and the way to all of them', async () => {
    serverAnswers({ [`GET ${dashboardPath}`]: acme });
    await openApp(accountAddress);

    const tasks = section('Tasks');
    expect(
      within(tasks).getByRole('link', { name: 'Employer statement for claim C1000002' }),
    ).toHaveAttribute('href', '/auth/employers/claims/C1000002');
    expect(within(tasks).getAllByRole('listitem')[0]).toHaveTextContent(
      'Employer statement for claim C1000002 (John Roe, Family medical leave)',
    );
    expect(
      within(tasks).getByRole('link', { name: 'See all 12 claims with an employer statement due' }),
    ).toHaveAttribute('href', '/auth/employers/claims?statement=due');
  });

  test('shows the current bill with its due date and status, or that there is none', async () => {
    serverAnswers({ [`GET ${dashboardPath}`]: acme });
    await openApp(accountAddress);
    expect(value('Current bill', 'Bill')).toBe('INV-100000001-202611');
    expect(value('Current bill', 'Amount due')).toBe('$1,234.56');
    expect(value('Current bill', 'Due date')).toBe('12/15/2026');
    expect(value('Current bill', 'Status')).toBe('Past due');
  });

  test("says 'No bill yet' and 'no tasks' in plain words", async () => {
    serverAnswers({
      [`GET ${dashboardPath}`]: { ...acme, statementsDue: 0, tasks: [], currentBill: null },
    });
    await openApp(accountAddress);
    expect(within(section('Current bill')).getByText('No bill yet')).toBeVisible();
    expect(within(section('Tasks')).getByText('You have no tasks right now.')).toBeVisible();
    expect(within(section('Tasks')).queryByRole('link')).toBeNull();
  });

  test('leads to the employee claims, the bills and the reports, and logs out', async () => {
    serverAnswers({ [`GET ${dashboardPath}`]: acme });
    await openApp(accountAddress);

    const links = screen.getByRole('navigation', { name: 'Your employer account' });
    for (const [name, href] of [
      ['Employee claims', '/auth/employers/claims'],
      ['Bills and payments', '/auth/employers/billing'],
      ['Reports', '/auth/employers/reports'],
    ]) {
      expect(within(links).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(screen.getByRole('button', { name: 'Log out' })).toBeEnabled();
  });

  test('without an employer login: to the employer login page', async () => {
    serverAnswers({ [`GET ${dashboardPath}`]: { httpStatus: 401 } });
    await openApp(accountAddress);

    await waitFor(() => expect(currentPath()).toBe('/auth/employers/login'));
  });

  test('has no accessibility violations', async () => {
    serverAnswers({ [`GET ${dashboardPath}`]: acme });
    const { container } = await openApp(accountAddress);

    expect((await axe.run(container)).violations).toEqual([]);
  });
});
