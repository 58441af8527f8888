// Password reset (DESIGN.md section 6, decision 0014), reached from "Can't access your
// account?" on each login page: one address, `/<side>/registration/password-reset` (SPEC.md
// section 2), where the steps show one after the other. The person is found (employee: the
// personal-information form; employer: user name and the e-mail on file), proves the code
// sent to the e-mail on file on registration's code screen, and sets a new password on
// SPEC.md's password-reset variant of the credentials screen. Part of the registration chunk.

import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'wouter';
import {
  accountOnFileProblems,
  newPasswordProblems,
} from '#domain/password-reset/password-reset-api';
import {
  type PasswordResetModule,
  type FlowStep,
  isPasswordReset,
  sideOfModule,
} from '#domain/self-service/flow';
import { limits, passwordChecks, validateConfirmPassword } from '#domain/shared/field-rules';
import { messages } from '#domain/shared/messages';
import { RuleChecklist } from '#web/components/fields/rule-checklist.tsx';
import { TextField } from '#web/components/fields/text-field.tsx';
import { useTouchedFields } from '#web/components/fields/use-touched-fields.ts';
import { paths, type RegistrationPage, type RegistrationScreen } from '#web/paths.ts';
import { getReload } from '#web/self-service/api/reload.ts';
import { postNewPassword } from './api/new-password.ts';
import { postVerifyAccount } from './api/verify-account.ts';
import {
  type NewPasswordField,
  NewPasswordFields,
} from '#web/self-service/new-password-fields.tsx';
import {
  PersonalInfoScreen,
  recoveryHeading,
  recoverySubheading,
} from '#web/self-service/personal-info-screen.tsx';
import { personalInfoOutcome } from '#web/self-service/personal-info-outcome.ts';
import { newPasswordOutcome } from './password-reset-outcome.ts';
import { dataOfReload, useFlowStore } from '#web/self-service/flow-store.ts';
import { FlowLoading, FlowPage } from '#web/self-service/flow-page.tsx';
import { StepHeading } from '#web/self-service/step-heading.tsx';
import { outcomeTexts, send, useFlow } from '#web/self-service/use-flow.ts';
import { VerificationCodeScreen } from '#web/self-service/verification-code-screen.tsx';

/** SPEC.md section 2: the text of the password-reset variant of the credentials screen. */
export const newPasswordText =
  'Your username is below. Please create a new password to log in to your account.';

/** The step a reset's flow stands at, as this page shows it: a finished one starts again. */
function screenOfResetStep(step: FlowStep | undefined): RegistrationScreen {
  if (step === 'code') return 'verificationCodeSent';
  if (step === 'credentials') return 'selectCredentials';
  return 'full';
}

/** The employer's first step: the user name and the e-mail address on file. */
function AccountOnFileScreen() {
  const flow = useFlow();
  const [userName, setUserName] = useState('');
  const [emailAddress, setEmailAddress] = useState('');
  const [pending, setPending] = useState(false);
  const touched = useTouchedFields<'userName' | 'emailAddress'>();
  const problems = accountOnFileProblems({ userName, emailAddress });
  const errorOf = (field: 'userName' | 'emailAddress') =>
    touched.isTouched(field) ? (problems[field] ?? null) : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!touched.validateAll(['userName', 'emailAddress'], problems)) return;
    flow.hideBanner();
    setPending(true);
    const answer = await send(() => postVerifyAccount({ userName, emailAddress }));
    if (answer.timedOut) return setPending(false);
    const store = useFlowStore.getState();
    const outcome = personalInfoOutcome(
      answer.response,
      store.identityFailures,
      outcomeTexts,
      flow.module,
    );
    store.update({ identityFailures: outcome.identityFailures });
    if (outcome.kind === 'goTo') {
      store.update({
        personalInfo: answer.response ?? null,
        transactionId: answer.response?.transactionId ?? null,
        userName: null,
        emailAddress: answer.response?.emailAddress ?? null,
        phoneNumber: null,
        codeChannel: 'EMAIL',
        codeStep: 'code',
      });
    } else {
      setPending(false);
    }
    if (outcome.kind === 'goTo' || outcome.kind === 'alert' || outcome.kind === 'banner') {
      flow.follow(outcome, '#account-submit');
    }
  }

  return (
    <div className="registration-step">
      <StepHeading>{recoveryHeading}</StepHeading>
      <p className="registration__subheading">{recoverySubheading}</p>
      <form className="registration-step__form" noValidate onSubmit={submit}>
        <TextField
          id="userName"
          name="userName"
          label="Username"
          autoComplete="username"
          maxLength={limits.userNameMax}
          value={userName}
          required
          error={errorOf('userName')}
          onChange={(event) => setUserName(event.target.value)}
          onBlur={() => touched.touch('userName')}
        />
        <TextField
          id="emailAddress"
          name="emailAddress"
          label="Email Address"
          type="email"
          autoComplete="email"
          maxLength={limits.emailMax}
          hint="The e-mail address your account has on file: the code goes there."
          value={emailAddress}
          required
          error={errorOf('emailAddress')}
          onChange={(event) => setEmailAddress(event.target.value)}
          onBlur={() => touched.touch('emailAddress')}
        />
        <div className="button-row">
          <button
            id="account-submit"
            type="submit"
            className="button button--primary"
            disabled={pending}
          >
            Continue
          </button>
        </div>
      </form>
    </div>
  );
}

