// File a disability claim without registering (DESIGN.md section 11.6), at one address,
// `/auth/claims/disability`: the personal-information step every self-service flow shares
// (the same proofing, limits and statuses as registration), then 'Email Address' for the
// receipt, then the claim wizard's steps 2 to 5, then the confirmation with the claim number
// and the way to an online account. On arrival (a link, a reload) the server says where this
// browser's claim stands.

import { type FormEvent, useEffect, useState } from 'react';
import type { DraftAnswer, SubmitClaimAnswer } from '#domain/claims/claims-answers';
import type { FlowStep } from '#domain/self-service/flow';
import { validateEmailAddress } from '#domain/shared/field-rules';
import { messages } from '#domain/shared/messages';
import { TextField } from '#web/components/fields/text-field.tsx';
import type { RegistrationScreen } from '#web/paths.ts';
import { getReload } from '#web/self-service/api/reload.ts';
import { FlowLoading, FlowPage } from '#web/self-service/flow-page.tsx';
import { useFlowStore } from '#web/self-service/flow-store.ts';
import { PersonalInfoScreen } from '#web/self-service/personal-info-screen.tsx';
import { useFlow } from '#web/self-service/use-flow.ts';
import {
  getPublicClaimDraft,
  postPublicClaimDraft,
  postPublicClaimSubmit,
  postReceiptEmail,
} from './api/public-claim.ts';
import { ClaimConfirmation } from './claim-confirmation.tsx';
import { Wizard, type WizardCalls } from './claim-wizard-page.tsx';
import '#web/components/benefits/benefits.css';
import './claims.css';

export const publicClaimHeading = 'File a disability claim';

const publicCalls: WizardCalls = { save: postPublicClaimDraft, submit: postPublicClaimSubmit };

/** The screen of each step of the flow, named as the flow store names screens. */
function screenOfStep(step: FlowStep | undefined): RegistrationScreen {
  if (step === 'credentials') return 'selectCredentials';
  if (step === 'review') return 'registrationReview';
  return 'full';
}

function ReceiptEmailStep() {
  const { showBanner, hideBanner } = useFlow();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function send(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const problem = validateEmailAddress(email.trim());
    setError(problem);
    if (problem) {
      document.getElementById('receipt-email')?.focus();
      return;
    }
    hideBanner();
    setPending(true);
    try {
      const answer = await postReceiptEmail(email.trim());
      if (!answer) return;
      if (answer.status.code === 'SUCCESS') useFlowStore.getState().arrive('registrationReview');
      else {
        showBanner({ errorMessage: answer.status.name, variant: 'danger' }, '#receipt-continue');
        useFlowStore.getState().arrive('full');
      }
    } catch {
      showBanner({ errorMessage: messages.genericError, variant: 'danger' }, '#receipt-continue');
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="benefits-form" noValidate onSubmit={send}>
      <h2>Where should we send your receipt?</h2>
      <p>We e-mail you the claim number now, and a notice each time your claim changes.</p>
      <TextField
        id="receipt-email"
        label="Email Address"
        type="email"
        autoComplete="email"
        maxLength={50}
        value={email}
        error={error}
        onChange={(event) => setEmail(event.target.value)}
      />
      <div className="button-row">
        <button
          id="receipt-continue"
          type="submit"
          className="button button--primary"
          disabled={pending}
        >
          Continue
        </button>
      </div>
    </form>
  );
}

/** Steps 2 to 5, from the draft the server keeps for this browser's claim. */
function PublicWizard({ onFiled }: { onFiled(filed: SubmitClaimAnswer): void }) {
  const { showBanner } = useFlow();
  const [draft, setDraft] = useState<DraftAnswer | null>(null);
  useEffect(() => {
    let current = true;
    getPublicClaimDraft()
      .then((answer) => current && answer && setDraft(answer))
      .catch(() => {
        if (!current) return;
        showBanner({ errorMessage: messages.genericError, variant: 'danger' });
        useFlowStore.getState().arrive('full');
      });
    return () => {
      current = false;
    };
  }, [showBanner]);
  if (!draft) return <FlowLoading>Loading your claim…</FlowLoading>;
  return <Wizard draft={draft} calls={publicCalls} onFiled={onFiled} fixedNeed />;
}

export default function PublicClaimPage() {
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
        showBanner({ errorMessage: messages.genericError, variant: 'danger' });
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
        <h1>{publicClaimHeading}</h1>
        {!checked ? (
          <FlowLoading>Loading…</FlowLoading>
        ) : screen === 'selectCredentials' ? (
          <ReceiptEmailStep />
        ) : screen === 'registrationReview' ? (
          <PublicWizard onFiled={setFiled} />
        ) : (
          <PersonalInfoScreen
            heading={
              <p>
                You can file a short-term disability claim without an online account. First, tell us
                who you are: we check it against your employer&apos;s records.
              </p>
            }
          />
        )}
      </div>
    </FlowPage>
  );
}
