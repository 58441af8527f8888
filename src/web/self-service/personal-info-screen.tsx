// The personal-information step (docs/product/registration.md, registration screen 1): who the
// person is, checked against the employer's records by verifyPersonalInfo. Registration of either
// side (and its single-sign-on start), username recovery and the employee's password reset all
// start here; each flow gives the heading and what is under the form. An employer contact gives the
// date of birth and client id under the names of the invitation, and gets no SSN box.

import type { ReactNode } from 'react';
import type { PersonalInfoResponse } from '#domain/self-service/self-service-answers';
import type { ValidateCustomerRequest } from '#domain/self-service/self-service-api';
import { type FlowModule, isPasswordReset } from '#domain/self-service/flow';
import {
  PersonalInformationForm,
  type PersonalInformationResult,
} from '#web/components/personal-information/personal-information-form.tsx';
import { paths } from '#web/paths.ts';
import { postVerifyPersonalInfo } from './api/verify-personal-info.ts';
import { type FlowData, useFlowStore } from './flow-store.ts';
import { type PersonalInfoOutcome, personalInfoOutcome } from './personal-info-outcome.ts';
import { outcomeTexts, useStepCall } from './use-step-call.ts';

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

interface PersonalInfoScreenProps {
  /** The flow's heading of the step (a StepHeading), with its subheading if it has one. */
  heading: ReactNode;
  /** Under the form: the flow's way elsewhere (the login page, username recovery). */
  footer?: ReactNode;
}

/**
 * Under /userNameRecovery the form finds a registered employee's user name: the name is kept
 * for retrieveUserName. ALREADYREGISTERED, in any flow, leads to the login page.
 */
export function PersonalInfoScreen({ heading, footer }: PersonalInfoScreenProps) {
  const step = useStepCall();
  const { module, side, navigate, showBanner } = step;
  const ssnLength = useFlowStore((state) => state.ssnLength);
  const invitedNames = useFlowStore((state) => state.invitedNames);
  const employer = module === 'employers';
  const recovery = module === 'userNameRecovery';

  function keep(outcome: PersonalInfoOutcome, response: PersonalInfoResponse | undefined) {
    const store = useFlowStore.getState();
    store.update({
      identityFailures: outcome.identityFailures,
      ...(outcome.ssnLength ? { ssnLength: outcome.ssnLength } : {}),
    });
    if (outcome.kind === 'login') {
      store.reset();
      showBanner({ errorMessage: outcome.notice.message, variant: outcome.notice.variant });
      navigate(paths.login(side));
    } else if (outcome.kind === 'userNameFound') {
      store.update({ recoveredUserName: outcome.userName });
      navigate(paths.userNameRecovery('retrieveUserName'));
    } else if (outcome.kind === 'goTo') {
      // A new flow: nothing chosen on an earlier attempt carries over.
      store.update({
        personalInfo: response ?? null,
        transactionId: response?.transactionId ?? null,
        userName: null,
        reservedUserName: null,
        registrationSubmitResponse: null,
        ...contactOfAnswer(response, module),
      });
    }
  }

  async function verify(request: ValidateCustomerRequest): Promise<PersonalInformationResult> {
    const outcome = await step.call({
      activator: submitId,
      send: () => {
        // A name found earlier is not this person's until the server says so.
        if (recovery) useFlowStore.getState().update({ recoveredUserName: null });
        return postVerifyPersonalInfo(module, request);
      },
      outcomeOf: (response) =>
        personalInfoOutcome(
          response,
          useFlowStore.getState().identityFailures,
          outcomeTexts,
          module,
        ),
      onAnswer: keep,
    });
    return outcome?.kind === 'banner' ? { clearFields: outcome.clear } : {};
  }

  return (
    <div className="registration-step">
      {heading}
      <PersonalInformationForm
        ssnLength={employer ? null : ssnLength}
        showClientId={employer}
        // Without an invitation opened in this browser the names are typed; the server then
        // says the step is not available, and the banner says so.
        fixedNames={employer ? (invitedNames ?? undefined) : undefined}
        submitId={submitId}
        onSubmit={verify}
        footer={footer}
      />
    </div>
  );
}
