// A claim of an employee as the employer reads it (docs/product/employer-claims.md): who, what
// kind, the dates and the status, the status history, for leave the FMLA eligibility in the
// employer's words with the facts it was decided on, and the task 'Employer statement'. Never why, nor who treats the employee. A
// claim of another client, or none, answers 404: 'We could not find this claim.' The status
// history and the eligibility come from the server in the page's language.

import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import type { IntlShape } from 'react-intl';
import { Link } from 'wouter';
import { FmlaFacts } from '#web/components/benefits/fmla-facts.tsx';
import { absenceReportLabelText } from '#domain/employer-claims/absence-report';
import {
  employerScheduleAgreementText,
  employerStatementPageText,
} from '#domain/employer-claims/employer-statement';
import type { EmployerClaimDetail } from '#domain/employer-claims/employer-claims-answers';
import { claimKindText, claimStatusText } from '#domain/shared/claim-terms';
import { defineMessages } from '#domain/shared/define-messages';
import { formatDate } from '#web/components/benefits/benefits-format.ts';
import { PageSection } from '#web/components/benefits/page-section.tsx';
import { LoadingNotice, useBenefitsData } from '#web/components/benefits/use-benefits-data.tsx';
import { SummaryList, type SummaryRow } from '#web/components/layout/summary-list.tsx';
import { useText } from '#web/language/use-text.ts';
import { paths } from '#web/paths.ts';
import { getEmployerClaim } from './api/employer-claim.ts';
import { GivenStatement, StatementForm } from './statement-form.tsx';

const claimText = defineMessages({
  heading: {
    id: 'employer-claims.claim.heading',
    defaultMessage: '{kind} {claimNumber}',
    description:
      "A claim's page heading: its kind, then its number ('Family medical leave C1000002').",
  },
  status: {
    id: 'employer-claims.claim.status',
    defaultMessage: 'Status: <strong>{status}</strong>',
  },
  loading: { id: 'employer-claims.claim.loading', defaultMessage: 'Loading the claim…' },
  notFound: {
    id: 'employer-claims.claim.notFound',
    defaultMessage: 'We could not find this claim.',
  },
  checkNumber: {
    id: 'employer-claims.claim.checkNumber',
    defaultMessage:
      "Check the claim number, or find it among your employees' claims. <back>Back to employee claims</back>",
  },
  backToClaims: {
    id: 'employer-claims.claim.backToClaims',
    defaultMessage: 'Back to employee claims',
  },
  details: { id: 'employer-claims.claim.details', defaultMessage: 'Details' },
  type: {
    id: 'employer-claims.claim.type',
    defaultMessage: 'Type',
    description: 'The kind of a claim: short-term disability or family medical leave.',
  },
  reportedBy: { id: 'employer-claims.claim.reportedBy', defaultMessage: 'Reported by' },
  yourOrganization: {
    id: 'employer-claims.claim.yourOrganization',
    defaultMessage: 'Your organization',
    description: "Who reported the claim: the employer's own organization.",
  },
  theEmployee: { id: 'employer-claims.claim.theEmployee', defaultMessage: 'The employee' },
  fmlaEligibility: {
    id: 'employer-claims.claim.fmlaEligibility',
    defaultMessage: 'Family medical leave (FMLA) eligibility',
  },
  statusHistory: { id: 'employer-claims.claim.statusHistory', defaultMessage: 'Status history' },
  noStatementNeeded: {
    id: 'employer-claims.claim.noStatementNeeded',
    defaultMessage: 'This claim needs no employer statement.',
  },
});

const statementPurpose = defineMessages({
  leave: {
    id: 'employer-claims.claim.statementPurpose.leave',
    defaultMessage:
      "Your statement of the hours worked confirms the employee's eligibility for family medical leave (FMLA). You can send it once.",
  },
  disability: {
    id: 'employer-claims.claim.statementPurpose.disability',
    defaultMessage:
      "Your statement of the weekly earnings completes the estimate of the employee's disability benefit. You can send it once.",
  },
});

const strong = (words: ReactNode) => <strong>{words}</strong>;

