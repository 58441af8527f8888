// 'Report an absence' (DESIGN.md 11.3): for an employee who cannot, the employer finds them in
// its census by name, says the type and the dates, and sends. The form checks with the
// domain's rules first; one key per report, so a double click or a retry files one claim.
// The employee is told by e-mail; the page says so, with the new claim's number.

import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import {
  absenceReportHeading,
  absenceReportLabels,
  type AbsenceReportForm,
  absenceReportErrors,
  reportAbsenceButtonText,
} from '#domain/claims/absence-report';
import type { AbsenceReportAnswer } from '#domain/employer-claims/employer-claims-answers';
import { claimKindLabels, type ClaimKind } from '#domain/shared/claim-terms';
import {
  DateField,
  RadioGroup,
  useFirstErrorFocus,
} from '#web/components/benefits/benefit-fields.tsx';
import { fieldRefusal, useCallFailure } from '#web/components/benefits/use-benefits-data.tsx';
import { paths } from '#web/paths.ts';
import { postAbsenceReport } from './api/report-absence.ts';
import { EmployeePicker } from './employee-picker.tsx';

const emptyForm: AbsenceReportForm = {
  memberId: '',
  kind: '',
  lastDayWorked: '',
  firstDayOfAbsence: '',
  expectedReturn: '',
};

type Field = keyof AbsenceReportForm;
type Errors = Partial<Record<Field, string>>;
const isField = (field: string): field is Field => field in emptyForm;

function Reported({ answer, onAnother }: { answer: AbsenceReportAnswer; onAnother(): void }) {
  return (
    <div className="benefits-confirm">
      <p>
        {answer.emailed
          ? `We told ${answer.employeeName} by e-mail, with the claim number.`
          : `We have no e-mail address for ${answer.employeeName}: please tell them the claim number.`}
      </p>
      <p>
        <Link href={paths.employerClaim(answer.claimNumber)}>Open claim {answer.claimNumber}</Link>
      </p>
      <div className="button-row">
        <button type="button" className="button button--secondary" onClick={onAnother}>
          Report another absence
        </button>
      </div>
    </div>
  );
}

export default function ReportAbsencePage() {
  const failed = useCallFailure();
  const [form, setForm] = useState(emptyForm);
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);
  const [reported, setReported] = useState<AbsenceReportAnswer | null>(null);
  const [said, setSaid] = useState('');
  // One report, one key: kept until it is filed, so sending again files nothing new.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [formRef, focusFirstError] = useFirstErrorFocus();
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

  function showErrors(found: Errors) {
    setErrors(found);
    focusFirstError();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const found = absenceReportErrors(form, new Date());
    if (Object.keys(found).length > 0 || form.kind === '') return showErrors(found);
    setPending(true);
    try {
      const answer = await postAbsenceReport({ ...form, kind: form.kind, idempotencyKey });
      if (!answer) return;
      setErrors({});
      setReported(answer);
      setSaid(
        `Absence reported: claim ${answer.claimNumber}, ${claimKindLabels[answer.kind]}, for ${answer.employeeName}.`,
      );
    } catch (error) {
      const refused = fieldRefusal(error);
      if (refused && isField(refused.field))
        return showErrors({ [refused.field]: refused.message });
      failed(error, '#report-absence');
    } finally {
      setPending(false);
    }
  }

  function reportAnother() {
    setForm(emptyForm);
    setReported(null);
    setSaid('');
    setIdempotencyKey(crypto.randomUUID());
  }

  return (
    <div className="benefits-page employer-report">
      <h1>{absenceReportHeading}</h1>
      <p>
        For an employee who cannot report their absence themselves. You tell us who and when; the
        employee tells us the rest, and we e-mail them that you reported it.
      </p>
      <p ref={notice} className="benefits-notice" role="status" tabIndex={-1}>
        {said}
      </p>
      {reported ? (
        <Reported answer={reported} onAnother={reportAnother} />
      ) : (
        <form ref={formRef} className="benefits-form" noValidate onSubmit={submit}>
          <EmployeePicker
            chosen={form.memberId}
            error={errors.memberId}
            onChoose={set('memberId')}
          />
          <RadioGroup<ClaimKind>
            name="kind"
            legend={absenceReportLabels.kind}
            labels={claimKindLabels}
            value={form.kind}
            error={errors.kind}
            onChange={set('kind')}
          />
          <DateField
            id="lastDayWorked"
            label={absenceReportLabels.lastDayWorked}
            value={form.lastDayWorked}
            error={errors.lastDayWorked}
            onValueChange={set('lastDayWorked')}
          />
          <DateField
            id="firstDayOfAbsence"
            label={absenceReportLabels.firstDayOfAbsence}
            value={form.firstDayOfAbsence}
            error={errors.firstDayOfAbsence}
            onValueChange={set('firstDayOfAbsence')}
          />
          <DateField
            id="expectedReturn"
            label={absenceReportLabels.expectedReturn}
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
              {reportAbsenceButtonText}
            </button>
          </div>
        </form>
      )}
      <p>
        <Link href={paths.employerClaims}>Back to employee claims</Link>
      </p>
    </div>
  );
}
