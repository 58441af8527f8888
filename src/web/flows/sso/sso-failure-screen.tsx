// Registration screen 8, SSO failure (docs/product/sso.md): where a partner's assertion that
// opened nothing lands (invalid, expired or used before; decision 0013), and the SSO start
// without a flow opened by one. Not a step of the flow: nothing to check with the server and
// nothing to go back to. The person can only start again from the partner's site, or call.

import { Link } from 'wouter';
import { defineMessages } from '#domain/shared/define-messages';
import { sharedText } from '#domain/shared/messages';
import { ContactNumber } from '#web/components/layout/contact-number.tsx';
import { useText } from '#web/language/use-text.ts';
import { paths } from '#web/paths.ts';
import { FlowPage } from '#web/self-service/flow-page.tsx';
import { StepHeading } from '#web/self-service/step-heading.tsx';

const ssoFailureText = defineMessages({
  heading: { id: 'registration.ssoFailure.heading', defaultMessage: 'Something went wrong.' },
  tryAgain: {
    id: 'registration.ssoFailure.tryAgain',
    defaultMessage:
      'Please try again. If it continues, please call {phone} to report a problem with SSO registration.',
    description:
      "{phone}: the call-centre number. SSO: single sign-on, a registration started from a partner's site.",
  },
  toLogin: { id: 'registration.ssoFailure.toLogin', defaultMessage: 'Go to the login page' },
});

export default function SsoFailureScreen() {
  const text = useText();
  return (
    <FlowPage>
      <div className="registration-step">
        <StepHeading>{text.formatMessage(ssoFailureText.heading)}</StepHeading>
        <p>
          {text.formatMessage(ssoFailureText.tryAgain, { phone: <ContactNumber key="phone" /> })}
        </p>
        <p>{text.formatMessage(sharedText.supportHours)}</p>
        <p className="registration-step__footer">
          <Link href={paths.login('employee-benefits')}>
            {text.formatMessage(ssoFailureText.toLogin)}
          </Link>
        </p>
      </div>
    </FlowPage>
  );
}
