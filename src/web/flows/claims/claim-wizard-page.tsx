// The claim wizard (DESIGN.md section 11.1): five steps, four without a disability claim. The
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
  claimFieldMessages,
  emptyAnswers,
  firstIncompleteStep,
  type StepErrors,
  stepErrors,
  stepsOf,
  type WizardStep,
  wizardStepHeadings,
} from '#domain/claims/claim-wizard';
import { ContinueButton } from '#web/self-service/continue-button.tsx';
import { postClaimDraft } from './api/save-claim-draft.ts';
import { getClaimDraft } from './api/claim-draft.ts';
import { postSubmitClaim } from './api/submit-claim.ts';
import { ClaimConfirmation } from './claim-confirmation.tsx';
import { useFirstErrorFocus } from '#web/components/benefits/benefit-fields.tsx';
import { ReviewStep, submitId } from './review-step.tsx';
import {
  fieldRefusal,
  LoadingNotice,
  useCallFailure,
  useBenefitsData,
} from '#web/components/benefits/use-benefits-data.tsx';
import { AbsenceStep, NeedStep, PaymentStep, ProviderStep } from './wizard-steps.tsx';

export const wizardHeading = 'File a claim or family medical leave';

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

/** The step a field of the answers belongs to. */
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
  const [draft] = useBenefitsData(getClaimDraft);
  const [filed, setFiled] = useState<SubmitClaimAnswer | null>(null);
  if (filed) return <ClaimConfirmation filed={filed} />;
  return (
    <div className="benefits-page claim-wizard">
      <h1>{wizardHeading}</h1>
      <LoadingNotice loaded={draft} text="Loading your request…" />
      {draft.kind === 'ready' && (
        <Wizard draft={draft.data} calls={employeeCalls} onFiled={setFiled} />
      )}
    </div>
  );
}

/**
 * The steps, from the draft given. `fixedNeed`: the first answer is the server's (a disability
 * claim filed without registering, DESIGN.md section 11.6), and step 1 is not asked.
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
  const failed = useCallFailure();
  const [answers, setAnswers] = useState<Answers>(() => completeAnswers(draft.answers));
  const [step, setStep] = useState<WizardStep>(draft.step);
  const [errors, setErrors] = useState<StepErrors>({});
  // Set by 'Edit' on the review: Continue goes back to it rather than through every step.
  const [returning, setReturning] = useState(false);
  const [attested, setAttested] = useState(false);
  const [pending, setPending] = useState(false);
  const sending = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const [form, focusFirstError] = useFirstErrorFocus();
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

  function showErrors(found: StepErrors) {
    setErrors(found);
    focusFirstError();
  }

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
    setPending(true);
    try {
      return (await calls.save({ step: next, answers })) !== undefined;
    } catch (error) {
      // 400: a step before the one asked for is not good (the server judged it otherwise).
      const refused = fieldRefusal(error);
      const at = refused && refusedField(refused.field);
      if (refused && at) {
        goTo(at.section);
        showErrors({ [at.field]: refused.message });
      } else {
        failed(error, `#${activator}`);
      }
      return false;
    } finally {
      setPending(false);
    }
  }

  async function continueOn(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    if (current === 'review') return submit();
    const now = new Date();
    const found = stepErrors(current, answers, now);
    if (Object.keys(found).length > 0) return showErrors(found);
    const next = returning
      ? (firstIncompleteStep(answers, 'review', now)?.step ?? 'review')
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
    if (sending.current) return;
    if (!attested) return showErrors({ attestation: claimFieldMessages.attestation });
    sending.current = true;
    setPending(true);
    try {
      const filed = await calls.submit({
        idempotencyKey: draft.idempotencyKey,
        attestation: true,
      });
      if (filed) onFiled(filed);
    } catch (error) {
      failed(error, `#${submitId}`);
    } finally {
      sending.current = false;
      setPending(false);
    }
  }

  return (
    <form ref={form} className="claim-wizard__form" noValidate onSubmit={continueOn}>
      <p className="claim-wizard__progress">
        Step {index + 1} of {steps.length}
      </p>
      <h2 ref={heading} tabIndex={-1} className="claim-wizard__step-heading">
        {wizardStepHeadings[current]}
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
        label={current === 'review' ? 'Submit' : 'Continue'}
        disabled={pending}
        back={index > 0 ? { id: ids.back, onClick: back } : undefined}
      />
    </form>
  );
}
