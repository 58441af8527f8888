// A claim's page in its other states: an absence the employer reported, a claim not found, and
// no employee login.

import { screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { beforeEach, describe, expect, test } from 'vitest';
import type { ClaimDetail } from '#domain/claims/claims-answers';
import {
  claimAddress,
  claimPath,
  detail,
  leave,
  openClaim,
} from '#tests/support/web/claim-page-kit';
import {
  currentPath,
  openApp,
  resetBrowserSession,
  serverAnswers,
} from '#tests/support/web/flow-test-kit';
import { claimPageText } from './claim-page.tsx';
import './claims-screens.tsx';

beforeEach(() => {
  resetBrowserSession();
});

describe('an absence the employer reported', () => {
  test('says so, and shows what the employee has not given yet as such', async () => {
    const reported: ClaimDetail = {
      ...leave,
      claimNumber: 'C1000009',
      status: 'submitted',
      schedule: 'continuous',
      reason: null,
      providerName: null,
      providerPhone: null,
      familyMemberName: null,
      relationship: null,
      howOften: null,
      howLong: null,
      reportedByEmployer: true,
      documentsNeeded: [],
      timeReported: [],
      canReportTime: false,
      timeline: [{ at: '2026-11-20T15:00:00.000Z', text: 'The employer reported this absence' }],
    };
    serverAnswers({ [`GET ${claimPath('C1000009')}`]: reported });
    const { container } = await openClaim(reported);

    expect(screen.getByText(claimPageText.reportedByEmployer.defaultMessage)).toBeVisible();
    expect(detail('Reason')).toBe(claimPageText.notGivenYet.defaultMessage);
    expect(detail('Provider name')).toBe(claimPageText.notGivenYet.defaultMessage);
    expect(detail('Provider phone')).toBe(claimPageText.notGivenYet.defaultMessage);
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

describe('a claim that is not found', () => {
  test('says so, with the way back to the account', async () => {
    serverAnswers({});
    await openApp(claimAddress('C9999999'));

    expect(
      screen.getByRole('heading', { level: 1, name: 'We could not find this claim.' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to your account' })).toHaveAttribute(
      'href',
      '/auth/employee-benefits/account',
    );
  });

  test('without an employee login: to the login page', async () => {
    serverAnswers({ [`GET ${claimPath('C1000001')}`]: { httpStatus: 401 } });
    window.history.replaceState(null, '', claimAddress('C1000001'));
    await openApp(claimAddress('C1000001'));

    await waitFor(() => expect(currentPath()).toBe('/auth/employee-benefits/login'));
  });
});
