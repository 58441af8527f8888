// 'Plans and rates': the employer's plans as a named table with each plan's rate and basis and
// this month's figures, a company without plans, and the page in Spanish.

import { act, screen } from '@testing-library/react';
import axe from 'axe-core';
import { beforeEach, describe, expect, test } from 'vitest';
import type { PlansAnswer } from '#domain/employer-coverage/plans-answers';
import { showLanguage } from '#web/language/language-store.ts';
import {
  openApp,
  resetBrowserSession,
  tableCells,
  serverAnswers,
} from '#tests/support/web/flow-test-kit';
import './plans-page.tsx';

const plansPath = 'GET employers/api/plans';
const address = '/auth/employers/plans';
const acme: PlansAnswer = {
  month: '2026-11-01',
  plans: [
    {
      kind: 'short-term-disability',
      policyNumber: 'STD-100000001',
      paidBy: 'employer',
      rateMicrodollars: 450_000,
      coveredEmployees: 1_204,
      volumeCents: 300_000,
      monthlyPremiumCents: 13_500,
    },
    {
      kind: 'supplemental-life',
      policyNumber: 'SUPP-100000001',
      paidBy: 'employee',
      rateMicrodollars: 200_000,
      coveredEmployees: 1,
      volumeCents: 10_000_000,
      monthlyPremiumCents: 2_000,
    },
  ],
};
beforeEach(() => {
  resetBrowserSession();
});

describe('Plans and rates', () => {
  test('a table of the plans with their rates and this month’s figures', async () => {
    serverAnswers({ [plansPath]: acme });
    const { container } = await openApp(address);

    expect(screen.getByRole('heading', { level: 1, name: 'Plans and rates' })).toBeVisible();
    expect(document.title).toBe('Plans and rates');
    const table = await screen.findByRole('table', { name: 'Your plans as of 11/01/2026' });
    expect(tableCells(table)).toEqual([
      [
        'Plan',
        'Policy number',
        'Who pays',
        'Rate',
        'Covered employees',
        'Volume this month',
        'Premium this month',
      ],
      [
        'Short-term disability',
        'STD-100000001',
        'Employer paid',
        '$0.45 per $10 of weekly benefit, a month',
        '1,204',
        '$3,000',
        '$135.00',
      ],
      [
        'Supplemental life',
        'SUPP-100000001',
        'Employee paid',
        '$0.20 per $1,000 of coverage, a month',
        '1',
        '$100,000',
        '$20.00',
      ],
    ]);
    expect((await axe.run(container)).violations).toEqual([]);
  });

  test('says so when the company has no plans', async () => {
    serverAnswers({ [plansPath]: { month: '2026-11-01', plans: [] } });
    await openApp(address);
    expect(
      await screen.findByText('We have no plans on record for your company. Please call us.'),
    ).toBeVisible();
  });

  test('speaks Spanish', async () => {
    serverAnswers({ [plansPath]: acme });
    await act(() => showLanguage('es'));
    await openApp(address);
    expect(screen.getByRole('heading', { level: 1, name: 'Planes y tarifas' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Sus planes al 11/01/2026' });
    expect(tableCells(table)[1]).toEqual([
      'Discapacidad a corto plazo',
      'STD-100000001',
      'Pagado por el empleador',
      '$0.45 por cada $10 de beneficio semanal, al mes',
      '1,204',
      '$3,000',
      '$135.00',
    ]);
  });
});
