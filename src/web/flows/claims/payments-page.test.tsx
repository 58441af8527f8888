// The payments page: every payment, newest first as the server sends them, and the CSV.

import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { beforeEach, describe, expect, test } from 'vitest';
import type { PaymentsAnswer } from '#domain/claims/claims-answers';
import { openApp, resetBrowserSession, serverAnswers } from '#tests/support/web/flow-test-kit';
import './claims-screens.tsx';

const paymentsPath = 'employee-benefits/api/payments';
const paymentsAddress = '/auth/employee-benefits/payments';

const payments: PaymentsAnswer = {
  payments: [
    {
      id: 'p4',
      claimNumber: 'C1000001',
      periodStart: '2026-11-15',
      periodEnd: '2026-11-21',
      grossCents: 150000,
      deductionsCents: 11475,
      netCents: 138525,
      payDate: '2026-11-23',
      status: 'scheduled',
    },
    {
      id: 'p3',
      claimNumber: 'C1000001',
      periodStart: '2026-11-08',
      periodEnd: '2026-11-14',
      grossCents: 123456,
      deductionsCents: 0,
      netCents: 123456,
      payDate: '2026-11-16',
      status: 'sent',
    },
  ],
};

beforeEach(() => {
  resetBrowserSession();
});

describe('Payments', () => {
  test('a table of every payment, newest first, in a named scrolling region', async () => {
    serverAnswers({ [`GET ${paymentsPath}`]: payments });
    await openApp(paymentsAddress);

    expect(screen.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
    expect(document.title).toBe('Payments');
    const table = await screen.findByRole('table', { name: 'Payment history, newest first' });
    expect(screen.getByRole('region', { name: 'Payment history, newest first' })).toHaveAttribute(
      'tabindex',
      '0',
    );
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Claim', 'Period', 'Gross', 'Deductions', 'Net', 'Date', 'Status']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)),
    ).toEqual([
      [
        'C1000001',
        '11/15/2026 to 11/21/2026',
        '$1,500.00',
        '$114.75',
        '$1,385.25',
        '11/23/2026',
        'Scheduled',
      ],
      [
        'C1000001',
        '11/08/2026 to 11/14/2026',
        '$1,234.56',
        '$0.00',
        '$1,234.56',
        '11/16/2026',
        'Sent to bank',
      ],
    ]);
  });

  test('the CSV download', async () => {
    serverAnswers({ [`GET ${paymentsPath}`]: payments });
    await openApp(paymentsAddress);

    const link = await screen.findByRole('link', { name: 'Download payment history (CSV)' });
    expect(link).toHaveAttribute('href', '/auth/employee-benefits/api/payments.csv');
    expect(link).toHaveAttribute('download');
  });

  test('no payments yet: said in plain words', async () => {
    serverAnswers({ [`GET ${paymentsPath}`]: { payments: [] } });
    await openApp(paymentsAddress);

    expect(
      await screen.findByText(
        'You have no payments yet. Payments of an approved disability claim show here.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  test('has no accessibility violations', async () => {
    serverAnswers({ [`GET ${paymentsPath}`]: payments });
    const { container } = await openApp(paymentsAddress);
    await screen.findByRole('table');

    expect((await axe.run(container)).violations).toEqual([]);
  });
});
