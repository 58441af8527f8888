// Username recovery (SPEC.md section 2, "Username recovery screens"; docs/decisions/0014):
// the registration's personal-information form under /userNameRecovery, then the user name
// it found. Part of the registration chunk, through registration-screens.tsx.

import { useEffect, useState } from 'react';
import { Link, Redirect } from 'wouter';
import { sides } from '#domain/shared/sides';
import { pageNavigation } from '#web/lib/page-navigation.ts';
import { basePath, paths, type UserNameRecoveryScreen } from '#web/paths.ts';
import { getReload } from './api/reload.ts';
import { listenForBack } from './browser-back.ts';
import { PersonalInfoScreen, recoveryHeading } from './personal-info-screen.tsx';
import { RegistrationHelpPanel } from './registration-help-panel.tsx';
import { useRegistrationStore } from './registration-store.ts';
import { StepHeading } from './step-heading.tsx';

/**
 * The name this browser's recovery found: the store's, or after a reload in a new tab the
 * server's (the flow is completed with it). `undefined` while the server is asked; `null`
 * when there is none.
 */
function useRecoveredUserName(): string | null | undefined {
  const stored = useRegistrationStore((state) => state.recoveredUserName);
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
        if (userName) useRegistrationStore.getState().update({ recoveredUserName: userName });
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
  const userName = useRecoveredUserName();
  if (userName === undefined) {
    return (
      <p className="registration__loading" role="status">
        Loading…
      </p>
    );
  }
  if (!userName) {
    return <Redirect to={paths.userNameRecovery('verifyPersonalInformation')} replace />;
  }
  return (
    <div className="registration-step">
      <StepHeading>{recoveryHeading}</StepHeading>
      <dl className="registration-step__recovered">
        <dt>Username</dt>
        <dd>{userName}</dd>
      </dl>
      <ul className="registration-step__links">
        <li>
          <Link href={paths.login('employee-benefits')}>Login</Link>
        </li>
        <li>
          <Link href={paths.passwordReset('employee-benefits')}>Password reset</Link>
        </li>
      </ul>
    </div>
  );
}

const passwordResetAddresses = sides.map((side) => `${basePath}${paths.passwordReset(side)}`);

/**
 * SPEC.md section 2: "Browser back during recovery returns to the verify step, or to the
 * password-reset page with a reload". Back from the name returns to the verify step by the
 * history itself; Back to the reset page (the person came from there) loads it anew, so the
 * reset starts from the server's word. Whether a recovery screen is on show is kept until
 * the Back that took the person away is handled, as for registration's screens.
 */
const recoveryBack = listenForBack<true>(() => {
  if (!passwordResetAddresses.includes(window.location.pathname)) return;
  recoveryBack.forget();
  pageNavigation.reload();
});

export function UserNameRecoveryScreens({ screen }: { screen: UserNameRecoveryScreen }) {
  recoveryBack.useOnShow(true);
  if (screen === 'retrieveUserName') {
    return (
      <div className="registration">
        <div className="registration__screen">
          <RetrieveUserNameScreen />
        </div>
      </div>
    );
  }
  return (
    <div className="registration registration--with-panel">
      <div className="registration__screen">
        <PersonalInfoScreen />
      </div>
      <RegistrationHelpPanel side="employee-benefits" recovery />
    </div>
  );
}
