// The fields of the wizard's first four steps (docs/product/claims.md), labelled word for
// word. A field that does not apply is not shown, but its answer is kept: going back to a
// choice brings back what was typed under it.

import {
  absenceReasonText,
  conditionCategoryText,
  paymentMethodText,
  relationshipText,
  scheduleText,
} from '#domain/shared/claim-terms';
import {
  type AbsenceAnswers,
  claimKindsOf,
  claimLimits,
  type NeedAnswers,
  type PaymentAnswers,
  type ProviderAnswers,
  wizardStepHeadings,
} from '#domain/claims/claim-wizard';
import { defineMessages } from '#domain/shared/define-messages';
import { earlierServiceLabelText } from '#domain/shared/earlier-service';
import { DigitsField } from '#web/components/fields/digits-field.tsx';
import { PhoneNumberField } from '#web/components/fields/phone-number-field.tsx';
import { TextField } from '#web/components/fields/text-field.tsx';
import { DateField, RadioGroup } from '#web/components/benefits/benefit-fields.tsx';
import type { FieldErrors } from '#web/components/benefits/use-form-call.ts';
import { useText } from '#web/language/use-text.ts';
import { answerLabels, saidLabels, yesNoText } from './claim-words.ts';

const hintText = defineMessages({
  howOften: { id: 'claims.hint.howOften', defaultMessage: 'For example, 2 days a month' },
  howLong: { id: 'claims.hint.howLong', defaultMessage: 'For example, 1 day' },
  hoursPerWeek: {
    id: 'claims.hint.hoursPerWeek',
    defaultMessage: 'The hours you can work each week',
  },
  routingNumber: { id: 'claims.hint.routingNumber', defaultMessage: '9 digits' },
  accountNumber: { id: 'claims.hint.accountNumber', defaultMessage: '{min} to {max} digits' },
});

/** How a phone number is typed: a pattern, the same in every language. */
const phonePattern = '(###) ###-####';

interface StepProps<Answers> {
  answers: Answers;
  errors: FieldErrors<string>;
  onChange(change: Partial<Answers>): void;
}

export function NeedStep({ answers, errors, onChange }: StepProps<NeedAnswers>) {
  const text = useText();
  const fmla = (
    <label className="checkbox claim-choices__follow-up">
      <input
        type="checkbox"
        name="alsoFmla"
        checked={answers.alsoFmla}
        onChange={(event) => onChange({ alsoFmla: event.target.checked })}
      />
      <span>{text.formatMessage(answerLabels.fmla)}</span>
    </label>
  );
  return (
    <RadioGroup
      name="reason"
      legend={text.formatMessage(wizardStepHeadings.need)}
      legendHidden
      labels={saidLabels(text, absenceReasonText)}
      value={answers.reason}
      error={errors.reason}
      onChange={(reason) => onChange({ reason })}
      after={answers.reason === 'own-health' ? { 'own-health': fmla } : {}}
    />
  );
}

export function AbsenceStep({
  answers,
  errors,
  onChange,
  need,
}: StepProps<AbsenceAnswers> & { need: NeedAnswers }) {
  const text = useText();
  return (
    <>
      <DateField
        id="lastDayWorked"
        label={text.formatMessage(answerLabels.lastDayWorked)}
        value={answers.lastDayWorked}
        error={errors.lastDayWorked}
        onValueChange={(lastDayWorked) => onChange({ lastDayWorked })}
      />
      <DateField
        id="firstDayOfAbsence"
        label={text.formatMessage(answerLabels.firstDayOfAbsence)}
        value={answers.firstDayOfAbsence}
        error={errors.firstDayOfAbsence}
        onValueChange={(firstDayOfAbsence) => onChange({ firstDayOfAbsence })}
      />
      <DateField
        id="expectedReturn"
        label={text.formatMessage(answerLabels.expectedReturn)}
        value={answers.expectedReturn}
        error={errors.expectedReturn}
        onValueChange={(expectedReturn) => onChange({ expectedReturn })}
      />
      <RadioGroup
        name="schedule"
        legend={text.formatMessage(answerLabels.schedule)}
        labels={saidLabels(text, scheduleText)}
        value={answers.schedule}
        error={errors.schedule}
        onChange={(schedule) => onChange({ schedule })}
      />
      {answers.schedule === 'intermittent' && (
        <>
          <TextField
            id="howOften"
            label={text.formatMessage(answerLabels.howOften)}
            hint={text.formatMessage(hintText.howOften)}
            maxLength={claimLimits.textMax}
            value={answers.howOften}
            error={errors.howOften}
            onChange={(event) => onChange({ howOften: event.target.value })}
          />
          <TextField
            id="howLong"
            label={text.formatMessage(answerLabels.howLong)}
            hint={text.formatMessage(hintText.howLong)}
            maxLength={claimLimits.textMax}
            value={answers.howLong}
            error={errors.howLong}
            onChange={(event) => onChange({ howLong: event.target.value })}
          />
        </>
      )}
      {answers.schedule === 'reduced' && (
        <TextField
          id="hoursPerWeek"
          label={text.formatMessage(answerLabels.hoursPerWeek)}
          hint={text.formatMessage(hintText.hoursPerWeek)}
          className="benefits-field--short"
          inputMode="decimal"
          maxLength={5}
          value={answers.hoursPerWeek}
          error={errors.hoursPerWeek}
          onChange={(event) => onChange({ hoursPerWeek: event.target.value })}
        />
      )}
      {need.reason === 'bonding' && (
        <DateField
          id="childArrivalDate"
          label={text.formatMessage(answerLabels.childArrivalDate)}
          value={answers.childArrivalDate ?? ''}
          error={errors.childArrivalDate}
          onValueChange={(childArrivalDate) => onChange({ childArrivalDate })}
        />
      )}
      {need.reason === 'family-care' && (
        <>
          <TextField
            id="familyMemberName"
            label={text.formatMessage(answerLabels.familyMemberName)}
            maxLength={claimLimits.nameMax}
            value={answers.familyMemberName}
            error={errors.familyMemberName}
            onChange={(event) => onChange({ familyMemberName: event.target.value })}
          />
          <RadioGroup
            name="relationship"
            legend={text.formatMessage(answerLabels.relationship)}
            labels={saidLabels(text, relationshipText)}
            value={answers.relationship}
            error={errors.relationship}
            onChange={(relationship) => onChange({ relationship })}
          />
        </>
      )}
      {claimKindsOf(need).includes('leave') && (
        <EarlierService answers={answers} errors={errors} onChange={onChange} />
      )}
    </>
  );
}

