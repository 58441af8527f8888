// Registration screen 7 (SPEC.md section 2): the account exists; Proceed ends the flow on
// the server and follows it to the login page with a full page load (a new session).

import { messages } from '#domain/shared/messages';
import { useFlowStore } from '#web/self-service/flow-store.ts';
import { StepHeading } from '#web/self-service/step-heading.tsx';
import { outcomeTexts, useStepCall } from '#web/self-service/use-step-call.ts';
import { postProceedToLogin } from './api/proceed-to-login.ts';
import { proceedOutcome } from './registration-outcomes.ts';

const proceedId = 'proceed';

export function ConfirmationScreen() {
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
      <StepHeading>{messages.registrationCompleted}</StepHeading>
      <p>You can now log in with your user name and password.</p>
      <div className="button-row">
        <button
          id={proceedId}
          type="button"
          className="button button--primary"
          disabled={step.pending}
          onClick={proceed}
        >
          Proceed
        </button>
      </div>
    </div>
  );
}
