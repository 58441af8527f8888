// 'Appeal this decision' on a denied disability claim's page: the appeal checked here first, sent,
// and the page then saying it was received; after its 180 days, why the button is gone.

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, test } from 'vitest';
import { appealText } from '#domain/claims/appeal';
import type { ClaimDetail } from '#domain/claims/claims-answers';
import { claimFieldText } from '#domain/claims/claim-wizard';
import { claimPath, disability, openClaim, section } from '#tests/support/web/claim-page-kit';
import { resetBrowserSession, serverAnswers } from '#tests/support/web/flow-test-kit';
import './claims-screens.tsx';

const denied: ClaimDetail = {
  ...disability,
  status: 'denied',
  canWithdraw: false,
  decision: null,
  appeal: { open: true, lastDay: '2027-05-19' },
};

const appealed: ClaimDetail = {
  ...denied,
  status: 'appeal-in-review',
  decision: { dueOn: '2027-01-06', extensionReason: null },
  appeal: null,
};

beforeEach(() => {
  resetBrowserSession();
});

describe("a denied claim's appeal", () => {
  test('checked here, sent, and then received: the new status and due date shown', async () => {
    const user = userEvent.setup();
    const server = serverAnswers({
      [`GET ${claimPath('C1000001')}`]: denied,
      [`POST ${claimPath('C1000001')}/appeal`]: appealed,
    });
    const { container } = await openClaim(denied);
    const form = section('Appeal this decision');
    expect(within(form).getByText('You can appeal this decision until 05/19/2027.')).toBeVisible();
    expect(
      within(form).getByRole('link', { name: 'Send documents for your appeal' }),
    ).toHaveAttribute('href', '/auth/employee-benefits/documents?claim=C1000001');
    const why = within(form).getByLabelText('Why do you disagree?');
    expect(why).toHaveAccessibleDescription('At most 4,000 characters. 4,000 left.');
    expect((await axe.run(container)).violations).toEqual([]);

    await user.click(within(form).getByRole('button', { name: 'Submit appeal' }));
    expect(why).toHaveFocus();
    expect(why).toHaveAccessibleDescription(
      `At most 4,000 characters. 4,000 left. ${appealText.reasonMissing.defaultMessage}`,
    );

    await user.type(why, 'My doctor says I cannot work yet.');
    expect(why).toHaveAccessibleDescription(expect.stringContaining('3,967 left.'));
    await user.click(within(form).getByRole('button', { name: 'Submit appeal' }));
    const attest = within(form).getByRole('checkbox');
    expect(attest).toHaveFocus();
    expect(attest).toHaveAccessibleDescription(claimFieldText.attestation.defaultMessage);
    expect(server.callsTo(`${claimPath('C1000001')}/appeal`)).toEqual([]);

    await user.click(attest);
    await user.click(within(form).getByRole('button', { name: 'Submit appeal' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('We received your appeal.'),
    );
    expect(screen.getByRole('status')).toHaveFocus();
    expect(server.callsTo(`${claimPath('C1000001')}/appeal`)[0]?.body).toEqual({
      reason: 'My doctor says I cannot work yet.',
      attested: true,
    });
    expect(screen.getByText(/^Status:/)).toHaveTextContent('Status: Appeal in review');
    expect(screen.getByText(/^Decision due by/)).toHaveTextContent('Decision due by 01/06/2027');
    expect(screen.queryByRole('region', { name: 'Appeal this decision' })).toBeNull();
  });

  test('after its 180 days: no form, and the day they ended', async () => {
    const late = { ...denied, appeal: { open: false, lastDay: '2026-11-21' } };
    serverAnswers({ [`GET ${claimPath('C1000001')}`]: late });
    await openClaim(late);
    const form = section('Appeal this decision');
    expect(form).toHaveTextContent(
      'The 180 days to appeal this decision ended on 11/21/2026, so it can no longer be appealed.',
    );
    expect(within(form).queryByRole('button', { name: 'Submit appeal' })).toBeNull();
  });
});
