// The employee's dashboard: open claims, things to do, the last payment and the ways on,
// in plain words when there is nothing to show.

import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { beforeEach, describe, expect, test } from 'vitest';
import type { DashboardAnswer } from '#domain/claims/claims-answers';
import {
  currentPath,
  openApp,
  resetBrowserSession,
  serverAnswers,
} from '#tests/support/web/flow-test-kit';
import './claims-screens.tsx';

const dashboardPath = 'employee-benefits/api/dashboard';
const accountAddress = '/auth/employee-benefits/account';

const johnRoe: DashboardAnswer = {
  firstName: 'John',
  claims: [
    {
      claimNumber: 'C1000002',
      kind: 'leave',
      status: 'information-needed',
      firstDayOfAbsence: '2026-10-05',
      expectedReturn: '2027-01-04',
      decisionDueOn: '2026-10-12',
    },
    {
      claimNumber: 'C1000001',
      kind: 'disability',
      status: 'approved',
      firstDayOfAbsence: '2026-10-10',
      expectedReturn: '2026-12-31',
      decisionDueOn: null,
    },
  ],
  thingsToDo: [
    {
      kind: 'document',
      claimNumber: 'C1000002',
      documentType: 'medical-certification',
      dueOn: '2026-12-01',
    },
    { kind: 'report-time', claimNumber: 'C1000002' },
  ],
  lastPayment: {
    id: 'p3',
    claimNumber: 'C1000001',
    periodStart: '2026-11-08',
    periodEnd: '2026-11-14',
    grossCents: 150000,
    deductionsCents: 11475,
    netCents: 138525,
    payDate: '2026-11-16',
    status: 'sent',
  },
};

const section = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  resetBrowserSession();
});

describe('the employee dashboard', () => {
  test('welcomes the person by first name, with the ways on', async () => {
    serverAnswers({ [`GET ${dashboardPath}`]: johnRoe });
    await openApp(accountAddress);

    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, John' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'File a claim or leave' })).toHaveAttribute(
      'href',
      '/auth/employee-benefits/claims/new',
    );
    expect(screen.getByRole('link', { name: 'File a claim or leave' })).toHaveClass('button');
    expect(screen.getByRole('link', { name: 'Upload documents' })).toHaveAttribute(
      'href',
      '/auth/employee-benefits/documents',
    );
    expect(screen.getByRole('link', { name: 'Payments' })).toHaveAttribute(
      'href',
      '/auth/employee-benefits/payments',
    );
    expect(screen.getByRole('button', { name: 'Log out' })).toBeVisible();
  });

  test('lists each open claim: number, kind, dates, status, and when a decision is due', async () => {
    serverAnswers({ [`GET ${dashboardPath}`]: johnRoe });
    await openApp(accountAddress);

    const claims = within(section('Claims and leave')).getAllByRole('listitem');
    expect(claims.map((claim) => claim.textContent)).toEqual([
      'C1000002Family medical leave10/05/2026 to 01/04/2027Status: Information neededDecision due by 10/12/2026',
      'C1000001Short-term disability10/10/2026 to 12/31/2026Status: Approved',
    ]);
    expect(within(claims[0]!).getByRole('link', { name: 'C1000002' })).toHaveAttribute(
      'href',
      '/auth/employee-benefits/claims/C1000002',
    );
  });

  test('things to do: the document with its due date, and the time to report', async () => {
    serverAnswers({ [`GET ${dashboardPath}`]: johnRoe });
    await openApp(accountAddress);

    const todo = within(section('Things to do')).getAllByRole('listitem');
    expect(todo[0]).toHaveTextContent(
      'Send the medical certification for claim C1000002, due 12/01/2026',
    );
    expect(within(todo[0]!).getByRole('link')).toHaveAttribute(
      'href',
      '/auth/employee-benefits/documents?claim=C1000002',
    );
    expect(
      within(todo[1]!).getByRole('link', {
        name: 'Report the time you took off for claim C1000002',
      }),
    ).toHaveAttribute('href', '/auth/employee-benefits/claims/C1000002');
  });

  test('the last payment: net, date and claim', async () => {
    serverAnswers({ [`GET ${dashboardPath}`]: johnRoe });
    await openApp(accountAddress);

    expect(within(section('Last payment')).getByText(/net on/)).toHaveTextContent(
      '$1,385.25 net on 11/16/2026 for claim C1000001',
    );
  });

  test('empty: plain words for no claims, nothing to do, no payment', async () => {
    serverAnswers({
      [`GET ${dashboardPath}`]: {
        firstName: 'Jane',
        claims: [],
        thingsToDo: [],
        lastPayment: null,
      },
    });
    await openApp(accountAddress);

    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Jane' })).toBeVisible();
    expect(
      within(section('Claims and leave')).getByText('You have no open claims or leave.'),
    ).toBeVisible();
    expect(
      within(section('Things to do')).getByText('You have nothing to do right now.'),
    ).toBeVisible();
    expect(within(section('Last payment')).getByText('You have no payments yet.')).toBeVisible();
  });

  test('without an employee login: to the login page', async () => {
    serverAnswers({ [`GET ${dashboardPath}`]: { httpStatus: 401 } });
    await openApp(accountAddress);

    await waitFor(() => expect(currentPath()).toBe('/auth/employee-benefits/login'));
  });

  test("the employer side has the employer's dashboard, never the employee's", async () => {
    const server = serverAnswers({
      'GET employers/api/dashboard': {
        firstName: 'Hana',
        clientName: 'Acme Manufacturing',
        openClaims: 0,
        openLeave: 0,
        statementsDue: 0,
        tasks: [],
        currentBill: null,
      },
    });
    await openApp('/auth/employers/account');

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Hana' })).toBeVisible();
    expect(server.callsTo(dashboardPath)).toEqual([]);
  });

  test('has no accessibility violations', async () => {
    serverAnswers({ [`GET ${dashboardPath}`]: johnRoe });
    const { container } = await openApp(accountAddress);

    expect((await axe.run(container)).violations).toEqual([]);
  });
});
