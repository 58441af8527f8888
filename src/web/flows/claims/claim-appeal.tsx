// 'Appeal this decision' on a denied disability claim (docs/product/claims.md, "Appeals"): while
// its 180 days run, why the person disagrees, a way to send documents, the wizard's attestation
// and 'Submit appeal'; after them, the day they ended and why the button is gone. The rule is
// the domain's (src/domain/claims/appeal.ts), judged here first and again on the server.

import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import {
  type AppealField,
  appealProblem,
  appealReasonMaxLength,
  appealText,
} from '#domain/claims/appeal';
import type { ClaimDetail } from '#domain/claims/claims-answers';
import { TextAreaField } from '#web/components/fields/text-area-field.tsx';
import { formatDate } from '#web/components/benefits/benefits-format.ts';
import { PageSection } from '#web/components/benefits/page-section.tsx';
import { useFormCall } from '#web/components/benefits/use-form-call.ts';
import { useText } from '#web/language/use-text.ts';
import { paths } from '#web/paths.ts';
import { postAppealClaim } from './api/appeal-claim.ts';
import { AttestationField } from './attestation-field.tsx';

export function AppealSection({
  claim,
  onAppealed,
}: {
  claim: ClaimDetail;
  onAppealed(claim: ClaimDetail): void;
}) {
  const text = useText();
  if (!claim.appeal) return null;
  const lastDay = formatDate(claim.appeal.lastDay);
  return (
    <PageSection id="appeal" title={text.formatMessage(appealText.start)}>
      {claim.appeal.open ? (
        <>
          <p>{text.formatMessage(appealText.openUntil, { date: lastDay })}</p>
          <AppealForm claimNumber={claim.claimNumber} onAppealed={onAppealed} />
        </>
      ) : (
        <p>{text.formatMessage(appealText.closed, { date: lastDay })}</p>
      )}
    </PageSection>
  );
}

function AppealForm({
  claimNumber,
  onAppealed,
}: {
  claimNumber: string;
  onAppealed(claim: ClaimDetail): void;
}) {
  const text = useText();
  const { pending, send, errors, showErrors, form } = useFormCall<AppealField>();
  const [reason, setReason] = useState('');
  const [attested, setAttested] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const request = { reason, attested };
    const problem = appealProblem(request);
    if (problem) return showErrors({ [problem.field]: problem.message });
    const claim = await send(() => postAppealClaim(claimNumber, request), {
      activator: 'appeal-submit',
      fieldOf: (field) => (field === 'reason' || field === 'attested' ? field : null),
    });
    if (claim) onAppealed(claim);
  }

  const left = Math.max(0, appealReasonMaxLength - reason.length);
  return (
    <form ref={form} className="benefits-form" aria-busy={pending} noValidate onSubmit={submit}>
      <TextAreaField
        id="appeal-reason"
        label={text.formatMessage(appealText.reason)}
        hint={text.formatMessage(appealText.reasonHint, { left: text.formatNumber(left) })}
        maxLength={appealReasonMaxLength}
        rows={8}
        value={reason}
        error={errors.reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <p>
        <Link href={paths.documentsOfClaim(claimNumber)}>
          {text.formatMessage(appealText.documents)}
        </Link>
      </p>
      <AttestationField
        id="appeal-attested"
        checked={attested}
        error={errors.attested}
        onChange={setAttested}
      />
      <div className="button-row">
        <button
          id="appeal-submit"
          type="submit"
          className="button button--primary"
          disabled={pending}
        >
          {text.formatMessage(appealText.submit)}
        </button>
      </div>
    </form>
  );
}
