// A claim's page in its other states: a rehire's bonding leave waiting for the employer, an
// absence the employer reported, a claim not found, and no employee login.

import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { beforeEach, describe, expect, test } from 'vitest';
import type { ClaimDetail } from '#domain/claims/claims-answers';
import {
  claimAddress,
  claimPath,
  detail,
  leave,
  openClaim,
  section,
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

describe("a rehire's bonding leave in pieces", () => {
  test('the earlier service said, the agreement asked, and the facts eligibility waits on', async () => {
    const waiting: ClaimDetail = {
      ...leave,
      reason: 'bonding',
      familyMemberName: null,
      relationship: null,
      childArrivalDate: '2026-11-01',
      earlierService: { from: '2019-06-03', to: '2019-08-30' },
      scheduleAgreement:
        'Leave to bond with a child can be taken intermittently or on a reduced schedule only if your employer agrees. We have asked your employer.',
      canReportTime: false,
      fmlaFacts: [
        {
          label: 'Months of employment',
          value: "Hired 01/05/2026; earlier service not yet confirmed by the employer's statement",
        },
        { label: 'Employees within 75 miles when notice was given', value: '240' },
      ],
    };
    serverAnswers({ [`GET ${claimPath(leave.claimNumber)}`]: waiting });
    const { container } = await openClaim(waiting);

    expect(detail('Have you worked for this employer before?')).toBe(
      'Yes, from 06/03/2019 to 08/30/2019',
    );
    const balance = section('Leave balance');
    expect(within(balance).getByText(/^Leave to bond with a child can be taken/)).toBeVisible();
    expect(
      within(balance).getByRole('heading', { level: 3, name: 'What eligibility was decided on' }),
    ).toBeVisible();
    expect(within(balance).getByText('Months of employment').nextSibling).toHaveTextContent(
      'earlier service not yet confirmed',
    );
    expect(screen.queryByRole('heading', { name: 'Report time taken' })).toBeNull();
    expect((await axe.run(container)).violations).toEqual([]);
  });
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
