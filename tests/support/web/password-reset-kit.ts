// What the tests of the password reset screens share (src/web/flows/password-reset/
// password-reset-screens-*.test.tsx): its addresses and calls on each side, Jane and the
// secrets of the test, the server's answers, and the reset as a person goes through it.

import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import type { Side } from '#domain/shared/sides';
import {
  type Answer,
  fillInPersonalInfo,
  openApp,
  serverAnswers,
  status,
} from '#tests/support/web/flow-test-kit';

export const resetAddress = (side: Side) => `/auth/${side}/registration/password-reset`;
const callPath = (side: Side, call: string) => `${side}/registration/password-reset/${call}`;

export const employeePaths = {
  verify: callPath('employee-benefits', 'verifyPersonalInfo'),
  validate: callPath('employee-benefits', 'validateVerificationCode'),
  newPassword: callPath('employee-benefits', 'selectCredentials'),
};
export const employerPaths = {
  verify: callPath('employers', 'verifyAccount'),
  validate: callPath('employers', 'validateVerificationCode'),
  newPassword: callPath('employers', 'selectCredentials'),
};

const noFlow = status('STEPNOTALLOWED', 'This step is not available now.');

/** The secrets of the test: none of them may ever reach the browser's storage. */
const jane = { firstName: 'Jane', lastName: 'Roe', month: '07', day: '14', year: '1975' };
export const ssn = '4321';
export const code = '482913';
export const newPassword = 'Fresh#Start2025';

export const codeSent = (emailAddress = 'jr***@example.com') => ({
  status: { code: 'OTPCODESENT', name: 'We sent you a verification code.' },
  transactionId: 'tx-reset',
  emailAddress,
});
export const codeValid = (userName = 'jroe2024') => ({
  status: { code: 'OTPVALID', name: 'Your code is verified.' },
  selectedValidationOption: 'EMAIL',
  userName,
});
export const passwordChanged = (side: Side) => ({
  status: {
    code: 'PASSWORDCHANGED',
    name: 'Your password has been changed. Please log in with your new password.',
  },
  redirectUrl: `/auth/${side}/login`,
});

/** A reload answer of this browser's reset at `step`. */
export function resetReload(step: string, data: object = {}, side: Side = 'employee-benefits') {
  return {
    status: { code: 'SUCCESS', name: 'Done.' },
    module: `${side}/password-reset`,
    step,
    transactionId: 'tx-reload',
    ...data,
  };
}

export const field = (label: string) => screen.getByLabelText(label);
export const button = (name: string) => screen.getByRole('button', { name });
export const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

/** The addresses fetched, with their query strings (serverAnswers' keys leave them out). */
export function fetchedUrls(): string[] {
  return vi.mocked(globalThis.fetch).mock.calls.map(([input]) => String(input));
}

export function expectNoSecretsStored() {
  const stored = JSON.stringify({ ...sessionStorage });
  for (const secret of [ssn, code, newPassword, '1975', '07/14']) {
    expect(stored).not.toContain(secret);
  }
}

/** Answers the reload (no flow unless told) and the calls the test names. */
export function answer(answers: Record<string, Answer | Answer[]>, reload: Answer = noFlow) {
  return serverAnswers({ 'GET reload': reload, ...answers });
}

export const openReset = (side: Side = 'employee-benefits') => openApp(resetAddress(side));

export async function fillInJane(user: UserEvent) {
  await fillInPersonalInfo(user, { ...jane, ssn });
}

export async function enterCode(user: UserEvent) {
  await user.type(field('Verification Code'), code);
  await user.click(button('Continue'));
}

export async function typeNewPassword(user: UserEvent, password = newPassword, confirm = password) {
  await user.type(field('New Password'), password);
  await user.type(field('Confirm New Password'), confirm);
}
