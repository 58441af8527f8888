// The personal-information form as each flow uses it: the employee's SSN box of 4 or 9
// digits, the employer's client id and names from the session, and Continue that waits for
// the flow's answer and empties what the answer names.

import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { fieldText } from '#domain/shared/messages';
import {
  type PersonalInformationFormProps,
  type PersonalInformationResult,
  PersonalInformationForm,
} from './personal-information-form.tsx';

const today = () => '2026-01-15';

function renderForm(props: Partial<PersonalInformationFormProps> = {}) {
  const onSubmit = vi.fn<PersonalInformationFormProps['onSubmit']>(async () => ({}));
  render(<PersonalInformationForm ssnLength={4} today={today} onSubmit={onSubmit} {...props} />);
  return onSubmit;
}

const field = (label: string | RegExp) => screen.getByLabelText(label);
const continueButton = () => screen.getByRole('button', { name: 'Continue' });

async function fillDate(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Month'), '05011982');
}

describe('the personal-information form', () => {
  test('employee: sends names, date of birth and the last 4 digits', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();

    await user.type(field('First Name'), 'Jane');
    await user.type(field('Last Name'), 'Doe');
    await fillDate(user);
    await user.type(field('Last 4 digits SSN / TIN'), '1234');
    await user.click(continueButton());

    expect(onSubmit).toHaveBeenCalledWith({
      firstName: 'Jane',
      lastName: 'Doe',
      dateOfBirth: '05/01/1982',
      ssn: '1234',
    });
  });

  test('multiple-client mode: the full 9 digits, labelled for it', async () => {
    const user = userEvent.setup();
    renderForm({ ssnLength: 9, showClientId: true });

    expect(screen.queryByLabelText('Client ID')).toBeNull();
    await user.type(field('Social Security Number or TIN'), '1234');
    await user.click(continueButton());

    expect(field('Social Security Number or TIN')).toHaveAccessibleDescription(
      fieldText.ssnFull.defaultMessage,
    );
  });

  test('employer: names from the session, disabled; the client id instead of an SSN', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm({
      ssnLength: null,
      showClientId: true,
      fixedNames: { firstName: 'Pat', lastName: 'Employer' },
    });

    expect(field('First Name')).toHaveValue('Pat');
    expect(field('First Name')).toBeDisabled();
    expect(screen.queryByLabelText(/SSN/)).toBeNull();

    await fillDate(user);
    await user.type(field('Client ID'), '10000');
    await user.click(continueButton());
    expect(field('Client ID')).toHaveAccessibleDescription(fieldText.clientId.defaultMessage);

    await user.type(field('Client ID'), '0001');
    await user.click(continueButton());
    expect(onSubmit).toHaveBeenCalledWith({
      firstName: 'Pat',
      lastName: 'Employer',
      dateOfBirth: '05/01/1982',
      ssn: '',
      clientId: '100000001',
    });
  });

  test('a date of birth today or later is refused', async () => {
    const user = userEvent.setup();
    renderForm();

    await user.type(field('Month'), '01152026');
    await user.tab();

    expect(screen.getByText(fieldText.dateOfBirth.defaultMessage)).toBeVisible();
  });

  test('Continue waits for the answer, then empties the fields it names', async () => {
    const user = userEvent.setup();
    let answer!: (result: PersonalInformationResult) => void;
    renderForm({ onSubmit: () => new Promise((resolve) => (answer = resolve)) });
    await user.type(field('First Name'), 'Jane');
    await user.type(field('Last Name'), 'Doe');
    await fillDate(user);
    await user.type(field('Last 4 digits SSN / TIN'), '1234');

    await user.click(continueButton());
    expect(continueButton()).toBeDisabled();

    await act(async () => answer({ clearFields: ['dateOfBirth', 'ssn'] }));
    expect(continueButton()).toBeEnabled();
    expect(field('Month')).toHaveValue('');
    expect(field('Last 4 digits SSN / TIN')).toHaveValue('');
    expect(field('First Name')).toHaveValue('Jane');
  });

  test('shows what the flow puts under Continue', () => {
    renderForm({ footer: <p>Already registered?</p> });

    expect(screen.getByText('Already registered?')).toBeVisible();
  });
});
