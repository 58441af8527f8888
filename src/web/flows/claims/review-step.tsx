// Step 5, 'Review and submit': every answer under the heading of its step with an 'Edit'
// that goes back to it, the account number masked, the attestation, and 'Submit'.

import {
  absenceReasonLabels,
  claimKindLabels,
  conditionCategoryLabels,
  paymentMethodLabels,
  relationshipLabels,
  scheduleLabels,
} from '#domain/shared/claim-terms';
import {
  attestationText,
  type ClaimAnswers,
  claimKindsOf,
  type StepErrors,
  type WizardStep,
  wizardStepHeadings,
} from '#domain/claims/claim-wizard';
import { maskedAccount } from '#domain/shared/bank-account';
import { FieldError } from '#web/components/fields/field-error.tsx';
import { SummaryList } from '#web/components/layout/summary-list.tsx';
import { fmlaLabel, yesNoLabels } from './wizard-steps.tsx';

type Row = [label: string, value: string];

/** The answers of one step as a person reads them, only those that apply. */
export function reviewRows(step: WizardStep, answers: Required<ClaimAnswers>): Row[] {
  const { need, absence, provider, payment } = answers;
  const label = <Labels extends Record<string, string>>(labels: Labels, code: string) =>
    labels[code as keyof Labels] ?? '';
  switch (step) {
    case 'need':
      return [
        [wizardStepHeadings.need, label(absenceReasonLabels, need.reason)],
        ...(need.reason === 'own-health' ? [[fmlaLabel, need.alsoFmla ? 'Yes' : 'No'] as Row] : []),
      ];
    case 'absence':
      return [
        ['Last day worked', absence.lastDayWorked],
        ['First day of absence', absence.firstDayOfAbsence],
        ['Expected return to work', absence.expectedReturn],
        ['Schedule', label(scheduleLabels, absence.schedule)],
        ...(absence.schedule === 'intermittent'
          ? ([
              ['How often', absence.howOften],
              ['How long each time', absence.howLong],
            ] as Row[])
          : []),
        ...(absence.schedule === 'reduced'
          ? [['Hours per week', absence.hoursPerWeek] as Row]
          : []),
        ...(need.reason === 'family-care'
          ? ([
              ["Family member's name", absence.familyMemberName],
              ['Relationship', label(relationshipLabels, absence.relationship)],
            ] as Row[])
          : []),
      ];
    case 'provider':
      return [
        ['Provider name', provider.providerName],
        ['Provider phone', provider.providerPhone],
        ...(claimKindsOf(need).includes('disability')
          ? ([
              ['Is this related to your work?', label(yesNoLabels, provider.workRelated)],
              ['Condition category', label(conditionCategoryLabels, provider.conditionCategory)],
            ] as Row[])
          : []),
      ];
    case 'payment':
      return [
        [wizardStepHeadings.payment, label(paymentMethodLabels, payment.method)],
        ...(payment.method === 'direct-deposit'
          ? ([
              ['Routing number', payment.routingNumber],
              ['Account number', maskedAccount(payment.accountNumber.slice(-4))],
            ] as Row[])
          : []),
      ];
    case 'review':
      return [];
  }
}

export const attestationId = 'attestation';
export const submitId = 'claim-submit';

interface ReviewStepProps {
  answers: Required<ClaimAnswers>;
  steps: WizardStep[];
  attested: boolean;
  errors: StepErrors;
  pending: boolean;
  onAttest(attested: boolean): void;
  onEdit(step: WizardStep): void;
}

export function ReviewStep({
  answers,
  steps,
  attested,
  errors,
  pending,
  onAttest,
  onEdit,
}: ReviewStepProps) {
  const kinds = claimKindsOf(answers.need).map((kind) => claimKindLabels[kind]);
  const errorId = errors.attestation ? `${attestationId}-error` : undefined;
  return (
    <>
      <p>You are filing: {kinds.join(' and ')}.</p>
      {steps
        .filter((step) => step !== 'review')
        .map((step) => (
          <section key={step} className="claim-review" aria-labelledby={`review-${step}`}>
            <div className="claim-review__header">
              <h3 id={`review-${step}`}>{wizardStepHeadings[step]}</h3>
              <button
                type="button"
                className="button button--link"
                disabled={pending}
                onClick={() => onEdit(step)}
              >
                Edit<span className="visually-hidden"> {wizardStepHeadings[step]}</span>
              </button>
            </div>
            <SummaryList className="benefits-summary" rows={reviewRows(step, answers)} />
          </section>
        ))}
      <div className={`field${errors.attestation ? ' field--invalid' : ''}`}>
        <label className="checkbox">
          <input
            id={attestationId}
            type="checkbox"
            checked={attested}
            aria-invalid={errors.attestation ? true : undefined}
            aria-describedby={errorId}
            onChange={(event) => onAttest(event.target.checked)}
          />
          <span>{attestationText}</span>
        </label>
        <FieldError id={errorId} error={errors.attestation} />
      </div>
    </>
  );
}
