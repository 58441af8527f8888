// Password reset (docs/product/password-reset.md, decision 0014), reached from "Can't access your
// account?" on each login page: one address, `/<side>/registration/password-reset`
// (docs/product/password-reset.md#steps), where the steps show one after the other. The person is
// found (employee: the personal-information step every flow shares; employer: user name and the
// e-mail on file), proves the code sent to the e-mail on file on the shared code screen, and sets a
// new password on the password-reset variant of the credentials screen. A chunk of its own.

import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import {
  type FlowStep,
  isPasswordReset,
  type PasswordResetModule,
  sideOfModule,
} from '#domain/self-service/flow';
import { defineMessages } from '#domain/shared/define-messages';
import { useText } from '#web/language/use-text.ts';
import { paths, type RegistrationPage, type RegistrationScreen } from '#web/paths.ts';
import { getReload } from '#web/self-service/api/reload.ts';
import { FlowLoading, FlowPage } from '#web/self-service/flow-page.tsx';
import { dataOfReload, useFlowStore } from '#web/self-service/flow-store.ts';
import { PersonalInfoScreen } from '#web/self-service/personal-info-screen.tsx';
import { RecoveryStartHeading } from '#web/self-service/step-heading.tsx';
import { genericError } from '#web/self-service/step-outcome.ts';
import { useFlow } from '#web/self-service/use-flow.ts';
import { VerificationCodeScreen } from '#web/self-service/verification-code-screen.tsx';
import { AccountOnFileScreen } from './account-on-file-screen.tsx';
import { NewPasswordScreen, PasswordChangedScreen } from './new-password-screen.tsx';

const resetText = defineMessages({
  forgotUserName: {
    id: 'recovery.reset.forgotUserName',
    defaultMessage: 'Forgot your username?',
    description: 'A link to username recovery, under the first step of the password reset.',
  },
});

/** The password reset's link to username recovery, in English: the router's tests follow it. */
export const forgotUserNameLink = resetText.forgotUserName.defaultMessage;

/** The step a reset's flow stands at, as this page shows it: a finished one starts again. */
function screenOfResetStep(step: FlowStep | undefined): RegistrationScreen {
  if (step === 'code') return 'verificationCodeSent';
  if (step === 'credentials') return 'selectCredentials';
  return 'full';
}

/**
 * The employee's first step: found by her details, under the recovery headings; under the
 * form, username recovery, for a person who forgot the user name too
 * (docs/product/password-reset.md: Back from there returns to the reset page).
 */
function PersonStartScreen() {
  const text = useText();
  return (
    <PersonalInfoScreen
      heading={<RecoveryStartHeading />}
      footer={
        <p className="registration-step__footer">
          <Link href={paths.userNameRecovery('verifyPersonalInformation')}>
            {text.formatMessage(resetText.forgotUserName)}
          </Link>
        </p>
      }
    />
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
      return sideOfModule(module) === 'employers' ? <AccountOnFileScreen /> : <PersonStartScreen />;
  }
}

/**
 * The page: on arrival (a link, a reload, Back) the server says where this browser's reset
 * stands; from then on each answer moves it to the next step. A browser may hold a
 * registration too: the store is the reset's from here (registration's screens ask the server
 * again when they show).
 */
export default function PasswordResetScreens() {
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
        showBanner({ errorMessage: genericError(), variant: 'danger' });
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
        <FlowLoading />
      </FlowPage>
    );
  }

  return (
    <FlowPage>
      <ResetStep screen={screen} module={module} />
    </FlowPage>
  );
}
