// File a disability claim without registering (docs/product/public-claim.md), at one address,
// `/auth/claims/disability`: the personal-information step every self-service flow shares
// (the same proofing, limits and statuses as registration), then 'Email Address' for the
// receipt, then the claim wizard's steps 2 to 5, then the confirmation with the claim number
// and the way to an online account. On arrival (a link, a reload) the server says where this
// browser's claim stands.

import { type FormEvent, useEffect, useState } from 'react';
import type { DraftAnswer, SubmitClaimAnswer } from '#domain/claims/claims-answers';
import type { FlowStep } from '#domain/self-service/flow';
import type { BaseResponse } from '#domain/self-service/self-service-answers';
import { defineMessages } from '#domain/shared/define-messages';
import { type FieldMessage, validateEmailAddress } from '#domain/shared/field-rules';
import { sharedText } from '#domain/shared/messages';
import { TextField } from '#web/components/fields/text-field.tsx';
import { currentText, useText } from '#web/language/use-text.ts';
import type { RegistrationScreen } from '#web/paths.ts';
import { getReload } from '#web/self-service/api/reload.ts';
import { FlowLoading, FlowPage } from '#web/self-service/flow-page.tsx';
import { useFlowStore } from '#web/self-service/flow-store.ts';
import { PersonalInfoScreen } from '#web/self-service/personal-info-screen.tsx';
import { danger, type StepOutcome } from '#web/self-service/step-outcome.ts';
import { useFlow } from '#web/self-service/use-flow.ts';
import { useStepCall } from '#web/self-service/use-step-call.ts';
import {
  getPublicClaimDraft,
  postPublicClaimDraft,
  postPublicClaimSubmit,
  postReceiptEmail,
} from './api/public-claim.ts';
import { ClaimConfirmation } from './claim-confirmation.tsx';
import { Wizard, type WizardCalls, wizardText } from './claim-wizard-page.tsx';
import '#web/components/benefits/benefits.css';
import './claims.css';

export const publicClaimText = defineMessages({
  heading: { id: 'claims.publicClaim.heading', defaultMessage: 'File a disability claim' },
  loading: { id: 'claims.publicClaim.loading', defaultMessage: 'Loading…' },
  intro: {
    id: 'claims.publicClaim.intro',
    defaultMessage:
      "You can file a short-term disability claim without an online account. First, tell us who you are: we check it against your employer's records.",
  },
  receiptHeading: {
    id: 'claims.publicClaim.receiptHeading',
    defaultMessage: 'Where should we send your receipt?',
  },
  receiptIntro: {
    id: 'claims.publicClaim.receiptIntro',
    defaultMessage:
      'We e-mail you the claim number now, and a notice each time your claim changes.',
  },
  emailAddress: { id: 'claims.publicClaim.emailAddress', defaultMessage: 'Email Address' },
  loadingClaim: { id: 'claims.publicClaim.loadingClaim', defaultMessage: 'Loading your claim…' },
});

const publicCalls: WizardCalls = { save: postPublicClaimDraft, submit: postPublicClaimSubmit };

/** The screen of each step of the flow, named as the flow store names screens. */
function screenOfStep(step: FlowStep | undefined): RegistrationScreen {
  if (step === 'credentials') return 'selectCredentials';
  if (step === 'review') return 'registrationReview';
  return 'full';
}

/** The receipt's address kept: on to the claim; refused, the flow starts again with why. */
function receiptOutcome(answer: BaseResponse | undefined): StepOutcome {
  if (!answer) {
    return {
      kind: 'banner',
      notice: danger(currentText().formatMessage(sharedText.genericError)),
      clear: [],
    };
  }
  return answer.status.code === 'SUCCESS'
    ? { kind: 'goTo', screen: 'registrationReview' }
    : { kind: 'goTo', screen: 'full', notice: danger(answer.status.name) };
}

function ReceiptEmailStep() {
  const text = useText();
  const { pending, call } = useStepCall();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<FieldMessage>(null);

  async function send(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const found = validateEmailAddress(email.trim());
    setProblem(found);
    if (found) {
      document.getElementById('receipt-email')?.focus();
      return;
    }
    await call({
      activator: 'receipt-continue',
      send: () => postReceiptEmail(email.trim()),
      outcomeOf: receiptOutcome,
    });
  }

  return (
    <form className="benefits-form" aria-busy={pending} noValidate onSubmit={send}>
      <h2>{text.formatMessage(publicClaimText.receiptHeading)}</h2>
      <p>{text.formatMessage(publicClaimText.receiptIntro)}</p>
      <TextField
        id="receipt-email"
        label={text.formatMessage(publicClaimText.emailAddress)}
        type="email"
        autoComplete="email"
        maxLength={50}
        value={email}
        error={problem && text.formatMessage(problem)}
        onChange={(event) => setEmail(event.target.value)}
      />
      <div className="button-row">
        <button
          id="receipt-continue"
          type="submit"
          className="button button--primary"
          disabled={pending}
        >
          {text.formatMessage(wizardText.continue)}
        </button>
      </div>
    </form>
  );
}

/** Steps 2 to 5, from the draft the server keeps for this browser's claim. */
function PublicWizard({ onFiled }: { onFiled(filed: SubmitClaimAnswer): void }) {
  const text = useText();
  const { showBanner } = useFlow();
  const [draft, setDraft] = useState<DraftAnswer | null>(null);
  useEffect(() => {
    let current = true;
    getPublicClaimDraft()
      .then((answer) => current && answer && setDraft(answer))
      .catch(() => {
        if (!current) return;
        showBanner({
          errorMessage: currentText().formatMessage(sharedText.genericError),
          variant: 'danger',
        });
        useFlowStore.getState().arrive('full');
      });
    return () => {
      current = false;
    };
  }, [showBanner]);
  if (!draft) return <FlowLoading>{text.formatMessage(publicClaimText.loadingClaim)}</FlowLoading>;
  return <Wizard draft={draft} calls={publicCalls} onFiled={onFiled} fixedNeed />;
}

export default function PublicClaimPage() {
  const text = useText();
  const { module, showBanner } = useFlow();
  const screen = useFlowStore((state) => state.arrivedAt);
  const [checked, setChecked] = useState(false);
  const [filed, setFiled] = useState<SubmitClaimAnswer | null>(null);

  useEffect(() => {
    let current = true;
    getReload(module)
      .then((response) => {
        if (!current) return;
        const store = useFlowStore.getState();
        store.reset();
        store.update({ flowModule: module });
        store.arrive(screenOfStep(response?.module === module ? response.step : undefined));
        setChecked(true);
      })
      .catch(() => {
        if (!current) return;
        showBanner({
          errorMessage: currentText().formatMessage(sharedText.genericError),
          variant: 'danger',
        });
        useFlowStore.getState().arrive('full');
        setChecked(true);
      });
    return () => {
      current = false;
    };
  }, [module, showBanner]);

  if (filed) return <ClaimConfirmation filed={filed} withoutAccount />;
  return (
    <FlowPage>
      <div className="benefits-page claim-wizard">
        <h1>{text.formatMessage(publicClaimText.heading)}</h1>
        {!checked ? (
          <FlowLoading>{text.formatMessage(publicClaimText.loading)}</FlowLoading>
        ) : screen === 'selectCredentials' ? (
          <ReceiptEmailStep />
        ) : screen === 'registrationReview' ? (
          <PublicWizard onFiled={setFiled} />
        ) : (
          <PersonalInfoScreen heading={<p>{text.formatMessage(publicClaimText.intro)}</p>} />
        )}
      </div>
    </FlowPage>
  );
}
