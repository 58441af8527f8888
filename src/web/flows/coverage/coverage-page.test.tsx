// 'My coverage': each plan's section with the member's amounts and facts, the certificate's link,
// a member without coverage, and the page in Spanish.

import { act, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { beforeEach, describe, expect, test } from 'vitest';
import type { CoverageAnswer } from '#domain/coverage/coverage-answers';
import { demoFormulas } from '#domain/coverage/plan-formulas';
import { showLanguage } from '#web/language/language-store.ts';
import { openApp, resetBrowserSession, serverAnswers } from '#tests/support/web/flow-test-kit';
import './coverage-page.tsx';

const coveragePath = 'GET employee-benefits/api/coverage';
const address = '/auth/employee-benefits/coverage';

const plan = {
  paidBy: 'employer',
  status: 'active',
  effectiveDate: '2015-04-01',
  endDate: null,
  pendingEvidenceCents: 0,
  monthlyCostCents: null,
} as const;

const john: CoverageAnswer = {
  asOf: '2026-11-22',
  plans: [
    {
      ...plan,
      kind: 'short-term-disability',
      policyNumber: 'STD-100000001',
      amountCents: 120_000,
      formula: demoFormulas['short-term-disability'],
    },
    {
      ...plan,
      kind: 'long-term-disability',
      policyNumber: 'LTD-100000001',
      amountCents: 520_000,
      formula: demoFormulas['long-term-disability'],
    },
    {
      ...plan,
      kind: 'basic-life',
      policyNumber: 'LIFE-100000001',
      amountCents: 5_000_000,
      formula: demoFormulas['basic-life'],
    },
    {
      ...plan,
      kind: 'supplemental-life',
      policyNumber: 'SUPP-100000001',
      paidBy: 'employee',
      amountCents: 15_000_000,
      pendingEvidenceCents: 5_000_000,
      monthlyCostCents: 3_000,
      formula: demoFormulas['supplemental-life'],
    },
  ],
};

const section = (name: string) => screen.getByRole('region', { name });
const facts = (region: HTMLElement) =>
  [...region.querySelectorAll('dt')].map((term) => [
    term.textContent,
    term.nextElementSibling?.textContent,
  ]);

beforeEach(() => {
  resetBrowserSession();
});

describe('My coverage', () => {
  test('a section per plan: the amounts, then status, dates, what it pays and who pays', async () => {
    serverAnswers({ [coveragePath]: john });
    const { container } = await openApp(address);

    expect(screen.getByRole('heading', { level: 1, name: 'My coverage' })).toBeVisible();
    expect(document.title).toBe('My coverage');
    expect(await screen.findByText('Your coverage as of 11/22/2026.')).toBeVisible();
    const shortTerm = section('Short-term disability');
    expect(within(shortTerm).getByText('Your weekly benefit: $1,200.00')).toBeVisible();
    expect(facts(shortTerm)).toEqual([
      ['Status', 'Active'],
      ['Effective date', '04/01/2015'],
      ['What it pays', '60% of your weekly earnings, up to $1,500 a week'],
      ['Elimination period', '7 days'],
      ['Maximum', '26 weeks'],
      ['Policy number', 'STD-100000001'],
      ['Who pays', 'Employer paid'],
    ]);
    expect(
      within(section('Long-term disability')).getByText('Your monthly benefit: $5,200.00'),
    ).toBeVisible();
    expect(facts(section('Long-term disability'))).toContainEqual([
      'Maximum',
      'To your Social Security normal retirement age',
    ]);
    expect(facts(section('Basic life and AD&D'))).toContainEqual([
      'What it pays',
      'One times your annual earnings, rounded up to the next $1,000, up to $50,000; AD&D pays the same',
    ]);
    expect(
      [...section('Supplemental life').querySelectorAll('.coverage-amount')].map(
        (line) => line.textContent,
      ),
    ).toEqual([
      'Your coverage: $150,000',
      'Pending evidence of insurability: $50,000',
      'Your monthly cost: $30.00',
    ]);
    expect(
      screen.getByRole('link', { name: 'Download certificate of coverage (PDF)' }),
    ).toHaveAttribute('href', '/auth/employee-benefits/api/coverage/certificate.pdf');
    expect((await axe.run(container)).violations).toEqual([]);
  });

  test('says so in plain words when no coverage is on record, without a certificate', async () => {
    serverAnswers({ [coveragePath]: { asOf: '2026-11-22', plans: [] } });
    await openApp(address);

    expect(
      await screen.findByText(
        'We have no coverage on record for you. If you think this is wrong, ask your employer to check its census.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: /certificate/ })).toBeNull();
  });

  test('speaks Spanish: the plans, their facts and amounts', async () => {
    serverAnswers({ [coveragePath]: john });
    await act(() => showLanguage('es'));
    const { container } = await openApp(address);

    expect(screen.getByRole('heading', { level: 1, name: 'Mi cobertura' })).toBeVisible();
    expect(await screen.findByText('Su cobertura al 11/22/2026.')).toBeVisible();
    const shortTerm = section('Discapacidad a corto plazo');
    expect(within(shortTerm).getByText('Su beneficio semanal: $1,200.00')).toBeVisible();
    expect(facts(shortTerm)).toContainEqual([
      'Lo que paga',
      'El 60% de sus ingresos semanales, hasta $1,500 a la semana',
    ]);
    expect(facts(shortTerm)).toContainEqual(['Período de espera', '7 días']);
    expect(
      screen.getByRole('link', { name: 'Descargar el certificado de cobertura (PDF)' }),
    ).toBeVisible();
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
