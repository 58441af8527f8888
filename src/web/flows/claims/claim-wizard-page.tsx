// The claim wizard (docs/product/claims.md): five steps, four without a disability claim. The
// draft lives on the server: it is loaded on mount and saved on every Continue and Back, so
// a reload, another tab or another day starts where the person left off. Continue checks
// the step with the domain's rules first (the server checks them again); after an 'Edit'
// from the review, Continue goes straight back to the review, or to the first step a change
// left unanswered. Submit sends the draft's idempotency key: a double click or a retry files
// once.

import { type FormEvent, useLayoutEffect, useRef, useState } from 'react';
import type {
  DraftAnswer,
  SaveDraftRequest,
  SubmitClaimAnswer,
  SubmitClaimRequest,
} from '#domain/claims/claims-answers';
import {
  type ClaimAnswers,
  claimFieldText,
  emptyAnswers,
  firstIncompleteStep,
  stepErrors,
  stepsOf,
  type WizardStep,
  wizardStepHeadings,
} from '#domain/claims/claim-wizard';
import { defineMessages } from '#domain/shared/define-messages';
import { useText } from '#web/language/use-text.ts';
import { ContinueButton } from '#web/self-service/continue-button.tsx';
import { postClaimDraft } from './api/save-claim-draft.ts';
import { getClaimDraft } from './api/claim-draft.ts';
import { postSubmitClaim } from './api/submit-claim.ts';
import { ClaimConfirmation } from './claim-confirmation.tsx';
import { ReviewStep, submitId } from './review-step.tsx';
import { LoadingNotice, useBenefitsData } from '#web/components/benefits/use-benefits-data.tsx';
import { useFormCall } from '#web/components/benefits/use-form-call.ts';
import { AbsenceStep, NeedStep, PaymentStep, ProviderStep } from './wizard-steps.tsx';
import { portalToday } from '#web/lib/portal-day.ts';

export const wizardText = defineMessages({
  heading: { id: 'claims.wizard.heading', defaultMessage: 'File a claim or family medical leave' },
  loading: { id: 'claims.wizard.loading', defaultMessage: 'Loading your request…' },
  progress: {
    id: 'claims.wizard.progress',
    defaultMessage: 'Step {step} of {steps}',
    description: "The wizard's progress, as 'Step 2 of 5'.",
  },
  continue: { id: 'claims.wizard.continue', defaultMessage: 'Continue' },
  submit: {
    id: 'claims.wizard.submit',
    defaultMessage: 'Submit',
    description: 'The button that files the claim.',
  },
});

type Answers = Required<ClaimAnswers>;
type Section = keyof Answers;

/** The draft's answers with every field present: a step not reached yet is empty. */
function completeAnswers(answers: ClaimAnswers): Answers {
  return {
    need: { ...emptyAnswers.need, ...answers.need },
    absence: { ...emptyAnswers.absence, ...answers.absence },
    provider: { ...emptyAnswers.provider, ...answers.provider },
    payment: { ...emptyAnswers.payment, ...answers.payment },
  };
}

/** The server names a refused field by its path in the draft: `answers.<step>.<field>`. */
function refusedField(path: string): { section: Section; field: string } | null {
  const [root, section, field] = path.split('.');
  const sections = Object.keys(emptyAnswers) as Section[];
  const known = sections.find((name) => name === section);
  return root === 'answers' && known && field && field in emptyAnswers[known]
    ? { section: known, field }
    : null;
}

const ids = { continue: 'claim-continue', back: 'claim-back' } as const;

/** Where the wizard keeps its draft and files it: the logged-in employee's calls, or others. */
export interface WizardCalls {
  save(request: SaveDraftRequest): Promise<DraftAnswer | undefined>;
  submit(request: SubmitClaimRequest): Promise<SubmitClaimAnswer | undefined>;
}

const employeeCalls: WizardCalls = { save: postClaimDraft, submit: postSubmitClaim };

export default function ClaimWizardPage() {
  const text = useText();
  const [draft] = useBenefitsData(getClaimDraft);
  const [filed, setFiled] = useState<SubmitClaimAnswer | null>(null);
  if (filed) return <ClaimConfirmation filed={filed} />;
  return (
    <div className="benefits-page claim-wizard">
      <h1>{text.formatMessage(wizardText.heading)}</h1>
      <LoadingNotice loaded={draft} text={text.formatMessage(wizardText.loading)} />
      {draft.kind === 'ready' && (
        <Wizard draft={draft.data} calls={employeeCalls} onFiled={setFiled} />
      )}
    </div>
  );
}

/**
 * The steps, from the draft given. `fixedNeed`: the first answer is the server's (a disability
 * claim filed without registering, docs/product/public-claim.md), and step 1 is not asked.
 */