/**
 * SPEC.md section 2, "Password-reset variant of the credentials screen": the user name
 * read-only, 'New Password' and 'Confirm New Password' with the live checklist, the
 * reset-only length rule; the server refuses the current password (SAMEPASSWORD).
 */
function NewPasswordScreen({ module }: { module: PasswordResetModule }) {
  const flow = useFlow();
  const userName = useFlowStore((state) => state.userName ?? '');
  const [values, setValues] = useState<Record<NewPasswordField, string>>({
    password: '',
    confirmPassword: '',
  });
  const [pending, setPending] = useState(false);
  const touched = useTouchedFields<NewPasswordField>();
  const problems: Record<NewPasswordField, string | null> = {
    password:
      newPasswordProblems({ password: values.password, transactionId: '' }).password ?? null,
    confirmPassword: validateConfirmPassword(values.confirmPassword, values.password),
  };
  const errorOf = (field: NewPasswordField) => (touched.isTouched(field) ? problems[field] : null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!touched.validateAll(['password', 'confirmPassword'], problems)) return;
    flow.hideBanner();
    setPending(true);
    const store = useFlowStore.getState();
    const answer = await send(() =>
      postNewPassword(module, {
        username: userName,
        password: values.password,
        transactionId: store.transactionId ?? '',
      }),
    );
    if (answer.timedOut) return setPending(false);
    const outcome = newPasswordOutcome(answer.response, outcomeTexts);
    if (outcome.kind === 'goTo') {
      // Done: nothing of the reset is needed any more.
      store.reset();
      store.update({ registrationSubmitResponse: answer.response ?? null });
    } else {
      setPending(false);
      if (outcome.kind === 'banner') {
        setValues({ password: '', confirmPassword: '' });
        touched.untouch(...outcome.clear);
      }
    }
    flow.follow(outcome, '#new-password-submit');
  }

  return (
    <div className="registration-step">
      <StepHeading>Create a new password.</StepHeading>
      <p>{newPasswordText}</p>
      <div className="registration-columns">
        <form className="registration-step__form" noValidate onSubmit={submit}>
          <TextField
            id="userName"
            name="userName"
            label="Username"
            autoComplete="username"
            value={userName}
            readOnly
          />
          <NewPasswordFields
            labels={{ password: 'New Password', confirmPassword: 'Confirm New Password' }}
            values={values}
            errors={{ password: errorOf('password'), confirmPassword: errorOf('confirmPassword') }}
            onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
            onTouch={(field) => touched.touch(field)}
          />
          <div className="button-row">
            <button
              id="new-password-submit"
              type="submit"
              className="button button--primary"
              disabled={pending}
            >
              Continue
            </button>
          </div>
        </form>
        <div className="registration-side">
          <div className="registration-side__panel">
            <RuleChecklist
              heading="Password requirements"
              rules={passwordChecks(values.password)}
            />
          </div>
        </div>
      </div>
    </div>
  );
}

/** The new password is set: the way back to the login page of the side. */
function PasswordChangedScreen() {
  const flow = useFlow();
  return (
    <div className="registration-step">
      <StepHeading>Your password has been changed.</StepHeading>
      <p>Please log in with your new password.</p>
      <div className="button-row">
        <Link href={paths.login(flow.side)} className="button button--primary">
          Log in
        </Link>
      </div>
    </div>
  );
}

/** The step on show: its screen, the employer's own first step, or the employee's form. */
function ResetStep({
  screen,
  module,
}: {
  screen: RegistrationPage | null;
  module: PasswordResetModule;
}) {
  switch (screen) {
    case 'verificationCodeSent':
      return <VerificationCodeScreen />;
    case 'selectCredentials':
      return <NewPasswordScreen module={module} />;
    case 'confirmation':
      return <PasswordChangedScreen />;
    default:
      return sideOfModule(module) === 'employers' ? (
        <AccountOnFileScreen />
      ) : (
        <PersonalInfoScreen />
      );
  }
}

/**
 * The page: on arrival (a link, a reload, Back) the server says where this browser's reset
 * stands; from then on each answer moves it to the next step. A browser may hold a
 * registration too: the store is the reset's from here (registration's screens ask the server
 * again when they show).
 */
export function PasswordResetScreens() {
  const flow = useFlow();
  const screen = useFlowStore((state) => state.arrivedAt);
  const [checked, setChecked] = useState(false);
  const { module, showBanner } = flow;

  useEffect(() => {
    let current = true;
    const settle = (next: RegistrationScreen) => {
      if (!current) return;
      useFlowStore.getState().arrive(next);
      setChecked(true);
    };
    getReload(module)
      .then((response) => {
        const store = useFlowStore.getState();
        const next = screenOfResetStep(response?.module === module ? response.step : undefined);
        store.reset();
        if (response && next !== 'full') store.update(dataOfReload(response));
        store.update({ flowModule: module });
        settle(next);
      })
      .catch(() => {
        showBanner({ errorMessage: messages.genericError, variant: 'danger' });
        useFlowStore.getState().reset();
        settle('full');
      });
    return () => {
      current = false;
    };
  }, [module, showBanner]);

  if (!checked || !isPasswordReset(module)) {
    return (
      <FlowPage>
        <FlowLoading>Loading…</FlowLoading>
      </FlowPage>
    );
  }

  return (
    <FlowPage>
      <ResetStep screen={screen} module={module} />
    </FlowPage>
  );
}
