// A claim's page (DESIGN.md section 11.1): its details and status, the status history, the
// documents asked for and sent, for leave the balance and the time report, for disability
// the payments (and the estimate until payments are issued), and 'Withdraw this request'
// while it may be withdrawn. Another person's claim, or none, answers 404.

import { useCallback, useRef, useState } from 'react';
import { Link } from 'wouter';
import {
  absenceReasonLabels,
  claimKindLabels,
  claimStatusLabels,
  conditionCategoryLabels,
  paymentMethodLabels,
  relationshipLabels,
  scheduleLabels,
} from '#domain/shared/claim-terms';
import type { ClaimDetail } from '#domain/claims/claims-answers';
import { maskedAccount } from '#domain/shared/bank-account';
import { documentTypeLabels } from '#domain/shared/document-types';
import { SummaryList, type SummaryRow } from '#web/components/layout/summary-list.tsx';
import { paths } from '#web/paths.ts';
import { getClaimDetail } from './api/claim-detail.ts';
import { ReportTimeForm, WithdrawRequest } from './claim-actions.tsx';
import { PageSection, ListOrEmpty } from '#web/components/benefits/page-section.tsx';
import { formatCents, formatDate, formatPeriod } from '#web/components/benefits/benefits-format.ts';
import { ScrollingTable } from '#web/components/benefits/scrolling-table.tsx';
import { PaymentsTable } from './payments-table.tsx';
import { LoadingNotice, useBenefitsData } from '#web/components/benefits/use-benefits-data.tsx';

export const claimNotFound = 'We could not find this claim.';

/** What an absence the employer reported lacks until the employee says: why, and who treats. */
export const notGivenYet = 'Not given yet';

export const reportedByEmployerText =
  'Your employer reported this absence for you. We will ask you for what we need to review it.';

function detailRows(claim: ClaimDetail): SummaryRow[] {
  const rows: (SummaryRow | false)[] = [
    ['Reason', claim.reason ? absenceReasonLabels[claim.reason] : notGivenYet],
    ['Last day worked', formatDate(claim.lastDayWorked)],
    ['First day of absence', formatDate(claim.firstDayOfAbsence)],
    ['Expected return to work', formatDate(claim.expectedReturn)],
    ['Schedule', scheduleLabels[claim.schedule]],
    claim.howOften !== null && ['How often', claim.howOften],
    claim.howLong !== null && ['How long each time', claim.howLong],
    claim.hoursPerWeek !== null && ['Hours per week', String(claim.hoursPerWeek)],
    claim.familyMemberName !== null && ["Family member's name", claim.familyMemberName],
    claim.relationship !== null && ['Relationship', relationshipLabels[claim.relationship]],
    ['Provider name', claim.providerName ?? notGivenYet],
    ['Provider phone', claim.providerPhone ?? notGivenYet],
    claim.workRelated !== null && [
      'Is this related to your work?',
      claim.workRelated ? 'Yes' : 'No',
    ],
    claim.conditionCategory !== null && [
      'Condition category',
      conditionCategoryLabels[claim.conditionCategory],
    ],
    claim.paymentMethod !== null && [
      'Payment method',
      claim.accountLast4
        ? `${paymentMethodLabels[claim.paymentMethod]}, account ${maskedAccount(claim.accountLast4)}`
        : paymentMethodLabels[claim.paymentMethod],
    ],
    claim.relatedClaimNumber !== null && [
      'Filed with',
      <Link key="related" href={paths.claim(claim.relatedClaimNumber)}>
        {claim.relatedClaimNumber}
      </Link>,
    ],
  ];
  return rows.filter((row): row is SummaryRow => row !== false);
}

function Documents({ claim }: { claim: ClaimDetail }) {
  return (
    <>
      <PageSection id="documents-needed" title="Documents we need">
        <ListOrEmpty
          items={claim.documentsNeeded}
          empty="We do not need any documents from you now."
        >
          {(document) => (
            <li key={`${document.documentType}-${document.requestedOn}`}>
              {documentTypeLabels[document.documentType]}, due {formatDate(document.dueOn)}
            </li>
          )}
        </ListOrEmpty>
        <p>
          <Link href={paths.documentsOfClaim(claim.claimNumber)}>Upload documents</Link>
        </p>
      </PageSection>
      <PageSection id="documents-sent" title="Documents you sent">
        <ListOrEmpty
          items={claim.documentsSent}
          empty="You have not sent any documents for this claim."
        >
          {(document) => (
            <li key={document.id}>
              {documentTypeLabels[document.documentType]}: {document.fileName}, received{' '}
              {formatDate(document.receivedAt)}
            </li>
          )}
        </ListOrEmpty>
      </PageSection>
    </>
  );
}

