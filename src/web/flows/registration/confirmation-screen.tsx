// Registration screen 7 (SPEC.md section 2): the account exists; Proceed ends the flow on
// the server and follows it to the login page with a full page load (a new session).

import { useState } from 'react';
import { messages } from '#domain/shared/messages';
import { pageNavigation } from '#web/lib/page-navigation.ts';
import { isSameOriginUrl } from '#web/lib/same-origin.ts';
import { fullPath, paths } from '#web/paths.ts';
import { postProceedToLogin } from './api/proceed-to-login.ts';
import { proceedOutcome } from './registration-outcomes.ts';
import { useFlowStore } from '#web/self-service/flow-store.ts';
import { StepHeading } from '#web/self-service/step-heading.tsx';
import { outcomeTexts, send, useFlow } from '#web/self-service/use-flow.ts';

const proceedId = 'proceed';

export function ConfirmationScreen() {
  const flow = useFlow();
  const [pending, setPending] = useState(false);

  async function proceed() {
    flow.hideBanner();
    setPending(true);
    const store = useFlowStore.getState();
    const answer = await send(() =>
      postProceedToLogin(flow.module, { transactionId: store.transactionId ?? '' }),
    );
    if (answer.timedOut) return setPending(false);
    const outcome = proceedOutcome(answer.response, outcomeTexts);
    if (outcome.kind === 'redirect') {
      store.reset();
      const target = isSameOriginUrl(outcome.url, window.location.origin)
        ? outcome.url
        : fullPath(paths.login(flow.side));
      pageNavigation.assign(target);
      return;
    }
    setPending(false);
    flow.follow(outcome, `#${proceedId}`);
  }

  return (
    <div className="registration-step">
      <StepHeading>{messages.registrationCompleted}</StepHeading>
      <p>You can now log in with your user name and password.</p>
      <div className="button-row">
        <button
          id={proceedId}
          type="button"
          className="button button--primary"
          disabled={pending}
          onClick={proceed}
        >
          Proceed
        </button>
      </div>
    </div>
  );
}