function detailRows(claim: EmployerClaimDetail, text: IntlShape): SummaryRow[] {
  const labels = absenceReportLabelText;
  return [
    [text.formatMessage(labels.employee), claim.employeeName],
    [text.formatMessage(claimText.type), text.formatMessage(claimKindText[claim.kind])],
    [text.formatMessage(labels.lastDayWorked), formatDate(claim.lastDayWorked)],
    [text.formatMessage(labels.firstDayOfAbsence), formatDate(claim.firstDayOfAbsence)],
    [text.formatMessage(labels.expectedReturn), formatDate(claim.expectedReturn)],
    [
      text.formatMessage(claimText.reportedBy),
      text.formatMessage(
        claim.reportedByEmployer ? claimText.yourOrganization : claimText.theEmployee,
      ),
    ],
  ];
}

function Statement({
  claim,
  onGiven,
}: {
  claim: EmployerClaimDetail;
  onGiven(claim: EmployerClaimDetail, said: string): void;
}) {
  const text = useText();
  return (
    <PageSection
      id="employer-statement"
      title={text.formatMessage(employerStatementPageText.heading)}
    >
      {claim.statement ? (
        <GivenStatement statement={claim.statement} firstDayOfAbsence={claim.firstDayOfAbsence} />
      ) : claim.statementDue ? (
        <>
          <p>{text.formatMessage(statementPurpose[claim.kind])}</p>
          <StatementForm claim={claim} onGiven={onGiven} />
        </>
      ) : (
        <p>{text.formatMessage(claimText.noStatementNeeded)}</p>
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
  const text = useText();
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
        {text.formatMessage(claimText.heading, {
          kind: text.formatMessage(claimKindText[claim.kind]),
          claimNumber: claim.claimNumber,
        })}
      </h1>
      <p className="benefits-status">
        {text.formatMessage(claimText.status, {
          status: text.formatMessage(claimStatusText[claim.status]),
          strong,
        })}
      </p>
      <p ref={notice} className="benefits-notice" role="status" tabIndex={-1}>
        {said}
      </p>
      <PageSection id="details" title={text.formatMessage(claimText.details)}>
        <SummaryList className="benefits-summary" rows={detailRows(claim, text)} />
      </PageSection>
      {claim.fmlaEligibility && (
        <PageSection id="fmla-eligibility" title={text.formatMessage(claimText.fmlaEligibility)}>
          <p>{claim.fmlaEligibility}</p>
          {claim.scheduleAgreement === 'agreed' && (
            <p>{text.formatMessage(employerScheduleAgreementText.agreed)}</p>
          )}
          {claim.scheduleAgreement === 'refused' && (
            <p>{text.formatMessage(employerScheduleAgreementText.refused)}</p>
          )}
          {claim.fmlaFacts && <FmlaFacts facts={claim.fmlaFacts} />}
        </PageSection>
      )}
      <Statement
        claim={claim}
        onGiven={(changed, sentence) => {
          onChange(changed);
          setSaid(sentence);
        }}
      />
      <PageSection id="status-history" title={text.formatMessage(claimText.statusHistory)}>
        <ol className="benefits-timeline">
          {claim.timeline.map((entry) => (
            <li key={`${entry.at}-${entry.text}`}>
              <time dateTime={entry.at}>{formatDate(entry.at)}</time> {entry.text}
            </li>
          ))}
        </ol>
      </PageSection>
      <p>
        <Link href={paths.employerClaims}>{text.formatMessage(claimText.backToClaims)}</Link>
      </p>
    </>
  );
}

export default function EmployerClaimPage({ claimNumber }: { claimNumber: string }) {
  const text = useText();
  const load = useCallback(() => getEmployerClaim(claimNumber), [claimNumber]);
  const [claim, replace] = useBenefitsData(load);
  return (
    <div className="benefits-page employer-claim">
      <LoadingNotice loaded={claim} text={text.formatMessage(claimText.loading)} />
      {claim.kind === 'ready' && <Claim claim={claim.data} onChange={replace} />}
      {claim.kind === 'not-found' && (
        <>
          <h1>{text.formatMessage(claimText.notFound)}</h1>
          <p>
            {text.formatMessage(claimText.checkNumber, {
              back: (words: ReactNode) => <Link href={paths.employerClaims}>{words}</Link>,
            })}
          </p>
        </>
      )}
    </div>
  );
}
