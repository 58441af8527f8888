// Registration screen 1, the start (SPEC.md section 2): the personal-information step every
// flow shares, under the registration's heading, with the way back to the login page. An
// employee sent by a partner's platform gets the same form in single-sign-on mode (decision
// 0013): the calls and their outcomes are the employee's, unchanged.

import { Link } from 'wouter';
import { paths } from '#web/paths.ts';
import { PersonalInfoScreen } from '#web/self-service/personal-info-screen.tsx';
import { StepHeading } from '#web/self-service/step-heading.tsx';
import { useFlow } from '#web/self-service/use-flow.ts';

/** SPEC.md section 2, screen 1: the heading of each mode. */
const startHeadings = {
  full: 'Set up your online access.',
  sso: 'Set up your seamless online access.',
} as const;

export function RegistrationStartScreen() {
  const { side } = useFlow();
  return (
    <PersonalInfoScreen
      heading={<StepHeading>{startHeadings.full}</StepHeading>}
      footer={
        <p className="registration-step__footer">
          <Link href={paths.login(side)}>Already registered? Log in here.</Link>
        </p>
      }
    />
  );
}

/**
 * The start a partner's assertion opened. The person came from the partner's site, not from
 * our login page, so there is no 'Log in here' to go back to (SPEC.md section 2).
 */
export function SsoStartScreen() {
  return <PersonalInfoScreen heading={<StepHeading>{startHeadings.sso}</StepHeading>} />;
}