/** A leave's 'Have you worked for this employer before?', with the stint's days for a Yes. */
function EarlierService({ answers, errors, onChange }: StepProps<AbsenceAnswers>) {
  const text = useText();
  const label = earlierServiceLabelText;
  return (
    <>
      <RadioGroup
        name="workedBefore"
        legend={text.formatMessage(label.workedBefore)}
        labels={saidLabels(text, yesNoText)}
        value={answers.workedBefore ?? ''}
        error={errors.workedBefore}
        onChange={(workedBefore) => onChange({ workedBefore })}
      />
      {answers.workedBefore === 'yes' && (
        <>
          <DateField
            id="earlierServiceFrom"
            label={text.formatMessage(label.earlierServiceFrom)}
            value={answers.earlierServiceFrom ?? ''}
            error={errors.earlierServiceFrom}
            onValueChange={(earlierServiceFrom) => onChange({ earlierServiceFrom })}
          />
          <DateField
            id="earlierServiceTo"
            label={text.formatMessage(label.earlierServiceTo)}
            value={answers.earlierServiceTo ?? ''}
            error={errors.earlierServiceTo}
            onValueChange={(earlierServiceTo) => onChange({ earlierServiceTo })}
          />
        </>
      )}
    </>
  );
}

export function ProviderStep({
  answers,
  errors,
  onChange,
  need,
}: StepProps<ProviderAnswers> & { need: NeedAnswers }) {
  const text = useText();
  return (
    <>
      <TextField
        id="providerName"
        label={text.formatMessage(answerLabels.providerName)}
        autoComplete="off"
        maxLength={claimLimits.nameMax}
        value={answers.providerName}
        error={errors.providerName}
        onChange={(event) => onChange({ providerName: event.target.value })}
      />
      <PhoneNumberField
        id="providerPhone"
        label={text.formatMessage(answerLabels.providerPhone)}
        hint={phonePattern}
        className="benefits-field--short"
        autoComplete="off"
        value={answers.providerPhone}
        error={errors.providerPhone}
        onValueChange={(providerPhone) => onChange({ providerPhone })}
      />
      {claimKindsOf(need).includes('disability') && (
        <>
          <RadioGroup
            name="workRelated"
            legend={text.formatMessage(answerLabels.workRelated)}
            labels={saidLabels(text, yesNoText)}
            value={answers.workRelated}
            error={errors.workRelated}
            onChange={(workRelated) => onChange({ workRelated })}
          />
          <RadioGroup
            name="conditionCategory"
            legend={text.formatMessage(answerLabels.conditionCategory)}
            labels={saidLabels(text, conditionCategoryText)}
            value={answers.conditionCategory}
            error={errors.conditionCategory}
            onChange={(conditionCategory) => onChange({ conditionCategory })}
          />
        </>
      )}
    </>
  );
}

export function PaymentStep({ answers, errors, onChange }: StepProps<PaymentAnswers>) {
  const text = useText();
  return (
    <>
      <RadioGroup
        name="method"
        legend={text.formatMessage(wizardStepHeadings.payment)}
        legendHidden
        labels={saidLabels(text, paymentMethodText)}
        value={answers.method}
        error={errors.method}
        onChange={(method) => onChange({ method })}
      />
      {answers.method === 'direct-deposit' && (
        <>
          <DigitsField
            id="routingNumber"
            label={text.formatMessage(answerLabels.routingNumber)}
            hint={text.formatMessage(hintText.routingNumber)}
            className="benefits-field--short"
            autoComplete="off"
            maxLength={9}
            value={answers.routingNumber}
            error={errors.routingNumber}
            onValueChange={(routingNumber) => onChange({ routingNumber })}
          />
          <DigitsField
            id="accountNumber"
            label={text.formatMessage(answerLabels.accountNumber)}
            hint={text.formatMessage(hintText.accountNumber, {
              min: claimLimits.accountMin,
              max: claimLimits.accountMax,
            })}
            autoComplete="off"
            maxLength={claimLimits.accountMax}
            value={answers.accountNumber}
            error={errors.accountNumber}
            onValueChange={(accountNumber) => onChange({ accountNumber })}
          />
          <DigitsField
            id="confirmAccountNumber"
            label={text.formatMessage(answerLabels.confirmAccountNumber)}
            autoComplete="off"
            maxLength={claimLimits.accountMax}
            value={answers.confirmAccountNumber}
            error={errors.confirmAccountNumber}
            onValueChange={(confirmAccountNumber) => onChange({ confirmAccountNumber })}
          />
        </>
      )}
    </>
  );
}
