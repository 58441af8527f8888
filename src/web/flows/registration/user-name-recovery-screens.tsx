// Username recovery (SPEC.md section 2, "Username recovery screens"; docs/decisions/0014):
// the registration's personal-information form under /userNameRecovery, then the user name
// it found. Part of the registration chunk, through registration-screens.tsx.

import { Link, Redirect } from 'wouter';
import { paths, type UserNameRecoveryScreen } from '../../paths.ts';
import { PersonalInfoScreen, recoveryHeading } from './personal-info-screen.tsx';
import { RegistrationHelpPanel } from './registration-help-panel.tsx';
import { useRegistrationStore } from './registration-store.ts';
import { StepHeading } from './step-heading.tsx';

/**
 * The name verifyPersonalInfo found, with the ways on: the employee login, and the password
 * reset. Without a name in this browser's store (an address typed by hand) there is nothing
 * to show: back to the verify step.
 */
function RetrieveUserNameScreen() {
  const userName = useRegistrationStore((state) => state.recoveredUserName);
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

export function UserNameRecoveryScreens({ screen }: { screen: UserNameRecoveryScreen }) {
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
