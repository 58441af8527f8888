// The claim wizard as an employee meets it: the draft from the server, each step checked
// before it moves on and saved when it does, answers kept through Back, Edit and reload,
// and one claim filed however often Submit is pressed.

import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, test } from 'vitest';
import type { DraftAnswer } from '#domain/claims/claims-answers';
import {
  attestationText,
  claimFieldMessages,
  emptyAnswers,
  isoDay,
  typedDateOf,
} from '#domain/claims/claim-wizard';
import { messages } from '#domain/shared/messages';
import {
  currentPath,
  findBanner,
  later,
  openApp,
  resetBrowserSession,
  serverAnswers,
  serverError,
} from '#tests/support/web/flow-test-kit';
// Loaded up front so the lazy route resolves at once.
import './claims-screens.tsx';

const draftPath = 'employee-benefits/api/claims/draft';
const submitPath = 'employee-benefits/api/claims/submit';
const wizardAddress = '/auth/employee-benefits/claims/new';
const key = '6f1c2a34-8d8e-4b7a-9a55-0e4c1b2d3f40';

const freshDraft: DraftAnswer = { step: 'need', answers: {}, idempotencyKey: key };

/** MM/DD/YYYY `offset` days from today. */
function day(offset: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + offset);
  return typedDateOf(isoDay(date));
}

/** The draft server: answers a save with what it was sent, as the real one keeps it. */
function draftServer(draft: DraftAnswer = freshDraft, extra: Record<string, unknown> = {}) {
  return serverAnswers({
    [`GET ${draftPath}`]: draft,
    [`POST ${draftPath}`]: (body) => ({ ...(body as object), idempotencyKey: key }),
    ...extra,
  });
}

const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });
const continueButton = () => screen.getByRole('button', { name: 'Continue' });
const radio = (name: string) => screen.getByRole('radio', { name });

async function openWizard() {
  const result = await openApp(wizardAddress);
  await stepHeading('What do you need?');
  return result;
}

