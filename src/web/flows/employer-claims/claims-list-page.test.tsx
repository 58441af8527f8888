// 'Employee claims': the rows, filters and pages in the address (Back returns to them), the
// results taking focus after a move, a page link tampered with, and no violations.

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { pageRefusalText } from '#domain/shared/keyset-page';
import type {
  EmployerClaimRow,
  EmployerClaimsPage,
} from '#domain/employer-claims/employer-claims-answers';
import { showLanguage } from '#web/language/language-store.ts';
import {
  currentPath,
  openApp,
  resetBrowserSession,
  serverAnswers,
} from '#tests/support/web/flow-test-kit';
import './employer-claims-screens.tsx';

const claimsPath = 'employers/api/claims';

const row = (claimNumber: string, employeeName: string): EmployerClaimRow => ({
  claimNumber,
  employeeName,
  kind: 'leave',
  status: 'information-needed',
  firstDayOfAbsence: '2026-11-10',
  expectedReturn: '2027-05-11',
});

const firstPage: EmployerClaimsPage = {
  claims: [
    row('C1000002', 'John Roe'),
    { ...row('C1000001', 'John Roe'), kind: 'disability', status: 'approved' },
  ],
  nextCursor: '2026-10-08_C1000001',
  previousCursor: null,
};
const secondPage: EmployerClaimsPage = {
  claims: [row('C1000009', 'Maria Garcia')],
  nextCursor: null,
  previousCursor: '2026-10-01_C1000009',
};

