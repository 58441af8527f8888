// What a person can do on a claim's page: report intermittent time taken, and withdraw a
// request still 'Submitted' or 'In review'. Each answers with the claim as it is now.

import { type FormEvent, useState } from 'react';
import type { ClaimDetail } from '#domain/claims/claims-answers';
import type { Sentence } from '#domain/shared/claim-terms';
import { defineMessages } from '#domain/shared/define-messages';
import { leaveTimeErrors } from '#domain/claims/leave-time';
import { TextField } from '#web/components/fields/text-field.tsx';
import { useText } from '#web/language/use-text.ts';
import { postReportTime } from './api/report-time.ts';
import { postWithdrawClaim } from './api/withdraw-claim.ts';
import { AskFirst } from '#web/components/benefits/ask-first.tsx';
import { DateField } from '#web/components/benefits/benefit-fields.tsx';
import { useFormCall } from '#web/components/benefits/use-form-call.ts';
import { portalToday } from '#web/lib/portal-day.ts';

export const claimActionsText = defineMessages({
  reportTime: {
    id: 'claims.reportTime.heading',
    defaultMessage: 'Report time taken',
    description: 'Heading and button: report a day of intermittent leave taken.',
  },
  date: { id: 'claims.reportTime.date', defaultMessage: 'Date' },
  hours: { id: 'claims.reportTime.hours', defaultMessage: 'Hours' },
  recorded: {
    id: 'claims.reportTime.recorded',
    defaultMessage: 'We recorded {hours} hours on {date}.',
    description: '{date} is MM/DD/YYYY; {hours} may have decimals, as 4.5.',
  },
  withdraw: { id: 'claims.withdraw.start', defaultMessage: 'Withdraw this request' },
  withdrawQuestion: {
    id: 'claims.withdraw.question',
    defaultMessage:
      'Do you want to withdraw this request? We will stop reviewing it, and this cannot be undone.',
  },
  withdrawYes: { id: 'claims.withdraw.yes', defaultMessage: 'Yes, withdraw this request' },
  withdrawNo: { id: 'claims.withdraw.no', defaultMessage: 'Keep this request' },
});

type TimeField = 'date' | 'hours';

export function ReportTimeForm({
  claimNumber,
  firstDayOfAbsence,
  onReported,
}: {
  claimNumber: string;
  firstDayOfAbsence: string;
  onReported(claim: ClaimDetail, said: Sentence): void;
}) {
  const text = useText();
  const { pending, send, errors, setErrors, showErrors, form } = useFormCall<TimeField>();
  const [date, setDate] = useState('');
  const [hours, setHours] = useState('');

  async function report(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    // The server's rule, judged here first: a date of the leave up to today, quarter hours.
    const refusal = leaveTimeErrors(
      { date, hours: hours.trim() === '' ? Number.NaN : Number(hours) },
      { firstDayOfAbsence },
      portalToday(),
    );
    if (refusal) return showErrors({ [refusal.field]: refusal.message });
    const request = { date, hours: Number(hours) };
    const claim = await send(() => postReportTime(claimNumber, request), {
      activator: 'report-time',
      fieldOf: (field) => (field === 'hours' ? 'hours' : 'date'),
    });
    if (!claim) return;
    setErrors({});
    setDate('');
    setHours('');
    onReported(claim, { message: claimActionsText.recorded, values: { hours, date } });
  }

  return (
    <section aria-labelledby="report-time-heading">
      <h2 id="report-time-heading">{text.formatMessage(claimActionsText.reportTime)}</h2>
      <form ref={form} className="benefits-form" aria-busy={pending} noValidate onSubmit={report}>
        <DateField
          id="time-date"
          label={text.formatMessage(claimActionsText.date)}
          value={date}
          error={errors.date}
          onValueChange={setDate}
        />
        <TextField
          id="time-hours"
          label={text.formatMessage(claimActionsText.hours)}
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
            {text.formatMessage(claimActionsText.reportTime)}
          </button>
        </div>
      </form>
    </section>
  );
}

export function WithdrawRequest({
  claimNumber,
  onWithdrawn,
}: {
  claimNumber: string;
  onWithdrawn(claim: ClaimDetail): void;
}) {
  const text = useText();
  const { pending, send } = useFormCall();

  async function withdraw() {
    const claim = await send(() => postWithdrawClaim(claimNumber), {
      activator: 'withdraw-confirm',
    });
    if (claim) onWithdrawn(claim);
  }

  return (
    <AskFirst
      start={text.formatMessage(claimActionsText.withdraw)}
      question={text.formatMessage(claimActionsText.withdrawQuestion)}
      yes={text.formatMessage(claimActionsText.withdrawYes)}
      no={text.formatMessage(claimActionsText.withdrawNo)}
      yesId="withdraw-confirm"
      pending={pending}
      onYes={() => void withdraw()}
    />
  );
}
