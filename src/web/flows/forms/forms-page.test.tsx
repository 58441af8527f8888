// 'Forms and documents': the certificate and the five forms as downloads, with the claim number
// of a claim it was opened from, and in Spanish.

import { act, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { beforeEach, describe, expect, test } from 'vitest';
import { showLanguage } from '#web/language/language-store.ts';
import { openApp, resetBrowserSession } from '#tests/support/web/flow-test-kit';
import './forms-page.tsx';

beforeEach(() => {
  resetBrowserSession();
});

const links = () =>
  within(within(screen.getByRole('main')).getByRole('list'))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('Forms and documents', () => {
  test('the certificate and each form, a download with the name filled in', async () => {
    const { container } = await openApp('/auth/employee-benefits/forms');

    expect(screen.getByRole('heading', { level: 1, name: 'Forms and documents' })).toBeVisible();
    expect(document.title).toBe('Forms and documents');
    expect(links()).toEqual([
      ['Certificate of coverage', '/auth/employee-benefits/api/coverage/certificate.pdf'],
      [
        'Attending physician statement',
        '/auth/employee-benefits/api/forms/attending-physician-statement.pdf',
      ],
      [
        'Authorization to release health information',
        '/auth/employee-benefits/api/forms/authorization-to-release.pdf',
      ],
      [
        'Certification of health care provider for your own serious health condition (FMLA)',
        '/auth/employee-benefits/api/forms/fmla-own-health.pdf',
      ],
      [
        "Certification of health care provider for a family member's serious health condition (FMLA)",
        '/auth/employee-benefits/api/forms/fmla-family-member.pdf',
      ],
      ['Direct deposit authorization', '/auth/employee-benefits/api/forms/direct-deposit.pdf'],
    ]);
    expect((await axe.run(container)).violations).toEqual([]);
  });

  test('opened from a claim, the forms carry its number', async () => {
    await openApp('/auth/employee-benefits/forms?claim=C1000002');
    expect(screen.getByText('The forms below carry claim number C1000002.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Direct deposit authorization' })).toHaveAttribute(
      'href',
      '/auth/employee-benefits/api/forms/direct-deposit.pdf?claim=C1000002',
    );
  });

  test('speaks Spanish', async () => {
    await act(() => showLanguage('es'));
    await openApp('/auth/employee-benefits/forms');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Formularios y documentos' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Autorización de depósito directo' })).toBeVisible();
  });
});
