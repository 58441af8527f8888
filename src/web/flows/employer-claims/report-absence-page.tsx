// 'Report an absence' (docs/product/employer-claims.md): for an employee who cannot, the employer
// finds them in its census by name, says the type and the dates, and sends. The form checks with
// the domain's rules first; one key per report, so a double click or a retry files one claim. The
// employee is told by e-mail; the page says so, with the new claim's number.

import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import {
  absenceReportErrors,
  type AbsenceReportForm,
  absenceReportLabelText,
  absenceReportText,
} from '#domain/employer-claims/absence-report';
import type { AbsenceReportAnswer } from '#domain/employer-claims/employer-claims-answers';
import { type ClaimKind, claimKinds, claimKindText } from '#domain/shared/claim-terms';
import { defineMessages } from '#domain/shared/define-messages';
import { DateField, RadioGroup } from '#web/components/benefits/benefit-fields.tsx';
import { useFormCall } from '#web/components/benefits/use-form-call.ts';
import { useText } from '#web/language/use-text.ts';
import { paths } from '#web/paths.ts';
import { postAbsenceReport } from './api/report-absence.ts';
import { EmployeePicker } from './employee-picker.tsx';
import { portalToday } from '#web/lib/portal-day.ts';

const reportText = defineMessages({
  intro: {
    id: 'employer-claims.report.intro',
    defaultMessage:
      'For an employee who cannot report their absence themselves. You tell us who and when; the employee tells us the rest, and we e-mail them that you reported it.',
  },
  reported: {
    id: 'employer-claims.report.reported',
    defaultMessage: 'Absence reported: claim {claimNumber}, {kind}, for {employeeName}.',
  },
  emailed: {
    id: 'employer-claims.report.emailed',
    defaultMessage: 'We told {employeeName} by e-mail, with the claim number.',
  },
  notEmailed: {
    id: 'employer-claims.report.notEmailed',
    defaultMessage:
      'We have no e-mail address for {employeeName}: please tell them the claim number.',
  },
  openClaim: { id: 'employer-claims.report.openClaim', defaultMessage: 'Open claim {claimNumber}' },
  another: { id: 'employer-claims.report.another', defaultMessage: 'Report another absence' },
  backToClaims: {
    id: 'employer-claims.report.backToClaims',
    defaultMessage: 'Back to employee claims',
  },
});

const emptyForm: AbsenceReportForm = {
  memberId: '',
  kind: '',
  lastDayWorked: '',
  firstDayOfAbsence: '',
  expectedReturn: '',
};

type Field = keyof AbsenceReportForm;
const isField = (field: string): field is Field => field in emptyForm;

function Reported({ answer, onAnother }: { answer: AbsenceReportAnswer; onAnother(): void }) {
  const text = useText();
  return (
    <div className="benefits-confirm">
      <p>
        {text.formatMessage(answer.emailed ? reportText.emailed : reportText.notEmailed, {
          employeeName: answer.employeeName,
        })}
      </p>
      <p>
        <Link href={paths.employerClaim(answer.claimNumber)}>
          {text.formatMessage(reportText.openClaim, { claimNumber: answer.claimNumber })}
        </Link>
      </p>
      <div className="button-row">
        <button type="button" className="button button--secondary" onClick={onAnother}>
          {text.formatMessage(reportText.another)}
        </button>
      </div>
    </div>
  );
}

export default function ReportAbsencePage() {
  const text = useText();
  const { pending, send, errors, setErrors, showErrors, form: formRef } = useFormCall<Field>();
  const [form, setForm] = useState(emptyForm);
  const [reported, setReported] = useState<AbsenceReportAnswer | null>(null);
  const [said, setSaid] = useState('');
  // One report, one key: kept until it is filed, so sending again files nothing new.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const notice = useRef<HTMLParagraphElement>(null);
  // A field changed is judged again at the next send: its old message goes now.
  const set = (field: Field) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  // The form is gone once the report is filed: focus goes to what happened, once it is shown
  // (an empty notice is not displayed, and takes no focus).
  useEffect(() => {
    if (said) notice.current?.focus();
  }, [said]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const found = absenceReportErrors(form, portalToday());
    if (Object.keys(found).length > 0 || form.kind === '') {
      return showErrors(found);
    }
    const request = { ...form, kind: form.kind, idempotencyKey };
    const answer = await send(() => postAbsenceReport(request), {
      activator: 'report-absence',
      fieldOf: (name) => (isField(name) ? name : null),
    });
    if (!answer) return;
    setErrors({});
    setReported(answer);
    setSaid(
      text.formatMessage(reportText.reported, {
        claimNumber: answer.claimNumber,
        kind: text.formatMessage(claimKindText[answer.kind]),
        employeeName: answer.employeeName,
      }),
    );
  }

  function reportAnother() {
    setForm(emptyForm);
    setReported(null);
    setSaid('');
    setIdempotencyKey(crypto.randomUUID());
  }

  const kindLabels = Object.fromEntries(
    claimKinds.map((kind) => [kind, text.formatMessage(claimKindText[kind])]),
  ) as Record<ClaimKind, string>;

  return (
    <div className="benefits-page employer-report">
      <h1>{text.formatMessage(absenceReportText.heading)}</h1>
      <p>{text.formatMessage(reportText.intro)}</p>
      <p ref={notice} className="benefits-notice" role="status" tabIndex={-1}>
        {said}
      </p>
      {reported ? (
        <Reported answer={reported} onAnother={reportAnother} />
      ) : (
        <form
          ref={formRef}
          className="benefits-form"
          aria-busy={pending}
          noValidate
          onSubmit={submit}
        >
          <EmployeePicker
            chosen={form.memberId}
            error={errors.memberId}
            onChoose={set('memberId')}
          />
          <RadioGroup<ClaimKind>
            name="kind"
            legend={text.formatMessage(absenceReportLabelText.kind)}
            labels={kindLabels}
            value={form.kind}
            error={errors.kind}
            onChange={set('kind')}
          />
          <DateField
            id="lastDayWorked"
            label={text.formatMessage(absenceReportLabelText.lastDayWorked)}
            value={form.lastDayWorked}
            error={errors.lastDayWorked}
            onValueChange={set('lastDayWorked')}
          />
          <DateField
            id="firstDayOfAbsence"
            label={text.formatMessage(absenceReportLabelText.firstDayOfAbsence)}
            value={form.firstDayOfAbsence}
            error={errors.firstDayOfAbsence}
            onValueChange={set('firstDayOfAbsence')}
          />
          <DateField
            id="expectedReturn"
            label={text.formatMessage(absenceReportLabelText.expectedReturn)}
            value={form.expectedReturn}
            error={errors.expectedReturn}
            onValueChange={set('expectedReturn')}
          />
          <div className="button-row">
            <button
              id="report-absence"
              type="submit"
              className="button button--primary"
              disabled={pending}
            >
              {text.formatMessage(absenceReportText.submit)}
            </button>
          </div>
        </form>
      )}
      <p>
        <Link href={paths.employerClaims}>{text.formatMessage(reportText.backToClaims)}</Link>
      </p>
    </div>
  );
}
