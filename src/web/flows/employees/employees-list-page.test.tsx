// 'Employees': the table of a page, the filters and pages in the address (Back returns to them), a
// company without employees, a page link tampered with, Spanish, and no violations.

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, test } from 'vitest';
import type { EmployeesPage } from '#domain/employees/employees-answers';
import { showLanguage } from '#web/language/language-store.ts';
import {
  currentPath,
  openApp,
  resetBrowserSession,
  tableCells,
  serverAnswers,
} from '#tests/support/web/flow-test-kit';
import './employees-screens.tsx';

const listPath = 'GET employers/api/employees';
const johnId = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const janeId = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

const firstPage: EmployeesPage = {
  asOf: '2026-11-22',
  employees: [
    { memberId: janeId, name: 'Jane Doe', status: 'active', hireDate: '2020-01-15', plans: [] },
    {
      memberId: johnId,
      name: 'John Roe',
      status: 'terminated',
      hireDate: '2015-03-02',
      plans: ['short-term-disability', 'basic-life'],
    },
  ],
  previousCursor: null,
  nextCursor: johnId,
};
const secondPage: EmployeesPage = {
  ...firstPage,
  employees: [{ ...firstPage.employees[0]!, name: 'Zed Test01' }],
  previousCursor: janeId,
  nextCursor: null,
};

beforeEach(() => {
  resetBrowserSession();
});

describe("'Employees'", () => {
  test('a table of the page: name (a link to the employee), status, hire date, plans', async () => {
    serverAnswers({ [listPath]: firstPage });
    const { container } = await openApp('/auth/employers/employees');

    expect(screen.getByRole('heading', { level: 1, name: 'Employees' })).toBeVisible();
    expect(document.title).toBe('Employees');
    const table = await screen.findByRole('table', { name: 'Employees as of 11/22/2026' });
    expect(tableCells(table)).toEqual([
      ['Employee name', 'Status', 'Hire date', 'Plans'],
      ['Jane Doe', 'Active', '01/15/2020', 'None'],
      ['John Roe', 'Terminated', '03/02/2015', 'Short-term disability, Basic life and AD&D'],
    ]);
    expect(within(table).getByRole('link', { name: 'John Roe' })).toHaveAttribute(
      'href',
      `/auth/employers/employees/${johnId}`,
    );
    expect(screen.getByText('2 employees on this page.')).toBeVisible();
    expect((await axe.run(container)).violations).toEqual([]);
  });

  test('filters and pages go in the address, and the call asks the same', async () => {
    const server = serverAnswers({ [listPath]: [firstPage, firstPage, secondPage] });
    await openApp('/auth/employers/employees');
    await screen.findByRole('table');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Employee name' }), 'roe');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Terminated');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(window.location.search).toBe('?name=roe&status=terminated'));
    await userEvent.click(await screen.findByRole('link', { name: 'Next page' }));
    expect(await screen.findByText('Zed Test01')).toBeVisible();
    expect(`${currentPath()}${window.location.search}`).toBe(
      `/auth/employers/employees?name=roe&status=terminated&after=${johnId}`,
    );
    expect(server.callsTo('employers/api/employees').map((call) => call.search ?? '')).toEqual([
      '',
      'name=roe&status=terminated',
      `name=roe&status=terminated&after=${johnId}`,
    ]);
    // The results take focus after a move, for a screen reader to read them from there.
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'Results' })).toHaveFocus(),
    );
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      `/auth/employers/employees?name=roe&status=terminated&before=${janeId}`,
    );
  });

  test('says when nothing matches, and when the company has no employees', async () => {
    serverAnswers({ [listPath]: { ...firstPage, employees: [], nextCursor: null } });
    await openApp('/auth/employers/employees?status=terminated');
    expect(await screen.findByText('No employees match these filters.')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  test('refuses a page link that names both directions, with the way to the first page', async () => {
    const server = serverAnswers({ [listPath]: firstPage });
    await openApp(`/auth/employers/employees?status=active&after=${janeId}&before=${johnId}`);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'A page link names one direction, not both. Please start again from the first page.',
    );
    expect(screen.getByRole('link', { name: 'First page' })).toHaveAttribute(
      'href',
      '/auth/employers/employees?status=active',
    );
    expect(server.calls).toEqual([]);
  });

  test('speaks Spanish', async () => {
    serverAnswers({ [listPath]: firstPage });
    await act(() => showLanguage('es'));
    await openApp('/auth/employers/employees');
    expect(screen.getByRole('heading', { level: 1, name: 'Empleados' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Empleados al 11/22/2026' });
    expect(tableCells(table)[2]).toEqual([
      'John Roe',
      'Terminado',
      '03/02/2015',
      'Discapacidad a corto plazo, Vida básica y AD&D',
    ]);
  });
});
