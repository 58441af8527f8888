// 'Beneficiaries': each life plan's designation, 'Change beneficiaries' straight to the form after a
// recent second step or through 'Confirm it's you' without one, the rules' sentences at their
// fields before anything is sent, a save, and the rows kept across a step asked for at the save.

import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import type { BeneficiariesAnswer } from '#domain/beneficiaries/beneficiaries-answers';
import { recentStepRefusal } from '#domain/second-factor/second-factor-rules';
import { openApp, resetBrowserSession, serverAnswers } from '#tests/support/web/flow-test-kit';
import './beneficiaries-page.tsx';

const path = 'employee-benefits/api/beneficiaries';
const address = '/auth/employee-benefits/beneficiaries';

const ann = {
  fullName: 'Ann Roe',
  relationship: 'spouse',
  dateOfBirth: null,
  share: 100,
  level: 'primary',
} as const;
const johns = (confirmedRecently: boolean, version = 1): BeneficiariesAnswer => ({
  confirmedRecently,
  plans: [
    {
      plan: 'basic-life',
      policyNumber: 'LIFE-100000001',
      version,
      savedAt: '2026-11-22T15:00:00.000Z',
      beneficiaries: [ann],
    },
    {
      plan: 'supplemental-life',
      policyNumber: 'SUPP-100000001',
      version: 1,
      savedAt: '2026-11-22T15:00:00.000Z',
      beneficiaries: [ann],
    },
  ],
});
const section = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  resetBrowserSession();
  sessionStorage.clear();
});

