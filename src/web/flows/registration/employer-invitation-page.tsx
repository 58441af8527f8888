// The page of the employer's invitation link: not a step of the registration, but what opens
// one. Part of the registration chunk, through registration-screens.tsx.

import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { defineMessages } from '#domain/shared/define-messages';
import { useText } from '#web/language/use-text.ts';
import { FlowLoading, FlowPage } from '#web/self-service/flow-page.tsx';
import { useFlowStore } from '#web/self-service/flow-store.ts';
import { StepHeading } from '#web/self-service/step-heading.tsx';
import { useFlow } from '#web/self-service/use-flow.ts';
import { send } from '#web/self-service/use-step-call.ts';
import { getEmployerInfo } from './api/employer-info.ts';
import { employerEntryOutcome } from './registration-outcomes.ts';
import { startText } from './registration-start-screen.tsx';

const invitationText = defineMessages({
  opening: { id: 'registration.invitation.opening', defaultMessage: 'Opening your invitation…' },
});

/**
 * The employer invitation link (docs/product/registration.md#employer-invitation): opens this
 * browser's registration for the invited contact, and starts it with the contact's names.
 * Without a regid there is nothing to open: the start says what the server says.
 */
export function EmployerInvitationPage() {
  const text = useText();
  const regid = new URLSearchParams(useSearch()).get('regid');
  const { goTo, showAlert, showBanner } = useFlow();
  const [opening, setOpening] = useState(true);

  useEffect(() => {
    if (!regid) {
      goTo('full', { replace: true });
      return;
    }
    let current = true;
    void send(() => getEmployerInfo(regid)).then((answer) => {
      if (!current) return;
      setOpening(false);
      if (answer.timedOut) return;
      const outcome = employerEntryOutcome(answer.response);
      if (outcome.kind === 'alert') {
        // docs/product/shell.md#alert: of the alert's flags, only sessionTimeout shows the body as
        // it is.
        showAlert({ ...outcome.alert, sessionTimeout: true });
        return;
      }
      if (outcome.kind === 'banner') {
        showBanner({ errorMessage: outcome.notice.message, variant: outcome.notice.variant });
        return;
      }
      const store = useFlowStore.getState();
      // A new invitation: nothing of an earlier registration in this browser carries over.
      store.reset();
      store.update({
        regid,
        transactionId: answer.response?.transactionId ?? null,
        invitedNames: outcome.names,
      });
      goTo('full', { replace: true });
    });
    return () => {
      current = false;
    };
  }, [regid, goTo, showAlert, showBanner]);

  return (
    <FlowPage>
      <div className="registration-step">
        <StepHeading>{text.formatMessage(startText.full)}</StepHeading>
        {opening && <FlowLoading>{text.formatMessage(invitationText.opening)}</FlowLoading>}
      </div>
    </FlowPage>
  );
}
