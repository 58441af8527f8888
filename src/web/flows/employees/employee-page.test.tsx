// An employee's page: employment, each plan's status, dates and amount, the history of both, an
// employee who is not found, Spanish, and no violations.

import { act, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { beforeEach, describe, expect, test } from 'vitest';
import type { EmployeeRecord } from '#domain/employees/employees-answers';
import { showLanguage } from '#web/language/language-store.ts';
import {
  openApp,
  resetBrowserSession,
  tableCells,
  serverAnswers,
} from '#tests/support/web/flow-test-kit';
import './employees-screens.tsx';

const memberId = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const path = `GET employers/api/employees/${memberId}`;
const address = `/auth/employers/employees/${memberId}`;

const john: EmployeeRecord = {
  asOf: '2026-11-22',
  memberId,
  name: 'John Roe',
  hireDate: '2015-03-02',
  status: 'terminated',
  annualEarningsCents: 11_700_000,
  hoursPerWeek: 40,
  employment: [
    {
      validFrom: '2015-03-02',
      validTo: '2026-06-30',
      status: 'active',
      lastDayWorked: null,
      annualEarningsCents: 10_400_000,
      hoursPerWeek: 40,
    },
    {
      validFrom: '2026-07-01',
      validTo: null,
      status: 'terminated',
      lastDayWorked: '2026-10-15',
      annualEarningsCents: 11_700_000,
      hoursPerWeek: 40,
    },
  ],
  plans: [
    {
      kind: 'short-term-disability',
      policyNumber: 'STD-100000001',
      status: 'active',
      effectiveDate: '2015-04-01',
      endDate: '2026-10-31',
      amountCents: 135_000,
      pendingEvidenceCents: 0,
      history: [
        {
          validFrom: '2015-04-01',
          validTo: null,
          enrolled: true,
          effectiveDate: '2015-04-01',
          endDate: '2026-10-31',
          electedCents: null,
        },
      ],
    },
    {
      kind: 'supplemental-life',
      policyNumber: 'SUPP-100000001',
      status: 'not-enrolled',
      effectiveDate: null,
      endDate: null,
      amountCents: 0,
      pendingEvidenceCents: 0,
      history: [],
    },
  ],
};

beforeEach(() => {
  resetBrowserSession();
});

describe("an employee's page", () => {
  test('employment, coverage and their history, as tables', async () => {
    serverAnswers({ [path]: john });
    const { container } = await openApp(address);

    expect(await screen.findByRole('heading', { level: 1, name: 'John Roe' })).toBeVisible();
    const employment = screen.getByRole('region', { name: 'Employment' });
    expect(within(employment).getByText('Terminated')).toBeVisible();
    expect(within(employment).getByText('$117,000.00')).toBeVisible();
    expect(tableCells(screen.getByRole('table', { name: 'Coverage as of 11/22/2026' }))).toEqual([
      ['Plan', 'Status', 'Effective date', 'End date', 'Amount'],
      ['Short-term disability', 'Active', '04/01/2015', '10/31/2026', '$1,350.00 a week'],
      ['Supplemental life', 'Not enrolled', '', '', ''],
    ]);
    expect(
      tableCells(screen.getByRole('table', { name: 'Employment, as recorded from each date' })),
    ).toEqual([
      ['From', 'To', 'Status', 'Last day worked', 'Annual earnings', 'Hours per week'],
      ['03/02/2015', '06/30/2026', 'Active', '', '$104,000.00', '40'],
      ['07/01/2026', '', 'Terminated', '10/15/2026', '$117,000.00', '40'],
    ]);
    expect(
      tableCells(screen.getByRole('table', { name: 'Coverage, as recorded from each date' })),
    ).toEqual([
      ['Plan', 'From', 'To', 'Status', 'Effective date', 'End date', 'Amount elected'],
      ['Short-term disability', '04/01/2015', '', 'Enrolled', '04/01/2015', '10/31/2026', ''],
    ]);
    expect(screen.getByRole('link', { name: 'Back to employees' })).toHaveAttribute(
      'href',
      '/auth/employers/employees',
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });

  test('an employee the company does not have', async () => {
    serverAnswers({});
    await openApp(address);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not find this employee' }),
    ).toBeVisible();
  });

  test('speaks Spanish', async () => {
    serverAnswers({ [path]: john });
    await act(() => showLanguage('es'));
    await openApp(address);
    const table = await screen.findByRole('table', { name: 'Cobertura al 11/22/2026' });
    expect(tableCells(table)[1]).toEqual([
      'Discapacidad a corto plazo',
      'Activa',
      '04/01/2015',
      '10/31/2026',
      '$1,350.00 a la semana',
    ]);
  });
});
