// The steps of the claim wizard as an employee meets them: the draft from the server, each
// step checked before it moves on and saved when it does, and what each step asks for which
// need.

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, test } from 'vitest';
import { claimFieldMessages } from '#domain/claims/claim-wizard';
import {
  currentPath,
  openApp,
  resetBrowserSession,
  serverAnswers,
} from '#tests/support/web/flow-test-kit';
import {
  chooseOwnHealth,
  continueButton,
  day,
  draftPath,
  draftServer,
  fillAbsence,
  fillProvider,
  openWizard,
  radio,
  stepHeading,
  wizardAddress,
} from '#tests/support/web/claim-wizard-kit';

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

  test('bonding asks the date of birth or placement, its message tied to its field', async () => {
    const user = userEvent.setup();
    draftServer();
    await openWizard();
    await user.click(radio('Time off to bond with a new child'));
    await user.click(continueButton());
    await stepHeading('About your absence');

    expect(screen.queryByLabelText("Family member's name")).toBeNull();
    await user.click(continueButton());
    expect(screen.getByLabelText('Date of birth or placement')).toHaveAccessibleDescription(
      `MM/DD/YYYY ${claimFieldMessages.childArrivalDate}`,
    );
  });

  test('a leave asks about earlier service with the employer, and the dates of a Yes', async () => {
    const user = userEvent.setup();
    draftServer();
    await openWizard();
    await user.click(radio('Time off to bond with a new child'));
    await user.click(continueButton());
    await stepHeading('About your absence');

    const question = screen.getByRole('group', {
      name: 'Have you worked for this employer before?',
    });
    expect(screen.queryByLabelText('First day of your earlier employment')).toBeNull();
    await user.click(continueButton());
    expect(within(question).getByRole('radio', { name: 'Yes' })).toHaveAccessibleDescription(
      claimFieldMessages.workedBefore,
    );
    await user.click(within(question).getByRole('radio', { name: 'Yes' }));
    await user.type(screen.getByLabelText('First day of your earlier employment'), '06032019');
    await user.type(screen.getByLabelText('Last day of your earlier employment'), '05302019');
    await user.click(continueButton());
    expect(
      screen.getByLabelText('Last day of your earlier employment'),
    ).toHaveAccessibleDescription(`MM/DD/YYYY ${claimFieldMessages.earlierServiceTo}`);
    expect(
      screen.getByLabelText('First day of your earlier employment'),
    ).toHaveAccessibleDescription('MM/DD/YYYY');
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
