// The fields of the wizard's first four steps (DESIGN.md section 11.1), labelled word for
// word. A field that does not apply is not shown, but its answer is kept: going back to a
// choice brings back what was typed under it.

import {
  absenceReasonLabels,
  conditionCategoryLabels,
  paymentMethodLabels,
  relationshipLabels,
  scheduleLabels,
} from '#domain/shared/claim-terms';
import {
  type AbsenceAnswers,
  claimKindsOf,
  claimLimits,
  type NeedAnswers,
  type PaymentAnswers,
  type ProviderAnswers,
  type StepErrors,
  wizardStepHeadings,
} from '#domain/claims/claim-wizard';
import { DigitsField } from '#web/components/fields/digits-field.tsx';
import { PhoneNumberField } from '#web/components/fields/phone-number-field.tsx';
import { TextField } from '#web/components/fields/text-field.tsx';
import { DateField, RadioGroup } from '#web/components/benefits/benefit-fields.tsx';

export const yesNoLabels = { yes: 'Yes', no: 'No' } as const;

export const fmlaLabel = 'Also request family medical leave (FMLA) for this absence';

interface StepProps<Answers> {
  answers: Answers;
  errors: StepErrors;
  onChange(change: Partial<Answers>): void;
}

export function NeedStep({ answers, errors, onChange }: StepProps<NeedAnswers>) {
  const fmla = (
    <label className="checkbox claim-choices__follow-up">
      <input
        type="checkbox"
        name="alsoFmla"
        checked={answers.alsoFmla}
        onChange={(event) => onChange({ alsoFmla: event.target.checked })}
      />
      <span>{fmlaLabel}</span>
    </label>
  );
  return (
    <RadioGroup
      name="reason"
      legend={wizardStepHeadings.need}
      legendHidden
      labels={absenceReasonLabels}
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
  return (
    <>
      <DateField
        id="lastDayWorked"
        label="Last day worked"
        value={answers.lastDayWorked}
        error={errors.lastDayWorked}
        onValueChange={(lastDayWorked) => onChange({ lastDayWorked })}
      />
      <DateField
        id="firstDayOfAbsence"
        label="First day of absence"
        value={answers.firstDayOfAbsence}
        error={errors.firstDayOfAbsence}
        onValueChange={(firstDayOfAbsence) => onChange({ firstDayOfAbsence })}
      />
      <DateField
        id="expectedReturn"
        label="Expected return to work"
        value={answers.expectedReturn}
        error={errors.expectedReturn}
        onValueChange={(expectedReturn) => onChange({ expectedReturn })}
      />
      <RadioGroup
        name="schedule"
        legend="Schedule"
        labels={scheduleLabels}
        value={answers.schedule}
        error={errors.schedule}
        onChange={(schedule) => onChange({ schedule })}
      />
      {answers.schedule === 'intermittent' && (
        <>
          <TextField
            id="howOften"
            label="How often"
            hint="For example, 2 days a month"
            maxLength={claimLimits.textMax}
            value={answers.howOften}
            error={errors.howOften}
            onChange={(event) => onChange({ howOften: event.target.value })}
          />
          <TextField
            id="howLong"
            label="How long each time"
            hint="For example, 1 day"
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
          label="Hours per week"
          hint="The hours you can work each week"
          className="benefits-field--short"
          inputMode="decimal"
          maxLength={5}
          value={answers.hoursPerWeek}
          error={errors.hoursPerWeek}
          onChange={(event) => onChange({ hoursPerWeek: event.target.value })}
        />
      )}
      {need.reason === 'family-care' && (
        <>
          <TextField
            id="familyMemberName"
            label="Family member's name"
            maxLength={claimLimits.nameMax}
            value={answers.familyMemberName}
            error={errors.familyMemberName}
            onChange={(event) => onChange({ familyMemberName: event.target.value })}
          />
          <RadioGroup
            name="relationship"
            legend="Relationship"
            labels={relationshipLabels}
            value={answers.relationship}
            error={errors.relationship}
            onChange={(relationship) => onChange({ relationship })}
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
  return (
    <>
      <TextField
        id="providerName"
        label="Provider name"
        autoComplete="off"
        maxLength={claimLimits.nameMax}
        value={answers.providerName}
        error={errors.providerName}
        onChange={(event) => onChange({ providerName: event.target.value })}
      />
      <PhoneNumberField
        id="providerPhone"
        label="Provider phone"
        hint="(###) ###-####"
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
            legend="Is this related to your work?"
            labels={yesNoLabels}
            value={answers.workRelated}
            error={errors.workRelated}
            onChange={(workRelated) => onChange({ workRelated })}
          />
          <RadioGroup
            name="conditionCategory"
            legend="Condition category"
            labels={conditionCategoryLabels}
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
  return (
    <>
      <RadioGroup
        name="method"
        legend={wizardStepHeadings.payment}
        legendHidden
        labels={paymentMethodLabels}
        value={answers.method}
        error={errors.method}
        onChange={(method) => onChange({ method })}
      />
      {answers.method === 'direct-deposit' && (
        <>
          <DigitsField
            id="routingNumber"
            label="Routing number"
            hint="9 digits"
            className="benefits-field--short"
            autoComplete="off"
            maxLength={9}
            value={answers.routingNumber}
            error={errors.routingNumber}
            onValueChange={(routingNumber) => onChange({ routingNumber })}
          />
          <DigitsField
            id="accountNumber"
            label="Account number"
            hint={`${claimLimits.accountMin} to ${claimLimits.accountMax} digits`}
            autoComplete="off"
            maxLength={claimLimits.accountMax}
            value={answers.accountNumber}
            error={errors.accountNumber}
            onValueChange={(accountNumber) => onChange({ accountNumber })}
          />
          <DigitsField
            id="confirmAccountNumber"
            label="Confirm account number"
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
