// The task 'Employer statement' on a claim's page (DESIGN.md 11.3): hours worked in the last
// 12 months, weekly earnings, the work schedule and the last day worked, checked here with the
// domain's rules before it goes, and the server's refusal shown at its field. Given once: the
// page then shows what was sent.

import { type FormEvent, useState } from 'react';
import {
  employerStatementErrors,
  employerStatementLabels,
  type EmployerStatementField,
  type EmployerStatementRequest,
  submitStatementText,
} from '#domain/claims/employer-statement';
import { isoDay } from '#domain/claims/claim-wizard';
import type { EmployerClaimDetail } from '#domain/employer-claims/employer-claims-answers';
import { DateField, useFirstErrorFocus } from '#web/components/benefits/benefit-fields.tsx';
import { formatCents, formatDate } from '#web/components/benefits/benefits-format.ts';
import {
  fieldRefusal,
  statusOf,
  useCallFailure,
} from '#web/components/benefits/use-benefits-data.tsx';
import { TextField } from '#web/components/fields/text-field.tsx';
import { SummaryList } from '#web/components/layout/summary-list.tsx';
import type { ApiError } from '#web/lib/api-client.ts';
import { getEmployerClaim } from './api/employer-claim.ts';
import { postEmployerStatement } from './api/submit-statement.ts';

const empty: EmployerStatementRequest = {
  hoursWorked12Months: '',
  weeklyEarnings: '',
  hoursPerWeek: '',
  lastDayWorked: '',
};

type Errors = Partial<Record<EmployerStatementField, string>>;

const isField = (field: string): field is EmployerStatementField =>
  field in employerStatementLabels;

export function StatementForm({
  claim,
  onGiven,
}: {
  claim: EmployerClaimDetail;
  /** The claim as it is now, and the sentence that says what happened. */
  onGiven(claim: EmployerClaimDetail, said: string): void;
}) {
  const failed = useCallFailure();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);
  const [form, focusFirstError] = useFirstErrorFocus();
  // A field changed is judged again at the next send: its old message goes now.
  const set = (field: EmployerStatementField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function showErrors(found: Errors) {
    setErrors(found);
    focusFirstError();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const found = employerStatementErrors(values, claim, isoDay(new Date()));
    if (Object.keys(found).length > 0) return showErrors(found);
    setPending(true);
    try {
      const given = await postEmployerStatement(claim.claimNumber, values);
      if (given) onGiven(given, 'Your statement was sent. Thank you.');
    } catch (error) {
      const refused = fieldRefusal(error);
      if (refused && isField(refused.field))
        return showErrors({ [refused.field]: refused.message });
      if (statusOf(error) === 409) {
        // Given meanwhile (another tab, a colleague): show the claim as it now is.
        const current = await getEmployerClaim(claim.claimNumber).catch(() => undefined);
        const message = ((error as ApiError).body as { message?: string } | undefined)?.message;
        if (current) return onGiven(current, message ?? '');
      }
      failed(error, '#submit-statement');
    } finally {
      setPending(false);
    }
  }

  const field = (name: EmployerStatementField, hint?: string) => ({
    id: `statement-${name}`,
    label: employerStatementLabels[name],
    error: errors[name],
    ...(hint ? { hint } : {}),
  });

  return (
    <form ref={form} className="benefits-form" noValidate onSubmit={submit}>
      <TextField
        {...field('hoursWorked12Months')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={8}
        value={values.hoursWorked12Months}
        onChange={(event) => set('hoursWorked12Months')(event.target.value)}
      />
      <TextField
        {...field('weeklyEarnings', 'In dollars, for example 1,250.00')}
        className="benefits-field--short"
        inputMode="decimal"
        autoComplete="off"
        maxLength={16}
        value={values.weeklyEarnings}
        onChange={(event) => set('weeklyEarnings')(event.target.value)}
      />
      <TextField
        {...field('hoursPerWeek', 'Hours per week')}
        className="benefits-field--short"
        inputMode="decimal"
        autoComplete="off"
        maxLength={5}
        value={values.hoursPerWeek}
        onChange={(event) => set('hoursPerWeek')(event.target.value)}
      />
      <DateField
        {...field('lastDayWorked')}
        value={values.lastDayWorked}
        onValueChange={set('lastDayWorked')}
      />
      <div className="button-row">
        <button
          id="submit-statement"
          type="submit"
          className="button button--primary"
          disabled={pending}
        >
          {submitStatementText}
        </button>
      </div>
    </form>
  );
}

const hoursFormat = new Intl.NumberFormat('en-US');

/** The statement as it was sent. */
export function GivenStatement({
  statement,
}: {
  statement: NonNullable<EmployerClaimDetail['statement']>;
}) {
  return (
    <>
      <p>You sent the statement on {formatDate(statement.givenAt)}.</p>
      <SummaryList
        className="benefits-summary"
        rows={[
          [
            employerStatementLabels.hoursWorked12Months,
            hoursFormat.format(statement.hoursWorked12Months),
          ],
          [employerStatementLabels.weeklyEarnings, formatCents(statement.weeklyEarningsCents)],
          [
            employerStatementLabels.hoursPerWeek,
            `${hoursFormat.format(statement.scheduledHoursPerWeek)} hours per week`,
          ],
          [employerStatementLabels.lastDayWorked, formatDate(statement.lastDayWorked)],
        ]}
      />
    </>
  );
}
