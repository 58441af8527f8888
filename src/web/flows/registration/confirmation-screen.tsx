// Registration screen 7 (docs/product/registration.md): the account exists; Proceed ends the flow
// on the server and follows it to the login page with a full page load (a new session).

import { defineMessages } from '#domain/shared/define-messages';
import { sharedText } from '#domain/shared/messages';
import { useText } from '#web/language/use-text.ts';
import { useFlowStore } from '#web/self-service/flow-store.ts';
import { StepHeading } from '#web/self-service/step-heading.tsx';
import { outcomeTexts, useStepCall } from '#web/self-service/use-step-call.ts';
import { postProceedToLogin } from './api/proceed-to-login.ts';
import { proceedOutcome } from './registration-outcomes.ts';

const proceedId = 'proceed';

const confirmationText = defineMessages({
  logInNow: {
    id: 'registration.confirmation.logInNow',
    defaultMessage: 'You can now log in with your user name and password.',
  },
  proceed: {
    id: 'registration.confirmation.proceed',
    defaultMessage: 'Proceed',
    description: 'A button: on to the login page.',
  },
});

export function ConfirmationScreen() {
  const text = useText();
  const step = useStepCall();

  const proceed = () =>
    step.call({
      activator: proceedId,
      send: () => postProceedToLogin(step.module),
      outcomeOf: (response) => proceedOutcome(response, outcomeTexts),
      // The registration is over: the login page that follows starts afresh.
      onAnswer: (outcome) => {
        if (outcome.kind === 'redirect') useFlowStore.getState().reset();
      },
    });

  return (
    <div className="registration-step">
      <StepHeading>{text.formatMessage(sharedText.registrationCompleted)}</StepHeading>
      <p>{text.formatMessage(confirmationText.logInNow)}</p>
      <div className="button-row">
        <button
          id={proceedId}
          type="button"
          className="button button--primary"
          disabled={step.pending}
          onClick={proceed}
        >
          {text.formatMessage(confirmationText.proceed)}
        </button>
      </div>
    </div>
  );
}
