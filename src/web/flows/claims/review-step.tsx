// Step 5, 'Review and submit': every answer under the heading of its step with an 'Edit'
// that goes back to it, the account number masked, the attestation, and 'Submit'.

import type { IntlShape } from 'react-intl';
import { earlierServiceLabelText } from '#domain/shared/earlier-service';
import {
  absenceReasonText,
  claimKindText,
  conditionCategoryText,
  paymentMethodText,
  relationshipText,
  scheduleText,
} from '#domain/shared/claim-terms';
import {
  type ClaimAnswers,
  claimKindsOf,
  type WizardStep,
  wizardStepHeadings,
} from '#domain/claims/claim-wizard';
import { maskedAccount } from '#domain/shared/bank-account';
import { defineMessages, type MessageDescriptor } from '#domain/shared/define-messages';
import { SummaryList } from '#web/components/layout/summary-list.tsx';
import type { FieldErrors } from '#web/components/benefits/use-form-call.ts';
import { useText } from '#web/language/use-text.ts';
import { answerLabels, yesNoText } from './claim-words.ts';
import { AttestationField } from './attestation-field.tsx';

const reviewText = defineMessages({
  filing: {
    id: 'claims.review.filing',
    defaultMessage: 'You are filing: {kinds}.',
    description:
      '{kinds}: one or two kinds of claim, as Short-term disability and Family medical leave.',
  },
  edit: {
    id: 'claims.review.edit',
    defaultMessage: 'Edit<hidden> {step}</hidden>',
    description: 'Goes back to a step of the wizard; <hidden> is read by screen readers only.',
  },
});

type Row = [label: string, value: string];

/** The answers of one step as a person reads them, only those that apply. */
export function reviewRows(
  step: WizardStep,
  answers: Required<ClaimAnswers>,
  text: IntlShape,
): Row[] {
  const { need, absence, provider, payment } = answers;
  const say = (message: MessageDescriptor) => text.formatMessage(message);
  const label = <Code extends string>(table: Record<Code, MessageDescriptor>, code: string) =>
    code in table ? say(table[code as Code]) : '';
  switch (step) {
    case 'need':
      return [
        [say(wizardStepHeadings.need), label(absenceReasonText, need.reason)],
        ...(need.reason === 'own-health'
          ? [[say(answerLabels.fmla), say(need.alsoFmla ? yesNoText.yes : yesNoText.no)] as Row]
          : []),
      ];
    case 'absence':
      return [
        [say(answerLabels.lastDayWorked), absence.lastDayWorked],
        [say(answerLabels.firstDayOfAbsence), absence.firstDayOfAbsence],
        [say(answerLabels.expectedReturn), absence.expectedReturn],
        [say(answerLabels.schedule), label(scheduleText, absence.schedule)],
        ...(absence.schedule === 'intermittent'
          ? ([
              [say(answerLabels.howOften), absence.howOften],
              [say(answerLabels.howLong), absence.howLong],
            ] as Row[])
          : []),
        ...(absence.schedule === 'reduced'
          ? [[say(answerLabels.hoursPerWeek), absence.hoursPerWeek] as Row]
          : []),
        ...(need.reason === 'bonding'
          ? [[say(answerLabels.childArrivalDate), absence.childArrivalDate ?? ''] as Row]
          : []),
        ...(need.reason === 'family-care'
          ? ([
              [say(answerLabels.familyMemberName), absence.familyMemberName],
              [say(answerLabels.relationship), label(relationshipText, absence.relationship)],
            ] as Row[])
          : []),
        ...(claimKindsOf(need).includes('leave')
          ? ([
              [
                say(earlierServiceLabelText.workedBefore),
                label(yesNoText, absence.workedBefore ?? ''),
              ],
              ...(absence.workedBefore === 'yes'
                ? [
                    [say(earlierServiceLabelText.earlierServiceFrom), absence.earlierServiceFrom],
                    [say(earlierServiceLabelText.earlierServiceTo), absence.earlierServiceTo],
                  ]
                : []),
            ] as Row[])
          : []),
      ];
    case 'provider':
      return [
        [say(answerLabels.providerName), provider.providerName],
        [say(answerLabels.providerPhone), provider.providerPhone],
        ...(claimKindsOf(need).includes('disability')
          ? ([
              [say(answerLabels.workRelated), label(yesNoText, provider.workRelated)],
              [
                say(answerLabels.conditionCategory),
                label(conditionCategoryText, provider.conditionCategory),
              ],
            ] as Row[])
          : []),
      ];
    case 'payment':
      return [
        [say(wizardStepHeadings.payment), label(paymentMethodText, payment.method)],
        ...(payment.method === 'direct-deposit'
          ? ([
              [say(answerLabels.routingNumber), payment.routingNumber],
              [say(answerLabels.accountNumber), maskedAccount(payment.accountNumber.slice(-4))],
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
  errors: FieldErrors<string>;
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
  const text = useText();
  const kinds = claimKindsOf(answers.need).map((kind) => text.formatMessage(claimKindText[kind]));
  return (
    <>
      <p>{text.formatMessage(reviewText.filing, { kinds: text.formatList(kinds) })}</p>
      {steps
        .filter((step) => step !== 'review')
        .map((step) => (
          <section key={step} className="claim-review" aria-labelledby={`review-${step}`}>
            <div className="claim-review__header">
              <h3 id={`review-${step}`}>{text.formatMessage(wizardStepHeadings[step])}</h3>
              <button
                type="button"
                className="button button--link"
                disabled={pending}
                onClick={() => onEdit(step)}
              >
                {text.formatMessage(reviewText.edit, {
                  step: text.formatMessage(wizardStepHeadings[step]),
                  hidden: (words) => <span className="visually-hidden">{words}</span>,
                })}
              </button>
            </div>
            <SummaryList className="benefits-summary" rows={reviewRows(step, answers, text)} />
          </section>
        ))}
      <AttestationField
        id={attestationId}
        checked={attested}
        error={errors.attestation}
        onChange={onAttest}
      />
    </>
  );
}
