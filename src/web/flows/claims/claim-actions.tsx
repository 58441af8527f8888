// What a person can do on a claim's page: report intermittent time taken, and withdraw a
// request still 'Submitted' or 'In review'. Each answers with the claim as it is now.

import { type FormEvent, useState } from 'react';
import type { ClaimDetail } from '#domain/claims/claims-answers';
import { isoDay } from '#domain/claims/claim-wizard';
import { leaveTimeErrors } from '#domain/claims/leave-time';
import { TextField } from '#web/components/fields/text-field.tsx';
import { postReportTime } from './api/report-time.ts';
import { postWithdrawClaim } from './api/withdraw-claim.ts';
import { AskFirst } from '#web/components/benefits/ask-first.tsx';
import { DateField, useFirstErrorFocus } from '#web/components/benefits/benefit-fields.tsx';
import { fieldRefusal, useCallFailure } from '#web/components/benefits/use-benefits-data.tsx';

type TimeField = 'date' | 'hours';

export function ReportTimeForm({
  claimNumber,
  firstDayOfAbsence,
  onReported,
}: {
  claimNumber: string;
  firstDayOfAbsence: string;
  onReported(claim: ClaimDetail, said: string): void;
}) {
  const failed = useCallFailure();
  const [date, setDate] = useState('');
  const [hours, setHours] = useState('');
  const [errors, setErrors] = useState<Partial<Record<TimeField, string>>>({});
  const [pending, setPending] = useState(false);
  const [form, focusFirstError] = useFirstErrorFocus();

  function showErrors(found: Partial<Record<TimeField, string>>) {
    setErrors(found);
    focusFirstError();
  }

  async function report(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    // The server's rule, judged here first: a date of the leave up to today, quarter hours.
    const refusal = leaveTimeErrors(
      { date, hours: hours.trim() === '' ? Number.NaN : Number(hours) },
      { firstDayOfAbsence },
      isoDay(new Date()),
    );
    if (refusal) return showErrors({ [refusal.field]: refusal.message });
    setPending(true);
    try {
      const claim = await postReportTime(claimNumber, { date, hours: Number(hours) });
      if (!claim) return;
      setErrors({});
      setDate('');
      setHours('');
      onReported(claim, `We recorded ${hours} hours on ${date}.`);
    } catch (error) {
      const refused = fieldRefusal(error);
      if (refused) showErrors({ [refused.field === 'hours' ? 'hours' : 'date']: refused.message });
      else failed(error, '#report-time');
    } finally {
      setPending(false);
    }
  }

  return (
    <section aria-labelledby="report-time-heading">
      <h2 id="report-time-heading">Report time taken</h2>
      <form ref={form} className="benefits-form" noValidate onSubmit={report}>
        <DateField
          id="time-date"
          label="Date"
          value={date}
          error={errors.date}
          onValueChange={setDate}
        />
        <TextField
          id="time-hours"
          label="Hours"
          className="benefits-field--short"
          inputMode="decimal"
          maxLength={5}
          value={hours}
          error={errors.hours}
          onChange={(event) => setHours(event.target.value)}
        />
        <div className="button-row">
          <button
            id="report-time"
            type="submit"
            className="button button--primary"
            disabled={pending}
          >
            Report time taken
          </button>
        </div>
      </form>
    </section>
  );
}

export const withdrawQuestion =
  'Do you want to withdraw this request? We will stop reviewing it, and this cannot be undone.';

export function WithdrawRequest({
  claimNumber,
  onWithdrawn,
}: {
  claimNumber: string;
  onWithdrawn(claim: ClaimDetail): void;
}) {
  const failed = useCallFailure();
  const [pending, setPending] = useState(false);

  async function withdraw() {
    if (pending) return;
    setPending(true);
    try {
      const claim = await postWithdrawClaim(claimNumber);
      if (claim) onWithdrawn(claim);
    } catch (error) {
      failed(error, '#withdraw-confirm');
      setPending(false);
    }
  }

  return (
    <AskFirst
      start="Withdraw this request"
      question={withdrawQuestion}
      yes="Yes, withdraw this request"
      no="Keep this request"
      yesId="withdraw-confirm"
      pending={pending}
      onYes={() => void withdraw()}
    />
  );
}
