// The password reset's last steps (decision 0014): the password-reset variant of the credentials
// screen (docs/product/password-reset.md#steps), then the way back to the login page.

import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { validateNewPassword } from '#domain/password-reset/password-reset-api';
import type { PasswordResetModule } from '#domain/self-service/flow';
import { defineMessages } from '#domain/shared/define-messages';
import {
  type FieldMessage,
  passwordChecks,
  validateConfirmPassword,
} from '#domain/shared/field-rules';
import { fieldLabels } from '#web/components/fields/field-labels.ts';
import { RuleChecklist } from '#web/components/fields/rule-checklist.tsx';
import { TextField } from '#web/components/fields/text-field.tsx';
import { useTouchedFields } from '#web/components/fields/use-touched-fields.ts';
import { useText } from '#web/language/use-text.ts';
import { paths } from '#web/paths.ts';
import { useFlowStore } from '#web/self-service/flow-store.ts';
import {
  type NewPasswordField,
  NewPasswordFields,
} from '#web/self-service/new-password-fields.tsx';
import { StepHeading } from '#web/self-service/step-heading.tsx';
import { useFlow } from '#web/self-service/use-flow.ts';
import { outcomeTexts, useStepCall } from '#web/self-service/use-step-call.ts';
import { ContinueButton } from '#web/self-service/continue-button.tsx';
import { postNewPassword } from './api/new-password.ts';
import { newPasswordOutcome } from './password-reset-outcome.ts';

/**
 * docs/product/password-reset.md#steps: the words of the password-reset variant of the
 * credentials screen, and of the screen after it.
 */
export const newPasswordText = defineMessages({
  heading: { id: 'recovery.newPassword.heading', defaultMessage: 'Create a new password.' },
  intro: {
    id: 'recovery.newPassword.intro',
    defaultMessage:
      'Your username is below. Please create a new password to log in to your account.',
  },
  password: { id: 'recovery.newPassword.password', defaultMessage: 'New Password' },
  confirmPassword: {
    id: 'recovery.newPassword.confirmPassword',
    defaultMessage: 'Confirm New Password',
  },
  changedHeading: {
    id: 'recovery.newPassword.changedHeading',
    defaultMessage: 'Your password has been changed.',
  },
  changedLogIn: {
    id: 'recovery.newPassword.changedLogIn',
    defaultMessage: 'Please log in with your new password.',
  },
  logIn: {
    id: 'recovery.newPassword.logIn',
    defaultMessage: 'Log in',
    description: 'A button-like link to the login page.',
  },
});

const submitId = 'new-password-submit';
const noPasswords: Record<NewPasswordField, string> = { password: '', confirmPassword: '' };

/**
 * The user name read-only, 'New Password' and 'Confirm New Password' with the live checklist,
 * the reset-only length rule; the server refuses the current password (SAMEPASSWORD).
 */
export function NewPasswordScreen({ module }: { module: PasswordResetModule }) {
  const text = useText();
  const step = useStepCall();
  const userName = useFlowStore((state) => state.userName ?? '');
  const [values, setValues] = useState(noPasswords);
  const touched = useTouchedFields<NewPasswordField>();
  const problems: Record<NewPasswordField, FieldMessage> = {
    password: validateNewPassword(values.password),
    confirmPassword: validateConfirmPassword(values.confirmPassword, values.password),
  };
  const errorOf = (field: NewPasswordField) => (touched.isTouched(field) ? problems[field] : null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!touched.validateAll(['password', 'confirmPassword'], problems)) return;
    await step.call({
      activator: submitId,
      send: () => postNewPassword(module, { username: userName, password: values.password }),
      outcomeOf: (response) => newPasswordOutcome(response, outcomeTexts),
      onAnswer: (outcome, response) => {
        if (outcome.kind !== 'goTo') return;
        // Done: nothing of the reset is needed any more.
        const store = useFlowStore.getState();
        store.reset();
        store.update({ registrationSubmitResponse: response ?? null });
      },
      clear: (fields) => {
        setValues(noPasswords);
        touched.untouch(...fields);
      },
    });
  }

  return (
    <div className="registration-step">
      <StepHeading>{text.formatMessage(newPasswordText.heading)}</StepHeading>
      <p>{text.formatMessage(newPasswordText.intro)}</p>
      <div className="registration-columns">
        <form className="registration-step__form" noValidate onSubmit={submit}>
          <TextField
            id="userName"
            name="userName"
            label={text.formatMessage(fieldLabels.userName)}
            autoComplete="username"
            value={userName}
            readOnly
          />
          <NewPasswordFields
            labels={{
              password: text.formatMessage(newPasswordText.password),
              confirmPassword: text.formatMessage(newPasswordText.confirmPassword),
            }}
            values={values}
            errors={{ password: errorOf('password'), confirmPassword: errorOf('confirmPassword') }}
            onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
            onTouch={(field) => touched.touch(field)}
          />
          <ContinueButton id={submitId} disabled={step.pending} />
        </form>
        <div className="registration-side">
          <div className="registration-side__panel">
            <RuleChecklist
              heading={text.formatMessage(fieldLabels.passwordRequirements)}
              rules={passwordChecks(values.password)}
            />
          </div>
        </div>
      </div>
    </div>
  );
}

/** The new password is set: the way back to the login page of the side. */
export function PasswordChangedScreen() {
  const text = useText();
  const { side } = useFlow();
  return (
    <div className="registration-step">
      <StepHeading>{text.formatMessage(newPasswordText.changedHeading)}</StepHeading>
      <p>{text.formatMessage(newPasswordText.changedLogIn)}</p>
      <div className="button-row">
        <Link href={paths.login(side)} className="button button--primary">
          {text.formatMessage(newPasswordText.logIn)}
        </Link>
      </div>
    </div>
  );
}
