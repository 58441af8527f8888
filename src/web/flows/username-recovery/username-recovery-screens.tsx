// Username recovery (docs/product/username-recovery.md, docs/decisions/0014):
// the personal-information step every flow shares, under /userNameRecovery, then the user
// name it found. A chunk of its own.

import { useEffect, useState } from 'react';
import { Link, Redirect } from 'wouter';
import { defineMessages } from '#domain/shared/define-messages';
import { sides } from '#domain/shared/sides';
import { fieldLabels } from '#web/components/fields/field-labels.ts';
import { useText } from '#web/language/use-text.ts';
import { pageNavigation } from '#web/lib/page-navigation.ts';
import { basePath, paths, type UserNameRecoveryScreen } from '#web/paths.ts';
import { getReload } from '#web/self-service/api/reload.ts';
import { listenForBack } from '#web/self-service/browser-back.ts';
import { FlowLoading, FlowPage } from '#web/self-service/flow-page.tsx';
import { useFlowStore } from '#web/self-service/flow-store.ts';
import { HelpPanel } from '#web/self-service/help-panel.tsx';
import { PersonalInfoScreen } from '#web/self-service/personal-info-screen.tsx';
import {
  RecoveryStartHeading,
  recoveryText,
  StepHeading,
} from '#web/self-service/step-heading.tsx';
import { useFlowRoute } from '#web/self-service/use-flow.ts';
import './username-recovery.css';

const retrieveText = defineMessages({
  logIn: {
    id: 'recovery.retrieve.logIn',
    defaultMessage: 'Login',
    description: 'A link to the employee login page, under the user name found.',
  },
  passwordReset: {
    id: 'recovery.retrieve.passwordReset',
    defaultMessage: 'Password reset',
    description: 'A link to the password reset, under the user name found.',
  },
});

/**
 * The name this browser's recovery found: the store's, or after a reload in a new tab the
 * server's (the flow is completed with it). `undefined` while the server is asked; `null`
 * when there is none.
 */
function useRecoveredUserName(): string | null | undefined {
  const stored = useFlowStore((state) => state.recoveredUserName);
  const [fromServer, setFromServer] = useState<string | null | undefined>(undefined);

  useEffect(() => {
    if (stored) return;
    let current = true;
    getReload('userNameRecovery')
      .then((response) => {
        if (!current) return;
        const userName =
          response?.module === 'userNameRecovery' && response.step === 'completed'
            ? (response.userName ?? null)
            : null;
        if (userName) useFlowStore.getState().update({ recoveredUserName: userName });
        setFromServer(userName);
      })
      .catch(() => {
        if (current) setFromServer(null);
      });
    return () => {
      current = false;
    };
  }, [stored]);

  return stored ?? fromServer;
}

/**
 * The name verifyPersonalInfo found, with the ways on: the employee login, and the password
 * reset. Without a name in this browser's flow (an address typed by hand) there is nothing to
 * show: back to the verify step.
 */
function RetrieveUserNameScreen() {
  const text = useText();
  const userName = useRecoveredUserName();
  if (userName === undefined) {
    return <FlowLoading />;
  }
  if (!userName) {
    return <Redirect to={paths.userNameRecovery('verifyPersonalInformation')} replace />;
  }
  return (
    <div className="registration-step">
      <StepHeading>{text.formatMessage(recoveryText.heading)}</StepHeading>
      <dl className="registration-step__recovered">
        <dt>{text.formatMessage(fieldLabels.userName)}</dt>
        <dd>{userName}</dd>
      </dl>
      <ul className="registration-step__links">
        <li>
          <Link href={paths.login('employee-benefits')}>
            {text.formatMessage(retrieveText.logIn)}
          </Link>
        </li>
        <li>
          <Link href={paths.passwordReset('employee-benefits')}>
            {text.formatMessage(retrieveText.passwordReset)}
          </Link>
        </li>
      </ul>
    </div>
  );
}

const passwordResetAddresses = sides.map((side) => `${basePath}${paths.passwordReset(side)}`);

/**
 * docs/product/username-recovery.md: "Browser back during recovery returns to the verify step, or
 * to the password-reset page with a reload". Back from the name returns to the verify step by the
 * history itself; Back to the reset page (the person came from there) loads it anew, so the reset
 * starts from the server's word. Whether a recovery screen is on show is kept until the Back that
 * took the person away is handled, as for registration's screens.
 */
const recoveryBack = listenForBack<true>(() => {
  if (!passwordResetAddresses.includes(window.location.pathname)) return;
  recoveryBack.forget();
  pageNavigation.reload();
});

export default function UserNameRecoveryScreens({ screen }: { screen: UserNameRecoveryScreen }) {
  const { helpPanel } = useFlowRoute();
  recoveryBack.useOnShow(true);
  if (screen === 'retrieveUserName') {
    return (
      <FlowPage>
        <RetrieveUserNameScreen />
      </FlowPage>
    );
  }
  return (
    <FlowPage panel={helpPanel && <HelpPanel side="employee-benefits" recovery />}>
      <PersonalInfoScreen heading={<RecoveryStartHeading />} />
    </FlowPage>
  );
}
