// What the tests of the claim wizard share (src/web/flows/claims/claim-wizard-page-*.test.tsx):
// its address and calls, a draft server that keeps what it is sent, and an employee going
// through the steps with a disability claim and family medical leave.

import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { DraftAnswer } from '#domain/claims/claims-answers';
import { typedDateOf } from '#domain/shared/absence-dates';
import { openApp, serverAnswers } from '#tests/support/web/flow-test-kit';
// Loaded up front so the lazy route resolves at once.
import '#web/flows/claims/claims-screens.tsx';
import { portalToday } from '#web/lib/portal-day.ts';
import { addDays } from '#domain/shared/calendar-date';

export const draftPath = 'employee-benefits/api/claims/draft';
export const submitPath = 'employee-benefits/api/claims/submit';
export const wizardAddress = '/auth/employee-benefits/claims/new';
export const key = '6f1c2a34-8d8e-4b7a-9a55-0e4c1b2d3f40';

export const freshDraft: DraftAnswer = { step: 'need', answers: {}, idempotencyKey: key };

/** MM/DD/YYYY `offset` days from today. */
export function day(offset: number): string {
  return typedDateOf(addDays(portalToday(), offset));
}

/** The draft server: answers a save with what it was sent, as the real one keeps it. */
export function draftServer(draft: DraftAnswer = freshDraft, extra: Record<string, unknown> = {}) {
  return serverAnswers({
    [`GET ${draftPath}`]: draft,
    [`POST ${draftPath}`]: (body) => ({ ...(body as object), idempotencyKey: key }),
    ...extra,
  });
}

export const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });
export const continueButton = () => screen.getByRole('button', { name: 'Continue' });
export const radio = (name: string) => screen.getByRole('radio', { name });

export async function openWizard() {
  const result = await openApp(wizardAddress);
  await stepHeading('What do you need?');
  return result;
}

export async function chooseOwnHealth(user: UserEvent, alsoFmla = false) {
  await user.click(radio('Time off for my own illness, injury or pregnancy'));
  if (alsoFmla) {
    await user.click(
      screen.getByRole('checkbox', {
        name: 'Also request family medical leave (FMLA) for this absence',
      }),
    );
  }
  await user.click(continueButton());
  await stepHeading('About your absence');
}

export async function fillAbsence(user: UserEvent) {
  await user.type(screen.getByLabelText('Last day worked'), day(-3));
  await user.type(screen.getByLabelText('First day of absence'), day(-2));
  await user.type(screen.getByLabelText('Expected return to work'), day(40));
  await user.click(radio('Continuous'));
  // Asked when a leave is among the claims (825.110(b)).
  const workedBefore = screen.queryByRole('group', {
    name: 'Have you worked for this employer before?',
  });
  if (workedBefore) await user.click(within(workedBefore).getByRole('radio', { name: 'No' }));
  await user.click(continueButton());
  await stepHeading('Your provider');
}

export async function fillProvider(user: UserEvent) {
  await user.type(screen.getByLabelText('Provider name'), 'Dr. Ada Byron');
  await user.type(screen.getByLabelText('Provider phone'), '3125550147');
  await user.click(
    within(screen.getByRole('group', { name: 'Is this related to your work?' })).getByRole(
      'radio',
      { name: 'No' },
    ),
  );
  await user.click(radio('Surgery'));
  await user.click(continueButton());
  await stepHeading('How you want to be paid');
}

async function fillDirectDeposit(user: UserEvent) {
  await user.click(radio('Direct deposit'));
  await user.type(screen.getByLabelText('Routing number'), '110000000');
  await user.type(screen.getByLabelText('Account number'), '000123456789');
  await user.type(screen.getByLabelText('Confirm account number'), '000123456789');
  await user.click(continueButton());
  await stepHeading('Review and submit');
}

export async function reachReview(user: UserEvent) {
  await openWizard();
  await chooseOwnHealth(user, true);
  await fillAbsence(user);
  await fillProvider(user);
  await fillDirectDeposit(user);
}