describe('Beneficiaries', () => {
  test("each life plan's beneficiaries, the confirmation and the way to change them", async () => {
    serverAnswers({ [`GET ${path}`]: johns(true) });
    const { container } = await openApp(address);

    expect(screen.getByRole('heading', { level: 1, name: 'Beneficiaries' })).toBeVisible();
    expect(document.title).toBe('Beneficiaries');
    const basic = await screen.findByRole('region', { name: 'Basic life and AD&D' });
    expect(within(basic).getByRole('listitem')).toHaveTextContent('Ann Roe, Spouse, 100%');
    expect(within(basic).getByText('None named.')).toBeVisible();
    expect(
      within(basic).getByRole('link', { name: 'Download confirmation (PDF)' }),
    ).toHaveAttribute(
      'href',
      '/auth/employee-benefits/api/beneficiaries/basic-life/confirmation.pdf',
    );
    expect(within(section('Supplemental life')).getByText('Saved on 11/22/2026.')).toBeVisible();
    expect((await axe.run(container)).violations).toEqual([]);
  });

  test("without a recent second step, 'Change beneficiaries' goes through 'Confirm it's you'", async () => {
    const user = userEvent.setup();
    serverAnswers({ [`GET ${path}`]: johns(false) });
    await openApp(address);
    await user.click(
      within(await screen.findByRole('region', { name: 'Basic life and AD&D' })).getByRole(
        'button',
        { name: 'Change beneficiaries' },
      ),
    );
    await waitFor(() => expect(window.location.pathname).toBe('/auth/employee-benefits/confirm'));
    const query = new URLSearchParams(window.location.search);
    expect(query.get('path')).toBe('/employee-benefits/beneficiaries?change=basic-life');
    expect(query.get('again')).toBe('1');
  });

  test('checks the rows before sending, then saves and says so', async () => {
    const user = userEvent.setup();
    const server = serverAnswers({
      [`GET ${path}`]: johns(true),
      [`POST ${path}`]: johns(true, 2),
    });
    const { container } = await openApp(address);
    const basic = await screen.findByRole('region', { name: 'Basic life and AD&D' });
    await user.click(within(basic).getByRole('button', { name: 'Change beneficiaries' }));

    const share = within(basic).getByRole('textbox', { name: 'Share (%)' });
    await user.clear(share);
    await user.type(share, '60');
    await user.click(within(basic).getByRole('button', { name: 'Add a beneficiary' }));
    const second = within(basic).getByRole('group', { name: 'Beneficiary 2' });
    await user.type(within(second).getByRole('textbox', { name: 'Full name' }), 'Bea Roe 2');
    await user.click(within(basic).getByRole('button', { name: 'Save beneficiaries' }));

    expect(
      await within(basic).findByText('Enter the full name in letters, as it is written.'),
    ).toBeVisible();
    expect(within(second).getByRole('textbox', { name: 'Full name' })).toHaveFocus();
    expect(
      within(second).getByRole('combobox', { name: 'Relationship' }),
    ).toHaveAccessibleDescription('Choose a relationship from the list.');
    expect(server.callsTo(path).filter((call) => call.method === 'POST')).toHaveLength(0);
    expect((await axe.run(container)).violations).toEqual([]);

    const name = within(second).getByRole('textbox', { name: 'Full name' });
    await user.clear(name);
    await user.type(name, 'Bea Roe');
    await user.selectOptions(
      within(second).getByRole('combobox', { name: 'Relationship' }),
      'Child',
    );
    await user.type(within(second).getByRole('textbox', { name: 'Share (%)' }), '30');
    await user.click(within(basic).getByRole('button', { name: 'Save beneficiaries' }));
    expect(await within(basic).findByRole('alert')).toHaveTextContent(
      'Primary shares must add up to 100%.',
    );

    const secondShare = within(second).getByRole('textbox', { name: 'Share (%)' });
    await user.clear(secondShare);
    await user.type(secondShare, '40');
    await user.click(
      within(basic).getByRole('checkbox', {
        name: 'Use these beneficiaries for all my life coverage',
      }),
    );
    await user.click(within(basic).getByRole('button', { name: 'Save beneficiaries' }));
    expect(await screen.findByText('Your beneficiaries are saved.')).toBeVisible();
    const [saved] = server.callsTo(path).filter((call) => call.method === 'POST');
    expect(saved?.body).toEqual({
      plan: 'basic-life',
      allLifePlans: true,
      basedOnVersion: 1,
      beneficiaries: [
        {
          fullName: 'Ann Roe',
          relationship: 'spouse',
          dateOfBirth: '',
          share: '60',
          level: 'primary',
        },
        {
          fullName: 'Bea Roe',
          relationship: 'child',
          dateOfBirth: '',
          share: '40',
          level: 'primary',
        },
      ],
    });
  });

  test('keeps the rows while the second step is asked at the save, and brings them back', async () => {
    const user = userEvent.setup();
    serverAnswers({
      [`GET ${path}`]: johns(true),
      [`POST ${path}`]: { httpStatus: 401, body: recentStepRefusal },
    });
    await openApp(address);
    const basic = await screen.findByRole('region', { name: 'Basic life and AD&D' });
    await user.click(within(basic).getByRole('button', { name: 'Change beneficiaries' }));
    const name = within(basic).getByRole('textbox', { name: 'Full name' });
    await user.clear(name);
    await user.type(name, 'Ann Q Roe');
    await user.click(within(basic).getByRole('button', { name: 'Save beneficiaries' }));
    await waitFor(() => expect(window.location.pathname).toBe('/auth/employee-benefits/confirm'));
    expect(new URLSearchParams(window.location.search).get('again')).toBe('1');
    expect(sessionStorage.getItem('beneficiaries-draft')).toContain('Ann Q Roe');

    // Back from 'Confirm it's you', the page opened anew with the plan's form asked for.
    cleanup();
    vi.restoreAllMocks();
    resetBrowserSession();
    serverAnswers({ [`GET ${path}`]: johns(true) });
    await openApp(`${address}?change=basic-life`);
    const back = await screen.findByRole('region', { name: 'Basic life and AD&D' });
    expect(await within(back).findByRole('textbox', { name: 'Full name' })).toHaveValue(
      'Ann Q Roe',
    );
    expect(sessionStorage.getItem('beneficiaries-draft')).toBeNull();
  });
});
