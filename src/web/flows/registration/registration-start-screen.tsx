// Registration screen 1, the start (docs/product/registration.md): the personal-information step
// every flow shares, under the registration's heading, with the way back to the login page. An
// employee sent by a partner's platform gets the same form in single-sign-on mode (decision 0013):
// the calls and their outcomes are the employee's, unchanged.

import { Link } from 'wouter';
import { defineMessages } from '#domain/shared/define-messages';
import { useText } from '#web/language/use-text.ts';
import { paths } from '#web/paths.ts';
import { PersonalInfoScreen } from '#web/self-service/personal-info-screen.tsx';
import { StepHeading } from '#web/self-service/step-heading.tsx';
import { useFlow } from '#web/self-service/use-flow.ts';

/** docs/product/registration.md, screen 1: the heading of each mode. */
export const startText = defineMessages({
  full: { id: 'registration.start.heading', defaultMessage: 'Set up your online access.' },
  sso: {
    id: 'registration.start.ssoHeading',
    defaultMessage: 'Set up your seamless online access.',
    description:
      "The start of a registration a partner's site sent the person to (single sign-on).",
  },
  logIn: {
    id: 'registration.start.logIn',
    defaultMessage: 'Already registered? Log in here.',
    description: 'A link to the login page.',
  },
});

export function RegistrationStartScreen() {
  const text = useText();
  const { side } = useFlow();
  return (
    <PersonalInfoScreen
      heading={<StepHeading>{text.formatMessage(startText.full)}</StepHeading>}
      footer={
        <p className="registration-step__footer">
          <Link href={paths.login(side)}>{text.formatMessage(startText.logIn)}</Link>
        </p>
      }
    />
  );
}

/**
 * The start a partner's assertion opened. The person came from the partner's site, not from
 * our login page, so there is no 'Log in here' to go back to (docs/product/registration.md).
 */
export function SsoStartScreen() {
  const text = useText();
  return (
    <PersonalInfoScreen heading={<StepHeading>{text.formatMessage(startText.sso)}</StepHeading>} />
  );
}
