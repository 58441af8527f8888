// Registration screen 8, SSO failure (SPEC.md section 2): where a partner's assertion that
// opened nothing lands (invalid, expired or used before; decision 0013), and the SSO start
// without a flow opened by one. Not a step of the flow: nothing to check with the server and
// nothing to go back to. The person can only start again from the partner's site, or call.

import { Link } from 'wouter';
import { supportHours } from '#domain/shared/messages';
import { ContactNumber } from '#web/components/layout/contact-number.tsx';
import { paths } from '#web/paths.ts';
import { FlowPage } from '#web/self-service/flow-page.tsx';
import { StepHeading } from '#web/self-service/step-heading.tsx';

export default function SsoFailureScreen() {
  return (
    <FlowPage>
      <div className="registration-step">
        <StepHeading>Something went wrong.</StepHeading>
        <p>
          Please try again. If it continues, please call <ContactNumber /> to report a problem with
          SSO registration.
        </p>
        <p>{supportHours}</p>
        <p className="registration-step__footer">
          <Link href={paths.login('employee-benefits')}>Go to the login page</Link>
        </p>
      </div>
    </FlowPage>
  );
}
