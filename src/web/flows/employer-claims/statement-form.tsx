// The task 'Employer statement' on a claim's page (docs/product/employer-claims.md): hours worked
// in the 12 months before the absence, weekly earnings, the work schedule and the last day worked;
// on a leave also earlier service, with what the employee said of it, and on bonding leave in
// pieces the employer's agreement. Checked here with the domain's rules before it goes, and the
// server's refusal shown at its field. Given once: the page then shows what was sent.

import { type FormEvent, useState } from 'react';
import {
  employerScheduleAgreementText,
  employerStatementErrors,
  employerStatementLabelText,
  type EmployerStatementField,
  employerStatementPageText,
  type EmployerStatementRequest,
} from '#domain/employer-claims/employer-statement';
import type { EmployerClaimDetail } from '#domain/employer-claims/employer-claims-answers';
import { defineMessages } from '#domain/shared/define-messages';
import { DateField, RadioGroup } from '#web/components/benefits/benefit-fields.tsx';
import { formatDate } from '#web/components/benefits/benefits-format.ts';
import { formatCents } from '#domain/shared/money';
import { useFormCall } from '#web/components/benefits/use-form-call.ts';
import { TextField } from '#web/components/fields/text-field.tsx';
import { SummaryList } from '#web/components/layout/summary-list.tsx';
import { useText } from '#web/language/use-text.ts';
import { getEmployerClaim } from './api/employer-claim.ts';
import { postEmployerStatement } from './api/submit-statement.ts';
import { portalToday } from '#web/lib/portal-day.ts';

const statementText = defineMessages({
  earningsHint: {
    id: 'employer-claims.statement.earningsHint',
    defaultMessage: 'In dollars, for example 1,250.00',
  },
  scheduleHint: { id: 'employer-claims.statement.scheduleHint', defaultMessage: 'Hours per week' },
  sent: {
    id: 'employer-claims.statement.sent',
    defaultMessage: 'Your statement was sent. Thank you.',
  },
  sentOn: {
    id: 'employer-claims.statement.sentOn',
    defaultMessage: 'You sent the statement on {date}.',
    description: '{date} is MM/DD/YYYY.',
  },
  hoursPerWeek: {
    id: 'employer-claims.statement.hoursPerWeek',
    defaultMessage: '{hours} hours per week',
    description: "The work schedule as it was sent: '37.5 hours per week'.",
  },
  yes: { id: 'employer-claims.statement.yes', defaultMessage: 'Yes' },
  no: { id: 'employer-claims.statement.no', defaultMessage: 'No' },
  employeeSaidNone: {
    id: 'employer-claims.statement.employeeSaidNone',
    defaultMessage: 'The employee said they had not.',
  },
  employeeSaidStint: {
    id: 'employer-claims.statement.employeeSaidStint',
    defaultMessage: 'The employee said from {from} to {to}.',
    description: 'Dates MM/DD/YYYY.',
  },
  earlierService: {
    id: 'employer-claims.statement.earlierService',
    defaultMessage: 'From {from} to {to}',
    description: 'Earlier employment as the statement gave it; dates MM/DD/YYYY.',
  },
  earlierServiceExcused: {
    id: 'employer-claims.statement.earlierServiceExcused',
    defaultMessage:
      'From {from} to {to}; the break since then was for military service or a written agreement covers it',
    description: 'Earlier employment whose long break still counts (29 CFR 825.110(b)(2)).',
  },
});

/** What the employee said of earlier service, for the employer to confirm or correct. */
function employeeSaid(claim: EmployerClaimDetail, text: ReturnType<typeof useText>) {
  const said = claim.employeeEarlierService;
  if (said === null) return undefined;
  return said === 'none'
    ? text.formatMessage(statementText.employeeSaidNone)
    : text.formatMessage(statementText.employeeSaidStint, {
        from: formatDate(said.from),
        to: formatDate(said.to),
      });
}

const empty: EmployerStatementRequest = {
  hoursWorked12Months: '',
  weeklyEarnings: '',
  hoursPerWeek: '',
  lastDayWorked: '',
  workedBefore: '',
  earlierServiceFrom: '',
  earlierServiceTo: '',
  breakExcused: false,
  agreesToSchedule: '',
};

const isField = (field: string): field is EmployerStatementField =>
  field in employerStatementLabelText;

