// Registration screen 6, "Review and submit" (docs/product/registration.md): what the account will
// be, the terms of the side (employee or employer), and Submit once they are accepted.

import { useState } from 'react';
import { employeeTerms, employerTerms } from '#domain/registration/terms';
import { defineMessages } from '#domain/shared/define-messages';
import { fieldLabels } from '#web/components/fields/field-labels.ts';
import { SummaryList } from '#web/components/layout/summary-list.tsx';
import { useText } from '#web/language/use-text.ts';
import { postBackToCredentialPage } from '#web/self-service/api/back-to-credential-page.ts';
import { backToCredentialsOutcome } from '#web/self-service/code-outcome.ts';
import { useFlowStore } from '#web/self-service/flow-store.ts';
import { StepHeading } from '#web/self-service/step-heading.tsx';
import { outcomeTexts, useStepCall } from '#web/self-service/use-step-call.ts';
import { postSubmitRegistration } from './api/submit-registration.ts';
import { submitOutcome } from './registration-outcomes.ts';

const ids = { submit: 'review-submit', edit: 'review-edit', terms: 'accept-terms' } as const;

const reviewText = defineMessages({
  heading: {
    id: 'registration.review.heading',
    defaultMessage:
      'Review and submit. <sub>Please confirm and submit the information you provided.</sub>',
    description: 'The heading of the step; the words in <sub> show smaller, as its subheading.',
  },
  accept: {
    id: 'registration.review.accept',
    defaultMessage: 'I have read and agree to the terms and conditions.',
  },
  edit: {
    id: 'registration.review.edit',
    defaultMessage: 'Edit',
    description: 'A button: back to the profile, to change it.',
  },
  submit: { id: 'registration.review.submit', defaultMessage: 'Submit' },
});

export function ReviewScreen() {
  const text = useText();
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
        {text.formatMessage(reviewText.heading, {
          sub: (words) => <span className="registration__subheading">{words}</span>,
        })}
      </StepHeading>
      <SummaryList
        className="registration-summary"
        rows={[
          [text.formatMessage(fieldLabels.userName), userName],
          [
            text.formatMessage(employer ? fieldLabels.mobilePhoneNumber : fieldLabels.emailAddress),
            contact,
          ],
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
          {text.formatMessage(terms.title)}
        </h2>
        {terms.paragraphs.map((paragraph) => (
          <p key={paragraph.id}>{text.formatMessage(paragraph)}</p>
        ))}
      </div>
      <label className="checkbox registration-step__accept">
        <input
          id={ids.terms}
          type="checkbox"
          checked={accepted}
          onChange={(event) => setAccepted(event.target.checked)}
        />
        <span>{text.formatMessage(reviewText.accept)}</span>
      </label>
      <div className="button-row">
        <button
          id={ids.edit}
          type="button"
          className="button button--secondary"
          disabled={step.pending}
          onClick={edit}
        >
          {text.formatMessage(reviewText.edit)}
        </button>
        <button
          id={ids.submit}
          type="button"
          className="button button--primary"
          disabled={!accepted || step.pending}
          onClick={submit}
        >
          {text.formatMessage(reviewText.submit)}
        </button>
      </div>
    </div>
  );
}
