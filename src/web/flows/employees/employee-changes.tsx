// The changes an employer makes on an employee's page (docs/product/census.md#changes-an-employer-makes):
// 'Change earnings' and 'End employment', each checked here by the domain's rule before the call
// and again by the server; once recorded, the page shows the employee as the server now has them
// and says what changed.

import { type FormEvent, useLayoutEffect, useRef, useState } from 'react';
import { coverageEndForLastDayWorked } from '#domain/coverage/member-coverage';
import {
  checkEarningsChange,
  checkEndEmployment,
  type EmployeeOnRecord,
  employeeChangeText,
  type EmploymentEnd,
} from '#domain/employees/employee-changes';
import type { EmployeeRecord } from '#domain/employees/employees-answers';
import type { Sentence } from '#domain/shared/claim-terms';
import { DateField } from '#web/components/benefits/benefit-fields.tsx';
import { formatDate } from '#web/components/benefits/benefits-format.ts';
import { useFormCall } from '#web/components/benefits/use-form-call.ts';
import { TextField } from '#web/components/fields/text-field.tsx';
import { useText } from '#web/language/use-text.ts';
import { postChangeEarnings } from './api/change-earnings.ts';
import { postEndEmployment } from './api/end-employment.ts';
import { portalToday } from '#web/lib/portal-day.ts';

/** What the domain's checks read of the page's answer: the history stands for the rows. */
function onRecord(record: EmployeeRecord): EmployeeOnRecord {
  return {
    hireDate: record.hireDate,
    employment: record.employment.map((row, index) => ({ ...row, recordedSequence: index })),
    coverage: record.plans.flatMap((plan) =>
      plan.history.map((row, index) => ({
        planId: plan.kind,
        validFrom: row.validFrom,
        recordedSequence: index,
        enrolled: row.enrolled,
        effectiveDate: row.effectiveDate,
        endDate: row.endDate,
        election: null,
      })),
    ),
  };
}

interface ChangeProps {
  record: EmployeeRecord;
  /** The employee as the server now has them, and the sentence that says what changed. */
  onChanged(record: EmployeeRecord, said: Sentence): void;
}

function ChangeEarningsForm({ record, onChanged }: ChangeProps) {
  const text = useText();
  const { pending, send, errors, setErrors, showErrors, form } = useFormCall<
    'annualEarnings' | 'effectiveDate'
  >();
  const [annualEarnings, setAnnualEarnings] = useState('');
  const [effectiveDate, setEffectiveDate] = useState('');

  async function change(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const request = { annualEarnings, effectiveDate };
    const checked = checkEarningsChange(request, onRecord(record), portalToday());
    if (!checked.ok) return showErrors({ [checked.field]: checked.message });
    const changed = await send(() => postChangeEarnings(record.memberId, request), {
      activator: 'change-earnings',
      fieldOf: (field) => (field === 'annualEarnings' ? 'annualEarnings' : 'effectiveDate'),
    });
    if (!changed) return;
    setErrors({});
    setAnnualEarnings('');
    setEffectiveDate('');
    onChanged(changed, {
      message: employeeChangeText.earningsChanged,
      values: { date: formatDate(checked.change.from) },
    });
  }

  return (
    <section className="benefits-subsection" aria-labelledby="change-earnings-heading">
      <h3 id="change-earnings-heading">{text.formatMessage(employeeChangeText.changeEarnings)}</h3>
      <form ref={form} className="benefits-form" aria-busy={pending} noValidate onSubmit={change}>
        <TextField
          id="change-earnings-amount"
          label={text.formatMessage(employeeChangeText.annualEarnings)}
          className="benefits-field--short"
          inputMode="decimal"
          maxLength={20}
          autoComplete="off"
          value={annualEarnings}
          error={errors.annualEarnings}
          onChange={(event) => setAnnualEarnings(event.target.value)}
        />
        <DateField
          id="change-earnings-date"
          label={text.formatMessage(employeeChangeText.effectiveDate)}
          value={effectiveDate}
          error={errors.effectiveDate}
          onValueChange={setEffectiveDate}
        />
        <div className="button-row">
          <button
            id="change-earnings"
            type="submit"
            className="button button--primary"
            disabled={pending}
          >
            {text.formatMessage(employeeChangeText.changeEarnings)}
          </button>
        </div>
      </form>
    </section>
  );
}