function Leave({
  claim,
  onReported,
}: {
  claim: ClaimDetail;
  onReported(claim: ClaimDetail, said: string): void;
}) {
  return (
    <>
      <PageSection id="leave-balance" title="Leave balance">
        <p>{claim.leaveBalance?.text}</p>
        {claim.fmlaEligibility && <p>{claim.fmlaEligibility}</p>}
        {claim.timeReported.length > 0 && (
          <>
            <h3>Time you reported</h3>
            <ul>
              {claim.timeReported.map((time) => (
                <li key={time.date}>
                  {formatDate(time.date)}: {time.hours} hours
                </li>
              ))}
            </ul>
          </>
        )}
      </PageSection>
      {claim.canReportTime && (
        <ReportTimeForm
          claimNumber={claim.claimNumber}
          firstDayOfAbsence={claim.firstDayOfAbsence}
          onReported={onReported}
        />
      )}
    </>
  );
}

function Disability({ claim }: { claim: ClaimDetail }) {
  const estimate = claim.estimate;
  return (
    <>
      <PageSection id="payments" title="Payments">
        {claim.payments.length === 0 ? (
          <p>No payments have been issued for this claim yet.</p>
        ) : (
          <PaymentsTable caption="Payments of this claim" payments={claim.payments} />
        )}
      </PageSection>
      {estimate && (
        <PageSection id="estimate" title="Estimated benefit">
          <p>
            This is an estimate, not a payment: the amounts may change when your claim is decided
            and payments are issued.
          </p>
          <p>
            Estimated weekly benefit: <strong>{formatCents(estimate.weeklyBenefitCents)}</strong>
          </p>
          <ScrollingTable caption="Estimated weekly payments">
            <thead>
              <tr>
                <th scope="col">Period</th>
                <th scope="col">Estimated gross</th>
              </tr>
            </thead>
            <tbody>
              {estimate.weeks.map((week) => (
                <tr key={week.periodStart}>
                  <th scope="row">{formatPeriod(week.periodStart, week.periodEnd)}</th>
                  <td className="benefits-table__money">{formatCents(week.grossCents)}</td>
                </tr>
              ))}
            </tbody>
          </ScrollingTable>
        </PageSection>
      )}
    </>
  );
}

function Claim({ claim, onChange }: { claim: ClaimDetail; onChange(claim: ClaimDetail): void }) {
  const [said, setSaid] = useState('');
  const notice = useRef<HTMLParagraphElement>(null);
  const tell = (changed: ClaimDetail, sentence: string) => {
    onChange(changed);
    setSaid(sentence);
  };
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
      {claim.reportedByEmployer && <p>{reportedByEmployerText}</p>}
      <PageSection id="details" title="Details">
        <SummaryList className="benefits-summary" rows={detailRows(claim)} />
      </PageSection>
      {claim.canWithdraw && (
        <WithdrawRequest
          claimNumber={claim.claimNumber}
          onWithdrawn={(changed) => {
            tell(
              changed,
              `Your request was withdrawn. Its status is now ${claimStatusLabels[changed.status]}.`,
            );
            // The button is gone: focus goes to what happened.
            requestAnimationFrame(() => notice.current?.focus());
          }}
        />
      )}
      <PageSection id="status-history" title="Status history">
        <ol className="benefits-timeline">
          {claim.timeline.map((entry) => (
            <li key={`${entry.at}-${entry.text}`}>
              <time dateTime={entry.at}>{formatDate(entry.at)}</time> {entry.text}
            </li>
          ))}
        </ol>
      </PageSection>
      <Documents claim={claim} />
      {claim.kind === 'leave' ? (
        <Leave claim={claim} onReported={tell} />
      ) : (
        <Disability claim={claim} />
      )}
      <p>
        <Link href={paths.account('employee-benefits')}>Back to your account</Link>
      </p>
    </>
  );
}

export default function ClaimPage({ claimNumber }: { claimNumber: string }) {
  const load = useCallback(() => getClaimDetail(claimNumber), [claimNumber]);
  const [claim, replace] = useBenefitsData(load);
  return (
    <div className="benefits-page claim-page">
      <LoadingNotice loaded={claim} text="Loading your claim…" />
      {claim.kind === 'ready' && <Claim claim={claim.data} onChange={replace} />}
      {claim.kind === 'not-found' && (
        <>
          <h1>{claimNotFound}</h1>
          <p>
            Check the claim number, or find your claims on your account page.{' '}
            <Link href={paths.account('employee-benefits')}>Back to your account</Link>
          </p>
        </>
      )}
    </div>
  );
}
