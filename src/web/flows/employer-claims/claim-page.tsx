// A claim of an employee as the employer reads it (DESIGN.md 11.3): who, what kind, the dates
// and the status, the status history, for leave the FMLA eligibility in the employer's words,
// and the task 'Employer statement'. Never why, nor who treats the employee. A claim of
// another client, or none, answers 404: 'We could not find this claim.'

import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { employerStatementHeading } from '#domain/claims/employer-statement';
import type { EmployerClaimDetail } from '#domain/employer-claims/employer-claims-answers';
import { claimKindLabels, claimStatusLabels } from '#domain/shared/claim-terms';
import { formatDate } from '#web/components/benefits/benefits-format.ts';
import { PageSection } from '#web/components/benefits/page-section.tsx';
import { LoadingNotice, useBenefitsData } from '#web/components/benefits/use-benefits-data.tsx';
import { SummaryList, type SummaryRow } from '#web/components/layout/summary-list.tsx';
import { paths } from '#web/paths.ts';
import { getEmployerClaim } from './api/employer-claim.ts';
import { GivenStatement, StatementForm } from './statement-form.tsx';

export const claimNotFound = 'We could not find this claim.';

const statementPurpose: Record<EmployerClaimDetail['kind'], string> = {
  leave:
    "Your statement of the hours worked confirms the employee's eligibility for family medical leave (FMLA). You can send it once.",
  disability:
    "Your statement of the weekly earnings completes the estimate of the employee's disability benefit. You can send it once.",
};

function detailRows(claim: EmployerClaimDetail): SummaryRow[] {
  return [
    ['Employee', claim.employeeName],
    ['Type', claimKindLabels[claim.kind]],
    ['Last day worked', formatDate(claim.lastDayWorked)],
    ['First day of absence', formatDate(claim.firstDayOfAbsence)],
    ['Expected return to work', formatDate(claim.expectedReturn)],
    ['Reported by', claim.reportedByEmployer ? 'Your organization' : 'The employee'],
  ];
}

function Statement({
  claim,
  onGiven,
}: {
  claim: EmployerClaimDetail;
  onGiven(claim: EmployerClaimDetail, said: string): void;
}) {
  return (
    <PageSection id="employer-statement" title={employerStatementHeading}>
      {claim.statement ? (
        <GivenStatement statement={claim.statement} />
      ) : claim.statementDue ? (
        <>
          <p>{statementPurpose[claim.kind]}</p>
          <StatementForm claim={claim} onGiven={onGiven} />
        </>
      ) : (
        <p>This claim needs no employer statement.</p>
      )}
    </PageSection>
  );
}

function Claim({
  claim,
  onChange,
}: {
  claim: EmployerClaimDetail;
  onChange(claim: EmployerClaimDetail): void;
}) {
  const [said, setSaid] = useState('');
  const notice = useRef<HTMLParagraphElement>(null);
  // The form is gone once the statement is sent: focus goes to what happened, once it is
  // shown (an empty notice is not displayed, and takes no focus).
  useEffect(() => {
    if (said) notice.current?.focus();
  }, [said]);
  return (
    <>
      <h1>
        {claimKindLabels[claim.kind]} {claim.claimNumber}
      </h1>
      <p className="benefits-status">
        Status: <strong>{claimStatusLabels[claim.status]}</strong>
      </p>
      <p ref={notice} className="benefits-notice" role="status" tabIndex={-1}>
        {said}
      </p>
      <PageSection id="details" title="Details">
        <SummaryList className="benefits-summary" rows={detailRows(claim)} />
      </PageSection>
      {claim.fmlaEligibility && (
        <PageSection id="fmla-eligibility" title="Family medical leave (FMLA) eligibility">
          <p>{claim.fmlaEligibility}</p>
        </PageSection>
      )}
      <Statement
        claim={claim}
        onGiven={(changed, sentence) => {
          onChange(changed);
          setSaid(sentence);
        }}
      />
      <PageSection id="status-history" title="Status history">
        <ol className="benefits-timeline">
          {claim.timeline.map((entry) => (
            <li key={`${entry.at}-${entry.text}`}>
              <time dateTime={entry.at}>{formatDate(entry.at)}</time> {entry.text}
            </li>
          ))}
        </ol>
      </PageSection>
      <p>
        <Link href={paths.employerClaims}>Back to employee claims</Link>
      </p>
    </>
  );
}

export default function EmployerClaimPage({ claimNumber }: { claimNumber: string }) {
  const load = useCallback(() => getEmployerClaim(claimNumber), [claimNumber]);
  const [claim, replace] = useBenefitsData(load);
  return (
    <div className="benefits-page employer-claim">
      <LoadingNotice loaded={claim} text="Loading the claim…" />
      {claim.kind === 'ready' && <Claim claim={claim.data} onChange={replace} />}
      {claim.kind === 'not-found' && (
        <>
          <h1>{claimNotFound}</h1>
          <p>
            Check the claim number, or find it among your employees&apos; claims.{' '}
            <Link href={paths.employerClaims}>Back to employee claims</Link>
          </p>
        </>
      )}
    </div>
  );
}