/** The server stand-in, and every address the page called, query included. */
function serve(answer: (search: string) => EmployerClaimsPage | { httpStatus: number }) {
  serverAnswers({});
  const searches: string[] = [];
  vi.mocked(fetch).mockImplementation(async (input) => {
    const url = new URL(String(input), window.location.origin);
    if (!url.pathname.endsWith(claimsPath)) return new Response('{}', { status: 404 });
    searches.push(url.search.replace(/^\?/, ''));
    const given = answer(url.search.replace(/^\?/, ''));
    return 'httpStatus' in given
      ? new Response('{}', { status: given.httpStatus })
      : new Response(JSON.stringify(given), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
  });
  return searches;
}

const results = () => screen.getByRole('region', { name: 'Results' });

beforeEach(() => {
  resetBrowserSession();
});

describe("'Employee claims'", () => {
  test('lists each claim: employee, number, type, dates, status', async () => {
    const searches = serve(() => firstPage);
    await openApp('/auth/employers/claims');

    expect(screen.getByRole('heading', { level: 1, name: 'Employee claims' })).toBeVisible();
    expect(await within(results()).findByText('2 claims on this page.')).toBeVisible();
    const [first] = within(results()).getAllByRole('listitem');
    expect(first).toHaveTextContent(
      'John RoeC1000002Family medical leave11/10/2026 to 05/11/2027Status: Information needed',
    );
    expect(within(results()).getByRole('link', { name: 'C1000002' })).toHaveAttribute(
      'href',
      '/auth/employers/claims/C1000002',
    );
    expect(screen.getByRole('link', { name: 'Report an absence' })).toHaveAttribute(
      'href',
      '/auth/employers/report-absence',
    );
    expect(searches).toEqual(['']);
  });

  test('applies filters through the address; the results take focus; Back returns', async () => {
    const user = userEvent.setup();
    const searches = serve((search) => (search ? { ...firstPage, nextCursor: null } : firstPage));
    await openApp('/auth/employers/claims');
    await within(results()).findByText('2 claims on this page.');

    await user.type(screen.getByLabelText('Employee name'), 'garcia');
    await user.selectOptions(screen.getByLabelText('Status'), 'Approved');
    await user.selectOptions(screen.getByLabelText('Type'), 'Short-term disability');
    await user.selectOptions(screen.getByLabelText('Sort by first day of absence'), 'Oldest first');
    await user.click(screen.getByLabelText('Only claims with an employer statement due'));
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));

    const filtered = 'name=garcia&status=approved&kind=disability&sort=oldest&statement=due';
    await waitFor(() => expect(searches.at(-1)).toBe(filtered));
    expect(window.location.search).toBe(`?${filtered}`);
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'Results' })).toHaveFocus(),
    );

    act(() => window.history.back());
    await waitFor(() => expect(searches.at(-1)).toBe(''));
    expect(screen.getByLabelText('Employee name')).toHaveValue('');
    expect(screen.getByLabelText('Status')).toHaveValue('');
  });

  test('pages by cursor: Next page and Previous page keep the filters', async () => {
    const user = userEvent.setup();
    const searches = serve((search) => (search.includes('after=') ? secondPage : firstPage));
    await openApp('/auth/employers/claims?kind=leave');
    await within(results()).findByText('2 claims on this page.');
    expect(within(results()).queryByRole('link', { name: 'Previous page' })).toBeNull();

    await user.click(within(results()).getByRole('link', { name: 'Next page' }));
    await within(results()).findByText('1 claim on this page.');
    expect(searches.at(-1)).toBe('kind=leave&after=2026-10-08_C1000001');
    expect(within(results()).queryByRole('link', { name: 'Next page' })).toBeNull();
    expect(within(results()).getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/auth/employers/claims?kind=leave&before=2026-10-01_C1000009',
    );
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'Results' })).toHaveFocus(),
    );
  });

  test('a page link tampered with says so, and leads to the first page', async () => {
    const searches = serve(() => firstPage);
    await openApp('/auth/employers/claims?kind=leave&after=2026-02-30_C1000001');

    expect(screen.getByRole('alert')).toHaveTextContent(pageRefusalText.cursor.defaultMessage);
    expect(screen.getByRole('link', { name: 'First page' })).toHaveAttribute(
      'href',
      '/auth/employers/claims?kind=leave',
    );
    expect(searches).toEqual([]);
  });

  test('says when nothing matches, and when there is nothing at all', async () => {
    serve(() => ({ claims: [], nextCursor: null, previousCursor: null }));
    await openApp('/auth/employers/claims?name=nobody');
    expect(await within(results()).findByText('No claims match these filters.')).toBeVisible();
    expect(within(results()).queryByRole('list')).toBeNull();
  });

  test('says so when the employees have no claims at all', async () => {
    serve(() => ({ claims: [], nextCursor: null, previousCursor: null }));
    await openApp('/auth/employers/claims');
    expect(
      await within(results()).findByText('Your employees have no claims or leave.'),
    ).toBeVisible();
  });

  test('without an employer login: to the employer login page', async () => {
    serve(() => ({ httpStatus: 401 }));
    await openApp('/auth/employers/claims');
    await waitFor(() => expect(currentPath()).toBe('/auth/employers/login'));
  });

  test('speaks Spanish: its heading, filters, rows, pages and refusals', async () => {
    serve(() => firstPage);
    await act(() => showLanguage('es'));
    await openApp('/auth/employers/claims');

    expect(
      screen.getByRole('heading', { level: 1, name: 'Reclamos de los empleados' }),
    ).toBeVisible();
    const resultados = screen.getByRole('region', { name: 'Resultados' });
    expect(await within(resultados).findByText('2 reclamos en esta página.')).toBeVisible();
    const [first] = within(resultados).getAllByRole('listitem');
    expect(first).toHaveTextContent('Licencia médica familiar');
    expect(first).toHaveTextContent('Estado: Se necesita información');
    const filters = screen.getByRole('search', { name: 'Filtrar los reclamos de los empleados' });
    expect(within(filters).getByLabelText('Estado')).toHaveDisplayValue('Todos los estados');
    expect(within(filters).getByRole('button', { name: 'Aplicar filtros' })).toBeVisible();
    expect(within(resultados).getByRole('link', { name: 'Página siguiente' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Notificar una ausencia' })).toBeVisible();
  });

  test('says a page link tampered with in Spanish too', async () => {
    serve(() => firstPage);
    await act(() => showLanguage('es'));
    await openApp('/auth/employers/claims?after=2026-02-30_C1000001');

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Este enlace de página no es válido. Vuelva a empezar desde la primera página.',
    );
    expect(screen.getByRole('link', { name: 'Primera página' })).toBeVisible();
  });

  test('has no accessibility violations', async () => {
    serve(() => firstPage);
    const { container } = await openApp('/auth/employers/claims?status=approved');
    await within(results()).findByText('2 claims on this page.');
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
