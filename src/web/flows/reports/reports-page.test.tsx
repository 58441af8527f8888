// The employer's reports page: both charts with their text alternatives and the tables of the
// same figures beside them, what each counts, the three downloads, and the failures every
// benefits page answers.

import { act, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { beforeEach, describe, expect, test } from 'vitest';
import type { ReportsAnswer } from '#domain/reports/reports-answers';
import { reportNotes } from '#domain/reports/reports-terms';
import { showLanguage } from '#web/language/language-store.ts';
import {
  currentPath,
  openApp,
  resetBrowserSession,
  serverAnswers,
} from '#tests/support/web/flow-test-kit';
import './reports-page.tsx';

const reportsCall = 'GET employers/api/reports';
const reportsAddress = '/auth/employers/reports';

const months = [
  '2025-12',
  ...Array.from({ length: 11 }, (_, index) => `2026-${String(index + 1).padStart(2, '0')}`),
];
const none = { disability: 0, leave: 0 };

const figures: ReportsAnswer = {
  clientName: 'Acme Manufacturing',
  asOf: '2026-11-22',
  absencesByMonth: months.map((month) => ({
    month,
    counts:
      month === '2026-11'
        ? { disability: 1, leave: 1 }
        : month === '2026-10'
          ? { disability: 1, leave: 0 }
          : month === '2026-01'
            ? { disability: 1_200, leave: 34 }
            : none,
  })),
  openClaimsByStatus: [
    { status: 'submitted', counts: none },
    { status: 'in-review', counts: none },
    { status: 'information-needed', counts: { disability: 0, leave: 1 } },
    { status: 'approved', counts: { disability: 1, leave: 0 } },
  ],
};

const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

beforeEach(() => {
  resetBrowserSession();
});

describe('Reports', () => {
  test('two charts, each with its text alternative, its note and its table beside it', async () => {
    serverAnswers({ [reportsCall]: figures });
    await openApp(reportsAddress);

    expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    expect(document.title).toBe('Reports');
    expect(await screen.findByText('Acme Manufacturing, on 11/22/2026.')).toBeVisible();

    const byMonth = screen.getByRole('region', { name: 'Absences by month' });
    const monthChart = within(byMonth).getByRole('img', { name: 'Absences by month: chart' });
    expect(monthChart).toHaveAccessibleDescription(
      'Short-term disability and family medical leave, stacked, December 2025 to November 2026. ' +
        'The most: 1,234 in January 2026 (1,200 short-term disability, 34 family medical leave). ' +
        "The table 'Absences by month: the figures' beside it lists every one.",
    );
    expect(within(byMonth).getByText(reportNotes.absencesByMonth)).toBeVisible();
    const monthTable = within(byMonth).getByRole('table', {
      name: 'Absences by month: the figures',
    });
    const monthCells = cellsOf(monthTable);
    expect(monthCells[0]).toEqual([
      'Month',
      'Short-term disability',
      'Family medical leave',
      'Total',
    ]);
    expect(monthCells.slice(1).map((row) => row[0])).toEqual([
      'December 2025',
      'January 2026',
      'February 2026',
      'March 2026',
      'April 2026',
      'May 2026',
      'June 2026',
      'July 2026',
      'August 2026',
      'September 2026',
      'October 2026',
      'November 2026',
    ]);
    expect(monthCells[2]).toEqual(['January 2026', '1,200', '34', '1,234']);
    expect(monthCells.at(-1)).toEqual(['November 2026', '1', '1', '2']);
    // The chart's axis and totals, in numbers: the kinds are never told by colour alone. The
    // year under January; December's would not fit beside it.
    const drawn = [...monthChart.querySelectorAll('text')].map((text) => text.textContent);
    expect(drawn).toEqual(expect.arrayContaining(['Dec', 'Jan', 'Nov', '1,234', '2026']));
    expect(drawn).not.toContain('2025');

    const byStatus = screen.getByRole('region', { name: 'Open claims by status' });
    const statusChart = within(byStatus).getByRole('img', { name: 'Open claims by status: chart' });
    expect(statusChart).toHaveAccessibleDescription(
      'Short-term disability and family medical leave, stacked. Submitted: 0; In review: 0; ' +
        'Information needed: 1 (1 family medical leave); Approved: 1 (1 short-term disability). ' +
        "The table 'Open claims by status: the figures' beside it lists every one.",
    );
    expect(within(byStatus).getByText(reportNotes.openClaimsByStatus)).toBeVisible();
    expect(
      cellsOf(within(byStatus).getByRole('table', { name: 'Open claims by status: the figures' })),
    ).toEqual([
      ['Status', 'Short-term disability', 'Family medical leave', 'Total'],
      ['Submitted', '0', '0', '0'],
      ['In review', '0', '0', '0'],
      ['Information needed', '0', '1', '1'],
      ['Approved', '1', '0', '1'],
    ]);
    // Each legend names the kinds beside their swatches.
    for (const region of [byMonth, byStatus]) {
      expect(
        within(region)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Short-term disability', 'Family medical leave']);
    }
  });

  test('speaks Spanish: headings, months, statuses, tables, charts and downloads', async () => {
    serverAnswers({ [reportsCall]: figures });
    await act(() => showLanguage('es'));
    await openApp(reportsAddress);

    expect(screen.getByRole('heading', { level: 1, name: 'Informes' })).toBeVisible();
    expect(await screen.findByText('Acme Manufacturing, al 11/22/2026.')).toBeVisible();
    const byMonth = screen.getByRole('region', { name: 'Ausencias por mes' });
    const monthTable = within(byMonth).getByRole('table', {
      name: 'Ausencias por mes: las cifras',
    });
    expect(cellsOf(monthTable)[0]).toEqual([
      'Mes',
      'Discapacidad a corto plazo',
      'Licencia médica familiar',
      'Total',
    ]);
    expect(cellsOf(monthTable)[2]).toEqual(['enero de 2026', '1,200', '34', '1,234']);
    expect(
      within(byMonth).getByRole('img', { name: 'Ausencias por mes: gráfico' }),
    ).toHaveAccessibleDescription(
      'Discapacidad a corto plazo y licencia médica familiar, apiladas, de diciembre de 2025 a ' +
        'noviembre de 2026. El máximo: 1,234 en enero de 2026 (1,200 de discapacidad a corto ' +
        'plazo, 34 de licencia médica familiar). La tabla «Ausencias por mes: las cifras» junto ' +
        'al gráfico muestra todas las cifras.',
    );
    const byStatus = screen.getByRole('region', { name: 'Reclamos abiertos por estado' });
    expect(within(byStatus).getByRole('columnheader', { name: 'Estado' })).toBeVisible();
    expect(
      within(byStatus).getByRole('rowheader', { name: 'Se necesita información' }),
    ).toBeVisible();
    const downloads = screen.getByRole('region', { name: 'Descargas' });
    expect(
      within(downloads).getByRole('link', { name: 'Reclamos y licencias (CSV)' }),
    ).toBeVisible();
  });

  test('the three downloads, each a plain link to its file', async () => {
    serverAnswers({ [reportsCall]: figures });
    await openApp(reportsAddress);

    const downloads = await screen.findByRole('region', { name: 'Downloads' });
    const links = within(downloads).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Claims and leave (CSV)', '/auth/employers/api/reports/claims-and-leave.csv'],
      ['Billing history (CSV)', '/auth/employers/api/reports/billing-history.csv'],
      ['Absence summary (PDF)', '/auth/employers/api/reports/absence-summary.pdf'],
    ]);
    for (const link of links) expect(link).toHaveAttribute('download');
    expect(within(downloads).getByText(/No health information\.$/)).toBeVisible();
  });

  test('without an employer login, to the employer login page', async () => {
    serverAnswers({ [reportsCall]: { httpStatus: 401 } });
    await openApp(reportsAddress);

    await waitFor(() => expect(currentPath()).toBe('/auth/employers/login'));
  });

  test('a login without an employer: said in plain words', async () => {
    serverAnswers({ [reportsCall]: { httpStatus: 404 } });
    await openApp(reportsAddress);

    expect(
      await screen.findByText('This login is not linked to an employer, so it has no reports.'),
    ).toBeVisible();
    expect(screen.queryByRole('img')).toBeNull();
  });

  test('has no accessibility violations', async () => {
    serverAnswers({ [reportsCall]: figures });
    const { container } = await openApp(reportsAddress);
    await screen.findAllByRole('table');

    expect((await axe.run(container)).violations).toEqual([]);
  });
});