export function StatementForm({
  claim,
  onGiven,
}: {
  claim: EmployerClaimDetail;
  /** The claim as it is now, and the sentence that says what happened. */
  onGiven(claim: EmployerClaimDetail, said: string): void;
}) {
  const text = useText();
  const { pending, send, errors, setErrors, showErrors, form } =
    useFormCall<EmployerStatementField>();
  const [values, setValues] = useState(empty);
  const asked = {
    firstDayOfAbsence: claim.firstDayOfAbsence,
    kind: claim.kind,
    asksScheduleAgreement: claim.scheduleAgreement === 'asked',
  };
  const yesNo = {
    yes: text.formatMessage(statementText.yes),
    no: text.formatMessage(statementText.no),
  };
  // A field changed is judged again at the next send: its old message goes now.
  const set = (field: EmployerStatementField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const found = employerStatementErrors(values, asked, portalToday());
    if (Object.keys(found).length > 0) return showErrors(found);
    const given = await send(() => postEmployerStatement(claim.claimNumber, values), {
      activator: 'submit-statement',
      fieldOf: (name) => (isField(name) ? name : null),
      async refused(error) {
        if (error.statusCode !== 409) return false;
        // Given meanwhile (another tab, a colleague): show the claim as it now is.
        const current = await getEmployerClaim(claim.claimNumber).catch(() => undefined);
        const message = (error.body as { message?: string } | undefined)?.message;
        if (current) onGiven(current, message ?? '');
        return current !== undefined;
      },
    });
    if (given) onGiven(given, text.formatMessage(statementText.sent));
  }

  const field = (name: EmployerStatementField, hint?: string) => ({
    id: `statement-${name}`,
    label: text.formatMessage(employerStatementLabelText[name], {
      date: formatDate(claim.firstDayOfAbsence),
    }),
    error: errors[name],
    ...(hint ? { hint } : {}),
  });

  return (
    <form ref={form} className="benefits-form" aria-busy={pending} noValidate onSubmit={submit}>
      <TextField
        {...field('hoursWorked12Months')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={8}
        value={values.hoursWorked12Months}
        onChange={(event) => set('hoursWorked12Months')(event.target.value)}
      />
      <TextField
        {...field('weeklyEarnings', text.formatMessage(statementText.earningsHint))}
        className="benefits-field--short"
        inputMode="decimal"
        autoComplete="off"
        maxLength={16}
        value={values.weeklyEarnings}
        onChange={(event) => set('weeklyEarnings')(event.target.value)}
      />
      <TextField
        {...field('hoursPerWeek', text.formatMessage(statementText.scheduleHint))}
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
      {claim.kind === 'leave' && (
        <RadioGroup
          name="statement-workedBefore"
          legend={field('workedBefore').label}
          hint={employeeSaid(claim, text)}
          labels={yesNo}
          value={values.workedBefore ?? ''}
          error={errors.workedBefore}
          onChange={set('workedBefore')}
        />
      )}
      {claim.kind === 'leave' && values.workedBefore === 'yes' && (
        <>
          <DateField
            {...field('earlierServiceFrom')}
            value={values.earlierServiceFrom ?? ''}
            onValueChange={set('earlierServiceFrom')}
          />
          <DateField
            {...field('earlierServiceTo')}
            value={values.earlierServiceTo ?? ''}
            onValueChange={set('earlierServiceTo')}
          />
          <label className="checkbox">
            <input
              type="checkbox"
              name="breakExcused"
              checked={values.breakExcused ?? false}
              onChange={(event) =>
                setValues((current) => ({ ...current, breakExcused: event.target.checked }))
              }
            />
            <span>{field('breakExcused').label}</span>
          </label>
        </>
      )}
      {asked.asksScheduleAgreement && (
        <RadioGroup
          name="statement-agreesToSchedule"
          legend={field('agreesToSchedule').label}
          hint={text.formatMessage(employerScheduleAgreementText.hint)}
          labels={yesNo}
          value={values.agreesToSchedule ?? ''}
          error={errors.agreesToSchedule}
          onChange={set('agreesToSchedule')}
        />
      )}
      <div className="button-row">
        <button
          id="submit-statement"
          type="submit"
          className="button button--primary"
          disabled={pending}
        >
          {text.formatMessage(employerStatementPageText.submit)}
        </button>
      </div>
    </form>
  );
}

const hoursFormat = new Intl.NumberFormat('en-US');

/** A leave statement's earlier service and agreement to the schedule, where it gave them. */
function givenLeaveRows(
  statement: NonNullable<EmployerClaimDetail['statement']>,
  label: (field: EmployerStatementField) => string,
  text: ReturnType<typeof useText>,
): [string, string][] {
  const rows: [string, string][] = [];
  const earlier = statement.earlierService;
  if (earlier !== null) {
    rows.push([
      label('workedBefore'),
      earlier === 'none'
        ? text.formatMessage(statementText.no)
        : text.formatMessage(
            earlier.breakExcused
              ? statementText.earlierServiceExcused
              : statementText.earlierService,
            { from: formatDate(earlier.from), to: formatDate(earlier.to) },
          ),
    ]);
  }
  if (statement.agreesToSchedule !== null) {
    const answer = statement.agreesToSchedule ? statementText.yes : statementText.no;
    rows.push([label('agreesToSchedule'), text.formatMessage(answer)]);
  }
  return rows;
}

/** The statement as it was sent. */
export function GivenStatement({
  statement,
  firstDayOfAbsence,
}: {
  statement: NonNullable<EmployerClaimDetail['statement']>;
  firstDayOfAbsence: string;
}) {
  const text = useText();
  const label = (field: EmployerStatementField) =>
    text.formatMessage(employerStatementLabelText[field], {
      date: formatDate(firstDayOfAbsence),
    });
  return (
    <>
      <p>{text.formatMessage(statementText.sentOn, { date: formatDate(statement.givenAt) })}</p>
      <SummaryList
        className="benefits-summary"
        rows={[
          [label('hoursWorked12Months'), hoursFormat.format(statement.hoursWorked12Months)],
          [label('weeklyEarnings'), formatCents(statement.weeklyEarningsCents)],
          [
            label('hoursPerWeek'),
            text.formatMessage(statementText.hoursPerWeek, {
              hours: hoursFormat.format(statement.scheduledHoursPerWeek),
            }),
          ],
          [label('lastDayWorked'), formatDate(statement.lastDayWorked)],
          ...givenLeaveRows(statement, label, text),
        ]}
      />
    </>
  );
}
