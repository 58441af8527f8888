// What the tests of the registration screens share (src/web/flows/registration/
// registration-start-screen-*.test.tsx and registration-screens-*.test.tsx): Jane, the
// employee of the start's tests, the start's call answered as a test says, and Jane taken from
// the start to the credentials step.

import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import {
  type Answer,
  currentPath,
  fillInPersonalInfo,
  rightSideContent,
  serverAnswers,
  type TypedPerson,
} from '#tests/support/web/flow-test-kit';

export const verifyPath = 'employee-benefits/registration/verifyPersonalInfo';

export const jane = {
  firstName: 'Jane',
  lastName: 'Doe',
  month: '05',
  day: '01',
  year: '1982',
  ssn: '1234',
};

/** Types Jane, or whatever of another person is given, into the start's form. */
export const fillIn = (user: UserEvent, person: Partial<TypedPerson> = jane) =>
  fillInPersonalInfo(user, person);

export const continueButton = () => screen.getByRole('button', { name: 'Continue' });

export const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

/** The employee start's help panel, and its check of her details answered with `answer`. */
export function answerVerify(answer: Answer | Answer[]) {
  return serverAnswers({
    'POST registration/rightSideContent': rightSideContent,
    [`POST ${verifyPath}`]: answer,
  });
}

/** Jane's details went to the server once, as typed, and she is on the ZIP step. */
export async function expectJaneOnTheIdentityStep(server: ReturnType<typeof serverAnswers>) {
  expect(
    await screen.findByRole('heading', { level: 1, name: "Let's verify your identity." }),
  ).toHaveFocus();
  expect(server.callsTo(verifyPath)).toEqual([
    {
      method: 'POST',
      path: verifyPath,
      body: { firstName: 'Jane', lastName: 'Doe', dateOfBirth: '05/01/1982', ssn: '1234' },
    },
  ]);
  expect(currentPath()).toBe('/auth/employee-benefits/registration/selectVerificationOption');
  expect(document.title).toBe('Identity');
}

/** Jane from the start through the ZIP step to the credentials, the date typed in one go. */
export async function reachCredentials(user: UserEvent) {
  await user.type(screen.getByLabelText('First Name'), 'Jane');
  await user.type(screen.getByLabelText('Last Name'), 'Doe');
  await user.type(screen.getByLabelText('Month'), '05011982');
  await user.type(screen.getByLabelText('Last 4 digits SSN / TIN'), '1234');
  await user.click(continueButton());
  await heading("Let's verify your identity.");
  await user.type(screen.getByLabelText('ZIP Code'), '60601');
  await user.click(continueButton());
  await heading('Create your profile.');
}
