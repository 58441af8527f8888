// Registration screen 1, the start (SPEC.md section 2): who the person is, checked against
// the employer's records by verifyPersonalInfo. An employer contact gives the date of birth
// and client id under the names of the invitation, and gets no SSN box. An employee sent by
// a partner's platform gets the same form in single-sign-on mode (decision 0013).

import { Link } from 'wouter';
import type {
  PersonalInfoResponse,
  ValidateCustomerRequest,
} from '#domain/self-service/self-service-api';
import {
  PersonalInformationForm,
  type PersonalInformationResult,
} from '#web/components/personal-information/personal-information-form.tsx';
import { type FlowModule, isPasswordReset } from '#domain/self-service/flow';
import type { Side } from '#domain/shared/sides';
import { paths } from '#web/paths.ts';
import { postVerifyPersonalInfo } from './api/verify-personal-info.ts';
import { personalInfoOutcome } from './personal-info-outcome.ts';
import { type FlowData, useFlowStore } from './flow-store.ts';
import { StepHeading } from './step-heading.tsx';
import { outcomeTexts, send, useFlow } from './use-flow.ts';

const submitId = 'personal-info-submit';

/**
 * Where the employer contact's devices on file are, masked: both when the person chooses one,
 * the only one when the code went there at once (OTPCODESENT).
 */
function contactOfAnswer(
  response: PersonalInfoResponse | undefined,
  module: FlowModule,
): Partial<FlowData> {
  const codeSent = response?.status.code === 'OTPCODESENT';
  return {
    emailAddress: response?.emailAddress ?? null,
    phoneNumber: response?.phoneNumber ?? null,
    codeChannel: codeSent ? (response.phoneNumber ? 'PHONE' : 'EMAIL') : null,
    // A password reset's code is its only one: the new password follows it.
    codeStep: codeSent ? (isPasswordReset(module) ? 'code' : 'contactCode') : null,
  };
}

/** SPEC.md section 2, screen 1: the heading of each mode. */
const personalInfoHeadings = {
  full: 'Set up your online access.',
  sso: 'Set up your seamless online access.',
} as const;

/** SPEC.md section 2, "Username recovery screens": the heading of the flow and its start. */
export const recoveryHeading = "Let's help you get access.";
export const recoverySubheading = "To begin, let's find your account.";

/**
 * Under the form: the way back to the login page for a registration; for a password reset,
 * username recovery, for a person who forgot the user name too (SPEC.md section 2: Back from
 * there returns to the reset page).
 */
function footerOf(kind: 'registration' | 'reset' | null, side: Side) {
  if (!kind) return undefined;
  return (
    <p className="registration-step__footer">
      {kind === 'reset' ? (
        <Link href={paths.userNameRecovery('verifyPersonalInformation')}>{forgotUserNameLink}</Link>
      ) : (
        <Link href={paths.login(side)}>Already registered? Log in here.</Link>
      )}
    </p>
  );
}

/** The password reset's link to username recovery. */
export const forgotUserNameLink = 'Forgot your username?';

/**
 * `sso`: the start a partner's assertion opened. The person came from the partner's site,
 * not from our login page, so there is no 'Log in here' to go back to (SPEC.md section 2);
 * the calls and their outcomes are the employee's, unchanged. Under /userNameRecovery the
 * same form finds a registered employee's user name (verifyPersonalInformation): its own
 * headings, no registration link, and the name kept for retrieveUserName. On the employee's
 * password-reset page it finds the account the code goes to, under the recovery headings.
 */
export function PersonalInfoScreen({ sso = false }: { sso?: boolean }) {
  const flow = useFlow();
  const ssnLength = useFlowStore((state) => state.ssnLength);
  const invitedNames = useFlowStore((state) => state.invitedNames);
  const employer = flow.module === 'employers';
  const recovery = flow.module === 'userNameRecovery';
  // The employee's password reset finds the account the same way, and asks the same.
  const reset = isPasswordReset(flow.module);

  async function verify(request: ValidateCustomerRequest): Promise<PersonalInformationResult> {
    flow.hideBanner();
    // A name found earlier is not this person's until the server says so.
    if (recovery) useFlowStore.getState().update({ recoveredUserName: null });
    const answer = await send(() => postVerifyPersonalInfo(flow.module, request));
    if (answer.timedOut) return {};
    const { response } = answer;
    const store = useFlowStore.getState();
    const outcome = personalInfoOutcome(
      response,
      store.identityFailures,
      outcomeTexts,
      flow.module,
    );
    store.update({
      identityFailures: outcome.identityFailures,
      ...(outcome.ssnLength ? { ssnLength: outcome.ssnLength } : {}),
    });
    if (outcome.kind === 'login') {
      store.reset();
      flow.showBanner({ errorMessage: outcome.notice.message, variant: outcome.notice.variant });
      flow.navigate(paths.login(flow.side));
      return {};
    }
    if (outcome.kind === 'userNameFound') {
      store.update({ recoveredUserName: outcome.userName });
      flow.navigate(paths.userNameRecovery('retrieveUserName'));
      return {};
    }
    if (outcome.kind === 'goTo') {
      // A new flow: nothing chosen on an earlier attempt carries over.
      store.update({
        personalInfo: response ?? null,
        transactionId: response?.transactionId ?? null,
        userName: null,
        reservedUserName: null,
        registrationSubmitResponse: null,
        ...contactOfAnswer(response, flow.module),
      });
    }
    flow.follow(outcome, `#${submitId}`);
    return outcome.kind === 'banner' ? { clearFields: outcome.clear } : {};
  }

  return (
    <div className="registration-step">
      {recovery || reset ? (
        <>
          <StepHeading>{recoveryHeading}</StepHeading>
          <p className="registration__subheading">{recoverySubheading}</p>
        </>
      ) : (
        <StepHeading>{personalInfoHeadings[sso ? 'sso' : 'full']}</StepHeading>
      )}
      <PersonalInformationForm
        ssnLength={employer ? null : ssnLength}
        showClientId={employer}
        // Without an invitation opened in this browser the names are typed; the server then
        // says the step is not available, and the banner says so.
        fixedNames={employer ? (invitedNames ?? undefined) : undefined}
        submitId={submitId}
        onSubmit={verify}
        footer={footerOf(sso || recovery ? null : reset ? 'reset' : 'registration', flow.side)}
      />
    </div>
  );
}
