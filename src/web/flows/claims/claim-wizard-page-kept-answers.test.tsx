// The claim wizard keeps an employee's answers through Back, a reload and the review's Edit.

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { emptyAnswers } from '#domain/claims/claim-wizard';
import { openApp, resetBrowserSession } from '#tests/support/web/flow-test-kit';
import {
  chooseOwnHealth,
  continueButton,
  day,
  draftPath,
  draftServer,
  fillAbsence,
  key,
  openWizard,
  radio,
  reachReview,
  stepHeading,
  wizardAddress,
} from '#tests/support/web/claim-wizard-kit';

beforeEach(() => {
  resetBrowserSession();
});

describe('File a claim or family medical leave', () => {
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
    await user.type(screen.getByLabelText('Date of birth or placement'), day(-5));
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
});