async function chooseOwnHealth(user: UserEvent, alsoFmla = false) {
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

async function fillAbsence(user: UserEvent) {
  await user.type(screen.getByLabelText('Last day worked'), day(-3));
  await user.type(screen.getByLabelText('First day of absence'), day(-2));
  await user.type(screen.getByLabelText('Expected return to work'), day(40));
  await user.click(radio('Continuous'));
  await user.click(continueButton());
  await stepHeading('Your provider');
}

async function fillProvider(user: UserEvent) {
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

async function reachReview(user: UserEvent) {
  await openWizard();
  await chooseOwnHealth(user, true);
  await fillAbsence(user);
  await fillProvider(user);
  await fillDirectDeposit(user);
}

beforeEach(() => {
  resetBrowserSession();
});

describe('File a claim or family medical leave', () => {
  test('opens at the first step of four, with the three needs', async () => {
    draftServer();
    await openWizard();

    expect(
      screen.getByRole('heading', { level: 1, name: 'File a claim or family medical leave' }),
    ).toBeVisible();
    expect(document.title).toBe('File a claim or family medical leave');
    expect(screen.getByText('Step 1 of 4')).toBeVisible();
    expect(screen.getAllByRole('radio').map((option) => option.getAttribute('value'))).toEqual([
      'own-health',
      'family-care',
      'bonding',
    ]);
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  test('Continue without a choice: the message at the choices, focus on them, nothing sent', async () => {
    const user = userEvent.setup();
    const server = draftServer();
    await openWizard();

    await user.click(continueButton());

    const first = radio('Time off for my own illness, injury or pregnancy');
    expect(first).toHaveAccessibleDescription(claimFieldMessages.reason);
    expect(first).toHaveFocus();
    expect(server.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  test('the FMLA checkbox only on the first choice; a disability claim has five steps', async () => {
    const user = userEvent.setup();
    draftServer();
    await openWizard();
    const fmla = () =>
      screen.queryByRole('checkbox', {
        name: 'Also request family medical leave (FMLA) for this absence',
      });

    await user.click(radio('Time off to care for a family member'));
    expect(fmla()).toBeNull();
    expect(screen.getByText('Step 1 of 4')).toBeVisible();

    await user.click(radio('Time off for my own illness, injury or pregnancy'));
    expect(fmla()).toBeVisible();
    expect(screen.getByText('Step 1 of 5')).toBeVisible();
  });

  test('Continue saves the draft at the next step and moves focus to its heading', async () => {
    const user = userEvent.setup();
    const server = draftServer();
    await openWizard();

    await chooseOwnHealth(user, true);

    expect(screen.getByRole('heading', { level: 2, name: 'About your absence' })).toHaveFocus();
    expect(screen.getByText('Step 2 of 5')).toBeVisible();
    expect(server.callsTo(draftPath).at(-1)).toMatchObject({
      method: 'POST',
      body: {
        step: 'absence',
        answers: { need: { reason: 'own-health', alsoFmla: true } },
      },
    });
  });

  test('the absence step: every message at its field, focus on the first', async () => {
    const user = userEvent.setup();
    draftServer();
    await openWizard();
    await chooseOwnHealth(user);

    await user.type(screen.getByLabelText('Last day worked'), day(-2));
    await user.type(screen.getByLabelText('First day of absence'), day(-5));
    await user.type(screen.getByLabelText('Expected return to work'), '02/30/2025');
    await user.click(continueButton());

    expect(screen.getByLabelText('Last day worked')).not.toHaveAccessibleDescription(
      claimFieldMessages.date,
    );
    expect(screen.getByLabelText('First day of absence')).toHaveFocus();
    expect(screen.getByLabelText('First day of absence')).toHaveAccessibleDescription(
      `MM/DD/YYYY ${claimFieldMessages.firstDayBeforeLastWorked}`,
    );
    expect(screen.getByLabelText('Expected return to work')).toHaveAccessibleDescription(
      `MM/DD/YYYY ${claimFieldMessages.date}`,
    );
    expect(screen.getByLabelText('First day of absence')).toBeInvalid();
    expect(radio('Continuous')).toHaveAccessibleDescription(claimFieldMessages.schedule);
  });

  test('dates take their slashes as the digits are typed', async () => {
    const user = userEvent.setup();
    draftServer();
    await openWizard();
    await chooseOwnHealth(user);

    await user.type(screen.getByLabelText('Last day worked'), '03152026');

    expect(screen.getByLabelText('Last day worked')).toHaveValue('03/15/2026');
  });

  test('How often and How long each time for Intermittent, Hours per week for Reduced schedule', async () => {
    const user = userEvent.setup();
    draftServer();
    await openWizard();
    await chooseOwnHealth(user);
    const field = (label: string) => screen.queryByLabelText(label);

    expect(field('How often')).toBeNull();
    expect(field('Hours per week')).toBeNull();

    await user.click(radio('Intermittent'));
    expect(field('How often')).toBeVisible();
    expect(field('How long each time')).toBeVisible();
    expect(field('Hours per week')).toBeNull();
    await user.type(field('How often')!, '2 days a month');

    await user.click(radio('Reduced schedule'));
    expect(field('How often')).toBeNull();
    expect(field('Hours per week')).toBeVisible();
    await user.click(continueButton());
    expect(field('Hours per week')).toHaveAccessibleDescription(
      `The hours you can work each week ${claimFieldMessages.hoursPerWeek}`,
    );

    await user.click(radio('Intermittent'));
    expect(field('How often')).toHaveValue('2 days a month');
    await user.click(continueButton());
    expect(field('How long each time')).toHaveAccessibleDescription(
      `For example, 1 day ${claimFieldMessages.howLong}`,
    );
  });

  test("family care asks the family member's name and relationship; no payment step", async () => {
    const user = userEvent.setup();
    draftServer();
    await openWizard();
    await user.click(radio('Time off to care for a family member'));
    await user.click(continueButton());
    await stepHeading('About your absence');

    expect(screen.getByText('Step 2 of 4')).toBeVisible();
    expect(screen.getByLabelText("Family member's name")).toBeVisible();
    expect(screen.getByRole('group', { name: 'Relationship' })).toBeVisible();
    await user.click(continueButton());
    expect(screen.getByLabelText("Family member's name")).toHaveAccessibleDescription(
      claimFieldMessages.familyMemberName,
    );
    expect(radio('Spouse')).toHaveAccessibleDescription(claimFieldMessages.relationship);
  });

  test('the provider step: the phone masked as typed; the disability questions only for a disability claim', async () => {
    const user = userEvent.setup();
    draftServer();
    await openWizard();
    await chooseOwnHealth(user);
    await fillAbsence(user);

    await user.type(screen.getByLabelText('Provider phone'), '312555');
    expect(screen.getByLabelText('Provider phone')).toHaveValue('(312) 555');
    await user.click(continueButton());
    expect(screen.getByLabelText('Provider name')).toHaveFocus();
    expect(screen.getByLabelText('Provider name')).toHaveAccessibleDescription(
      claimFieldMessages.providerName,
    );
    expect(screen.getByLabelText('Provider phone')).toHaveAccessibleDescription(
      `(###) ###-#### ${claimFieldMessages.providerPhone}`,
    );
    expect(radio('Illness')).toHaveAccessibleDescription(claimFieldMessages.conditionCategory);
    expect(screen.getByRole('group', { name: 'Is this related to your work?' })).toBeVisible();
  });

  test('the payment step: account fields only for Direct deposit, checked like the server', async () => {
    const user = userEvent.setup();
    draftServer();
    await openWizard();
    await chooseOwnHealth(user);
    await fillAbsence(user);
    await fillProvider(user);

    await user.click(radio('Paper check'));
    expect(screen.queryByLabelText('Routing number')).toBeNull();

    await user.click(radio('Direct deposit'));
    await user.type(screen.getByLabelText('Routing number'), '123456789');
    await user.type(screen.getByLabelText('Account number'), '000123456789');
    await user.type(screen.getByLabelText('Confirm account number'), '000123456780');
    await user.click(continueButton());

    expect(screen.getByLabelText('Routing number')).toHaveFocus();
    expect(screen.getByLabelText('Routing number')).toHaveAccessibleDescription(
      `9 digits ${claimFieldMessages.routingNumber}`,
    );
    expect(screen.getByLabelText('Confirm account number')).toHaveAccessibleDescription(
      claimFieldMessages.confirmAccountNumber,
    );
  });

  test('Back keeps every answer, and saves the draft at the step it goes to', async () => {
    const user = userEvent.setup();
    const server = draftServer();
    await openWizard();
    await chooseOwnHealth(user);
    await user.type(screen.getByLabelText('Last day worked'), day(-3));
    await user.click(radio('Intermittent'));
    await user.type(screen.getByLabelText('How often'), '2 days a month');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('What do you need?');
    expect(radio('Time off for my own illness, injury or pregnancy')).toBeChecked();
    expect(server.callsTo(draftPath).at(-1)?.body).toMatchObject({
      step: 'need',
      answers: { absence: { lastDayWorked: day(-3), howOften: '2 days a month' } },
    });

    await user.click(continueButton());
    await stepHeading('About your absence');
    expect(screen.getByLabelText('Last day worked')).toHaveValue(day(-3));
    expect(screen.getByLabelText('How often')).toHaveValue('2 days a month');
  });

  test('a reload opens the step and answers the server kept', async () => {
    draftServer({
      step: 'provider',
      answers: {
        need: { reason: 'own-health', alsoFmla: false },
        absence: { ...emptyAnswers.absence, schedule: 'continuous' },
        provider: { ...emptyAnswers.provider, providerName: 'Dr. Ada Byron' },
      },
      idempotencyKey: key,
    });
    await openApp(wizardAddress);

    await stepHeading('Your provider');
    expect(screen.getByText('Step 3 of 5')).toBeVisible();
    expect(screen.getByLabelText('Provider name')).toHaveValue('Dr. Ada Byron');
  });

  test('the review: every answer by step, the account masked, and Edit goes back and returns', async () => {
    const user = userEvent.setup();
    draftServer();
    await reachReview(user);

    expect(screen.getByText('Step 5 of 5')).toBeVisible();
    expect(
      screen.getByText('You are filing: Short-term disability and Family medical leave.'),
    ).toBeVisible();
    const section = (name: string) => screen.getByRole('region', { name });
    expect(within(section('Your provider')).getByText('Dr. Ada Byron')).toBeVisible();
    expect(within(section('Your provider')).getByText('(312) 555-0147')).toBeVisible();
    expect(within(section('Your provider')).getByText('Surgery')).toBeVisible();
    expect(within(section('How you want to be paid')).getByText('••••6789')).toBeVisible();
    expect(screen.queryByText('000123456789')).toBeNull();
    expect(within(section('About your absence')).getByText(day(40))).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Edit Your provider' }));
    await stepHeading('Your provider');
    expect(screen.getByLabelText('Provider name')).toHaveValue('Dr. Ada Byron');
    await user.clear(screen.getByLabelText('Provider name'));
    await user.type(screen.getByLabelText('Provider name'), 'Dr. Grace Hopper');
    await user.click(continueButton());

    await stepHeading('Review and submit');
    expect(within(section('Your provider')).getByText('Dr. Grace Hopper')).toBeVisible();
    expect(within(section('How you want to be paid')).getByText('••••6789')).toBeVisible();
  });

  test('after Edit, a change that needs another step leads there before the review', async () => {
    const user = userEvent.setup();
    draftServer();
    await openWizard();
    await user.click(radio('Time off to bond with a new child'));
    await user.click(continueButton());
    await stepHeading('About your absence');
    await fillAbsence(user);
    await user.type(screen.getByLabelText('Provider name'), 'Dr. Ada Byron');
    await user.type(screen.getByLabelText('Provider phone'), '3125550147');
    await user.click(continueButton());
    await stepHeading('Review and submit');
    expect(screen.getByText('Step 4 of 4')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Edit What do you need?' }));
    await stepHeading('What do you need?');
    await user.click(radio('Time off for my own illness, injury or pregnancy'));
    await user.click(continueButton());

    await stepHeading('Your provider');
    expect(screen.getByLabelText('Provider name')).toHaveValue('Dr. Ada Byron');
  });

  test('Submit needs the attestation', async () => {
    const user = userEvent.setup();
    const server = draftServer();
    await reachReview(user);

    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const attestation = screen.getByRole('checkbox', { name: attestationText });
    expect(attestation).toHaveFocus();
    expect(attestation).toHaveAccessibleDescription(claimFieldMessages.attestation);
    expect(server.callsTo(submitPath)).toEqual([]);
  });

  test('a double click files once; then the claim numbers, what happens next, the receipt', async () => {
    const user = userEvent.setup();
    const answer = later();
    const server = draftServer(freshDraft, { [`POST ${submitPath}`]: () => answer.promise });
    await reachReview(user);

    await user.click(screen.getByRole('checkbox', { name: attestationText }));
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
    await user.click(screen.getByRole('checkbox', { name: attestationText }));

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

  test('without an employee login: to the login page', async () => {
    serverAnswers({ [`GET ${draftPath}`]: { httpStatus: 401 } });
    window.history.replaceState(null, '', wizardAddress);
    await openApp(wizardAddress);

    await waitFor(() => expect(currentPath()).toBe('/auth/employee-benefits/login'));
  });

  test('has no accessibility violations with messages shown', async () => {
    const user = userEvent.setup();
    draftServer();
    const { container } = await openWizard();
    await chooseOwnHealth(user);
    await user.click(continueButton());

    expect((await axe.run(container)).violations).toEqual([]);
  });
});