/**
 * 'End employment': the last day worked, checked, then asked about first (it cannot be undone
 * here); the question takes focus, and 'No, keep it' returns focus to the button.
 */
function EndEmploymentForm({ record, onChanged }: ChangeProps) {
  const text = useText();
  const { pending, send, errors, setErrors, showErrors, form } = useFormCall<'lastDayWorked'>();
  const [lastDayWorked, setLastDayWorked] = useState('');
  const [asking, setAsking] = useState<EmploymentEnd | null>(null);
  const question = useRef<HTMLParagraphElement>(null);
  const start = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);

  useLayoutEffect(() => {
    if (asking) question.current?.focus();
    else if (asked.current) start.current?.focus();
    asked.current = asking !== null;
  }, [asking]);

  function ask(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const checked = checkEndEmployment({ lastDayWorked }, onRecord(record), portalToday());
    if (!checked.ok) return showErrors({ [checked.field]: checked.message });
    setErrors({});
    setAsking(checked.change);
  }

  async function end(change: EmploymentEnd) {
    const changed = await send(() => postEndEmployment(record.memberId, { lastDayWorked }), {
      activator: 'end-employment-confirm',
      fieldOf: () => 'lastDayWorked',
    });
    setAsking(null);
    if (!changed) return;
    setLastDayWorked('');
    onChanged(changed, {
      message: employeeChangeText.employmentEnded,
      values: {
        lastDay: formatDate(change.lastDayWorked),
        coverageEnd: formatDate(coverageEndForLastDayWorked(change.lastDayWorked)),
      },
    });
  }

  return (
    <section className="benefits-subsection" aria-labelledby="end-employment-heading">
      <h3 id="end-employment-heading">{text.formatMessage(employeeChangeText.endEmployment)}</h3>
      <form ref={form} className="benefits-form" aria-busy={pending} noValidate onSubmit={ask}>
        <DateField
          id="end-employment-date"
          label={text.formatMessage(employeeChangeText.lastDayWorked)}
          value={lastDayWorked}
          error={errors.lastDayWorked}
          onValueChange={(value) => {
            setLastDayWorked(value);
            setAsking(null);
          }}
        />
        {asking ? (
          <div className="benefits-confirm">
            <p ref={question} tabIndex={-1}>
              {text.formatMessage(employeeChangeText.endQuestion, {
                name: record.name,
                lastDay: formatDate(asking.lastDayWorked),
                coverageEnd: formatDate(coverageEndForLastDayWorked(asking.lastDayWorked)),
              })}
            </p>
            <div className="button-row">
              <button
                id="end-employment-confirm"
                type="button"
                className="button button--primary"
                disabled={pending}
                onClick={() => void end(asking)}
              >
                {text.formatMessage(employeeChangeText.endYes)}
              </button>
              <button
                type="button"
                className="button button--secondary"
                disabled={pending}
                onClick={() => setAsking(null)}
              >
                {text.formatMessage(employeeChangeText.endNo)}
              </button>
            </div>
          </div>
        ) : (
          <div className="button-row">
            <button
              ref={start}
              id="end-employment"
              type="submit"
              className="button button--secondary"
              disabled={pending}
            >
              {text.formatMessage(employeeChangeText.endEmployment)}
            </button>
          </div>
        )}
      </form>
    </section>
  );
}

/** Both changes, for an employee whose employment has not ended. */
export function EmployeeChanges(props: ChangeProps) {
  return (
    <>
      <ChangeEarningsForm {...props} />
      <EndEmploymentForm {...props} />
    </>
  );
}
