// Submit on the claim wizard's review: the attestation first, one claim filed however often it
// is pressed, and the same key sent again after a failure.

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { attestationText, claimFieldMessages } from '#domain/claims/claim-wizard';
import { messages } from '#domain/shared/messages';
import {
  findBanner,
  later,
  resetBrowserSession,
  serverError,
} from '#tests/support/web/flow-test-kit';
import {
  draftServer,
  freshDraft,
  key,
  reachReview,
  submitPath,
} from '#tests/support/web/claim-wizard-kit';

beforeEach(() => {
  resetBrowserSession();
});

describe('File a claim or family medical leave', () => {
  test('Submit needs the attestation', async () => {
    const user = userEvent.setup();
    const server = draftServer();
    await reachReview(user);

    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const attestation = screen.getByRole('checkbox', { name: attestationText.defaultMessage });
    expect(attestation).toHaveFocus();
    expect(attestation).toHaveAccessibleDescription(claimFieldMessages.attestation);
    expect(server.callsTo(submitPath)).toEqual([]);
  });

  test('a double click files once; then the claim numbers, what happens next, the receipt', async () => {
    const user = userEvent.setup();
    const answer = later();
    const server = draftServer(freshDraft, { [`POST ${submitPath}`]: () => answer.promise });
    await reachReview(user);

    await user.click(screen.getByRole('checkbox', { name: attestationText.defaultMessage }));
    await user.dblClick(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    answer.resolve({
      claims: [
        { claimNumber: 'C1000003', kind: 'disability' },
        { claimNumber: 'C1000004', kind: 'leave' },
      ],
      email: 'jroe@example.com',
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'We received your request.' }),
    ).toHaveFocus();
    expect(server.callsTo(submitPath)).toEqual([
      { method: 'POST', path: submitPath, body: { idempotencyKey: key, attestation: true } },
    ]);
    expect(screen.getByRole('link', { name: 'C1000003' })).toHaveAttribute(
      'href',
      '/auth/employee-benefits/claims/C1000003',
    );
    expect(screen.getByRole('link', { name: 'C1000004' }).closest('li')).toHaveTextContent(
      'C1000004: Family medical leave',
    );
    expect(screen.getByRole('heading', { name: 'What happens next' })).toBeVisible();
    expect(screen.getByText('jroe@example.com').closest('p')).toHaveTextContent(
      'We sent a receipt to jroe@example.com.',
    );
  });

  test('a failed Submit: the generic message, and the retry sends the same key', async () => {
    const user = userEvent.setup();
    const server = draftServer(freshDraft, {
      [`POST ${submitPath}`]: [serverError, { claims: [], email: null }],
    });
    await reachReview(user);
    await user.click(screen.getByRole('checkbox', { name: attestationText.defaultMessage }));

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await findBanner()).toHaveTextContent(messages.genericError);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await screen.findByRole('heading', { level: 1, name: 'We received your request.' });
    expect(server.callsTo(submitPath).map((call) => call.body)).toEqual([
      { idempotencyKey: key, attestation: true },
      { idempotencyKey: key, attestation: true },
    ]);
    expect(screen.queryByText(/We sent a receipt/)).toBeNull();
  });
});
