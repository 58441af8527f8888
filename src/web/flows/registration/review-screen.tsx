// Registration screen 6, "Review and submit" (SPEC.md section 2): what the account will be,
// the terms of the side (employee or employer), and Submit once they are accepted.

import { useState } from 'react';
import { employeeTerms, employerTerms } from '#domain/registration/terms';
import { SummaryList } from '#web/components/layout/summary-list.tsx';
import { postBackToCredentialPage } from '#web/self-service/api/back-to-credential-page.ts';
import { backToCredentialsOutcome } from '#web/self-service/code-outcome.ts';
import { useFlowStore } from '#web/self-service/flow-store.ts';
import { StepHeading } from '#web/self-service/step-heading.tsx';
import { outcomeTexts, useStepCall } from '#web/self-service/use-step-call.ts';
import { postSubmitRegistration } from './api/submit-registration.ts';
import { submitOutcome } from './registration-outcomes.ts';

const ids = { submit: 'review-submit', edit: 'review-edit', terms: 'accept-terms' } as const;

export function ReviewScreen() {
  const step = useStepCall();
  const userName = useFlowStore(
    (state) => state.userName ?? state.selfServiceResponse?.userName ?? '',
  );
  const employer = step.module === 'employers';
  // The employer's account is reached by the mobile number proven last; the employee's by e-mail.
  const contact = useFlowStore((state) =>
    employer
      ? (state.phoneNumber ?? state.selfServiceResponse?.phoneNumber ?? '')
      : (state.emailAddress ?? state.selfServiceResponse?.emailAddress ?? ''),
  );
  const terms = employer ? employerTerms : employeeTerms;
  const [accepted, setAccepted] = useState(false);

  const submit = () =>
    step.call({
      activator: ids.submit,
      send: () => postSubmitRegistration(step.module),
      outcomeOf: (response) => submitOutcome(response, outcomeTexts),
      onAnswer: (_outcome, response) => {
        if (response) useFlowStore.getState().update({ registrationSubmitResponse: response });
      },
    });

  const edit = () =>
    step.call({
      activator: ids.edit,
      send: () => postBackToCredentialPage(step.module),
      outcomeOf: (response) => backToCredentialsOutcome(response, outcomeTexts),
      onAnswer: (_outcome, response) => {
        if (response) useFlowStore.getState().update({ baseResponse: response });
      },
    });

  return (
    <div className="registration-step">
      <StepHeading>
        Review and submit.{' '}
        <span className="registration__subheading">
          Please confirm and submit the information you provided.
        </span>
      </StepHeading>
      <SummaryList
        className="registration-summary"
        rows={[
          ['Username', userName],
          [employer ? 'Mobile Phone Number' : 'Email Address', contact],
        ]}
      />
      <div
        className="registration-terms"
        role="region"
        aria-labelledby="terms-heading"
        // A scrolling box must take focus, or keyboard users cannot scroll it (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        <h2 id="terms-heading" className="registration-terms__heading">
          {terms.title}
        </h2>
        {terms.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <label className="checkbox registration-step__accept">
        <input
          id={ids.terms}
          type="checkbox"
          checked={accepted}
          onChange={(event) => setAccepted(event.target.checked)}
        />
        <span>I have read and agree to the terms and conditions.</span>
      </label>
      <div className="button-row">
        <button
          id={ids.edit}
          type="button"
          className="button button--secondary"
          disabled={step.pending}
          onClick={edit}
        >
          Edit
        </button>
        <button
          id={ids.submit}
          type="button"
          className="button button--primary"
          disabled={!accepted || step.pending}
          onClick={submit}
        >
          Submit
        </button>
      </div>
    </div>
  );
}