export function Wizard({
  draft,
  calls,
  onFiled,
  fixedNeed = false,
}: {
  draft: DraftAnswer;
  calls: WizardCalls;
  onFiled(filed: SubmitClaimAnswer): void;
  fixedNeed?: boolean;
}) {
  const text = useText();
  const { pending, send, errors, setErrors, showErrors, form } = useFormCall<string>();
  const [answers, setAnswers] = useState<Answers>(() => completeAnswers(draft.answers));
  const [step, setStep] = useState<WizardStep>(draft.step);
  // Set by 'Edit' on the review: Continue goes back to it rather than through every step.
  const [returning, setReturning] = useState(false);
  const [attested, setAttested] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);

  const steps = stepsOf(answers).filter((shown) => !(fixedNeed && shown === 'need'));
  const current = steps.includes(step) ? step : steps[0]!;
  const index = steps.indexOf(current);

  // A new step: its heading takes focus, so a screen reader starts there.
  useLayoutEffect(() => {
    if (shownStep.current === current) return;
    shownStep.current = current;
    heading.current?.focus();
  }, [current]);

  function change<Key extends Section>(section: Key, changed: Partial<Answers[Key]>) {
    setAnswers((given) => ({ ...given, [section]: { ...given[section], ...changed } }));
  }

  function goTo(next: WizardStep) {
    setErrors({});
    setStep(next);
    if (next === 'review') setReturning(false);
  }

  /** Keeps the draft at `next`; false when it was not kept (the screen has said why). */
  async function save(next: WizardStep, activator: string): Promise<boolean> {
    const kept = await send(() => calls.save({ step: next, answers }), {
      activator,
      // 400: a step before the one asked for is not good (the server judged it otherwise): it
      // shows again, with the message at its field.
      fieldOf(path) {
        const at = refusedField(path);
        if (at) goTo(at.section);
        return at?.field ?? null;
      },
    });
    return kept !== null;
  }

  async function continueOn(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    if (current === 'review') return submit();
    const today = portalToday();
    const found = stepErrors(current, answers, today);
    if (Object.keys(found).length > 0) return showErrors(found);
    const next = returning
      ? (firstIncompleteStep(answers, 'review', today)?.step ?? 'review')
      : steps[index + 1]!;
    if (await save(next, ids.continue)) goTo(next);
  }

  async function back() {
    const previous = steps[index - 1];
    if (!previous || pending) return;
    // Back never loses an answer: it goes back even when the draft could not be kept.
    await save(previous, ids.back);
    goTo(previous);
  }

  async function edit(target: WizardStep) {
    setReturning(true);
    await save(target, ids.continue);
    goTo(target);
  }

  async function submit() {
    if (!attested) return showErrors({ attestation: claimFieldText.attestation });
    const request = { idempotencyKey: draft.idempotencyKey, attestation: true } as const;
    const filed = await send(() => calls.submit(request), { activator: submitId });
    if (filed) onFiled(filed);
  }

  return (
    <form
      ref={form}
      className="claim-wizard__form"
      aria-busy={pending}
      noValidate
      onSubmit={continueOn}
    >
      <p className="claim-wizard__progress">
        {text.formatMessage(wizardText.progress, { step: index + 1, steps: steps.length })}
      </p>
      <h2 ref={heading} tabIndex={-1} className="claim-wizard__step-heading">
        {text.formatMessage(wizardStepHeadings[current])}
      </h2>
      {current === 'need' && (
        <NeedStep
          answers={answers.need}
          errors={errors}
          onChange={(changed) => change('need', changed)}
        />
      )}
      {current === 'absence' && (
        <AbsenceStep
          answers={answers.absence}
          need={answers.need}
          errors={errors}
          onChange={(changed) => change('absence', changed)}
        />
      )}
      {current === 'provider' && (
        <ProviderStep
          answers={answers.provider}
          need={answers.need}
          errors={errors}
          onChange={(changed) => change('provider', changed)}
        />
      )}
      {current === 'payment' && (
        <PaymentStep
          answers={answers.payment}
          errors={errors}
          onChange={(changed) => change('payment', changed)}
        />
      )}
      {current === 'review' && (
        <ReviewStep
          answers={answers}
          steps={steps}
          attested={attested}
          errors={errors}
          pending={pending}
          onAttest={(checked) => {
            setAttested(checked);
            if (checked) setErrors({});
          }}
          onEdit={edit}
        />
      )}
      <ContinueButton
        id={current === 'review' ? submitId : ids.continue}
        label={text.formatMessage(current === 'review' ? wizardText.submit : wizardText.continue)}
        disabled={pending}
        back={index > 0 ? { id: ids.back, onClick: back } : undefined}
      />
    </form>
  );
}
