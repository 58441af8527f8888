// A claim's page (docs/product/claims.md): its details and status, the status history, the
// documents asked for and sent, for leave the balance and the time report, for disability
// the payments (and the estimate until payments are issued), and 'Withdraw this request'
// while it may be withdrawn. Another person's claim, or none, answers 404.

import { useCallback, useRef, useState } from 'react';
import type { IntlShape } from 'react-intl';
import { Link } from 'wouter';
import {
  absenceReasonText,
  claimKindText,
  claimStatusText,
  conditionCategoryText,
  paymentMethodText,
  relationshipText,
  scheduleText,
  type Sentence,
} from '#domain/shared/claim-terms';
import type { ClaimDetail } from '#domain/claims/claims-answers';
import { earlierServiceLabelText } from '#domain/shared/earlier-service';
import { maskedAccount } from '#domain/shared/bank-account';
import { defineMessages, type MessageDescriptor } from '#domain/shared/define-messages';
import { SummaryList, type SummaryRow } from '#web/components/layout/summary-list.tsx';
import { useText } from '#web/language/use-text.ts';
import { paths } from '#web/paths.ts';
import { getClaimDetail } from './api/claim-detail.ts';
import { WithdrawRequest } from './claim-actions.tsx';
import { Disability, Documents, Leave } from './claim-sections.tsx';
import { answerLabels, claimWords, yesNoText } from './claim-words.ts';
import { PageSection } from '#web/components/benefits/page-section.tsx';
import { formatDate } from '#web/components/benefits/benefits-format.ts';
import { LoadingNotice, useBenefitsData } from '#web/components/benefits/use-benefits-data.tsx';
import { decisionText } from '#domain/claims/decision-deadline';
import { AppealSection } from './claim-appeal.tsx';
import { appealText } from '#domain/claims/appeal';

export const claimPageText = defineMessages({
  notFound: { id: 'claims.claim.notFound', defaultMessage: 'We could not find this claim.' },
  notFoundHelp: {
    id: 'claims.claim.notFoundHelp',
    defaultMessage:
      'Check the claim number, or find your claims on your account page. <link>Back to your account</link>',
  },
  /** What an absence the employer reported lacks until the employee says: why, and who treats. */
  notGivenYet: {
    id: 'claims.claim.notGivenYet',
    defaultMessage: 'Not given yet',
    description: 'In place of an answer the employee has not given yet, as the reason.',
  },
  reportedByEmployer: {
    id: 'claims.claim.reportedByEmployer',
    defaultMessage:
      'Your employer reported this absence for you. We will ask you for what we need to review it.',
  },
  heading: {
    id: 'claims.claim.heading',
    defaultMessage: '{kind} {claimNumber}',
    description: 'The kind of claim, then its number: Short-term disability C1000001.',
  },
  withdrawn: {
    id: 'claims.claim.withdrawn',
    defaultMessage: 'Your request was withdrawn. Its status is now {status}.',
  },
  details: { id: 'claims.claim.details', defaultMessage: 'Details' },
  statusHistory: { id: 'claims.claim.statusHistory', defaultMessage: 'Status history' },
  directDeposit: {
    id: 'claims.claim.directDeposit',
    defaultMessage: '{method}, account {account}',
    description: '{method}: Direct deposit; {account}: the last four digits, as ••••6789.',
  },
  filedWith: {
    id: 'claims.claim.filedWith',
    defaultMessage: 'Filed with',
    description: 'The other claim filed together with this one.',
  },
  loading: { id: 'claims.claim.loading', defaultMessage: 'Loading your claim…' },
  workedBefore: {
    id: 'claims.claim.workedBefore',
    defaultMessage: 'Yes, from {from} to {to}',
    description: "The answer to 'Have you worked for this employer before?'; dates MM/DD/YYYY.",
  },
});

function detailRows(claim: ClaimDetail, text: IntlShape): SummaryRow[] {
  const say = (message: MessageDescriptor) => text.formatMessage(message);
  const notGiven = say(claimPageText.notGivenYet);
  const rows: (SummaryRow | false)[] = [
    [say(answerLabels.reason), claim.reason ? say(absenceReasonText[claim.reason]) : notGiven],
    [say(answerLabels.lastDayWorked), formatDate(claim.lastDayWorked)],
    [say(answerLabels.firstDayOfAbsence), formatDate(claim.firstDayOfAbsence)],
    [say(answerLabels.expectedReturn), formatDate(claim.expectedReturn)],
    [say(answerLabels.schedule), say(scheduleText[claim.schedule])],
    claim.howOften !== null && [say(answerLabels.howOften), claim.howOften],
    claim.howLong !== null && [say(answerLabels.howLong), claim.howLong],
    claim.hoursPerWeek !== null && [say(answerLabels.hoursPerWeek), String(claim.hoursPerWeek)],
    claim.familyMemberName !== null && [say(answerLabels.familyMemberName), claim.familyMemberName],
    claim.childArrivalDate !== null && [
      say(answerLabels.childArrivalDate),
      formatDate(claim.childArrivalDate),
    ],
    claim.relationship !== null && [
      say(answerLabels.relationship),
      say(relationshipText[claim.relationship]),
    ],
    claim.earlierService !== null && [
      say(earlierServiceLabelText.workedBefore),
      claim.earlierService === 'none'
        ? say(yesNoText.no)
        : text.formatMessage(claimPageText.workedBefore, {
            from: formatDate(claim.earlierService.from),
            to: formatDate(claim.earlierService.to),
          }),
    ],
    [say(answerLabels.providerName), claim.providerName ?? notGiven],
    [say(answerLabels.providerPhone), claim.providerPhone ?? notGiven],
    claim.workRelated !== null && [
      say(answerLabels.workRelated),
      say(claim.workRelated ? yesNoText.yes : yesNoText.no),
    ],
    claim.conditionCategory !== null && [
      say(answerLabels.conditionCategory),
      say(conditionCategoryText[claim.conditionCategory]),
    ],
    claim.paymentMethod !== null && [
      say(answerLabels.paymentMethod),
      claim.accountLast4
        ? text.formatMessage(claimPageText.directDeposit, {
            method: say(paymentMethodText[claim.paymentMethod]),
            account: maskedAccount(claim.accountLast4),
          })
        : say(paymentMethodText[claim.paymentMethod]),
    ],
    claim.relatedClaimNumber !== null && [
      say(claimPageText.filedWith),
      <Link key="related" href={paths.claim(claim.relatedClaimNumber)}>
        {claim.relatedClaimNumber}
      </Link>,
    ],
  ];
  return rows.filter((row): row is SummaryRow => row !== false);
}

function Claim({ claim, onChange }: { claim: ClaimDetail; onChange(claim: ClaimDetail): void }) {
  const text = useText();
  const [said, setSaid] = useState<Sentence | null>(null);
  const notice = useRef<HTMLParagraphElement>(null);
  const tell = (changed: ClaimDetail, sentence: Sentence) => {
    onChange(changed);
    setSaid(sentence);
  };
  return (
    <>
      <h1>
        {text.formatMessage(claimPageText.heading, {
          kind: text.formatMessage(claimKindText[claim.kind]),
          claimNumber: claim.claimNumber,
        })}
      </h1>
      <p className="benefits-status">
        {text.formatMessage(claimWords.status, {
          status: text.formatMessage(claimStatusText[claim.status]),
          strong: (words) => <strong>{words}</strong>,
        })}
      </p>
      <p ref={notice} className="benefits-notice" role="status" tabIndex={-1}>
        {said && text.formatMessage(said.message, said.values)}
      </p>
      {claim.decision && (
        <p className="benefits-decision">
          {text.formatMessage(decisionText.dueBy, { date: formatDate(claim.decision.dueOn) })}
          {claim.decision.extensionReason && (
            <>
              {' '}
              {text.formatMessage(decisionText.extended, {
                reason: claim.decision.extensionReason,
              })}
            </>
          )}
        </p>
      )}
      {claim.reportedByEmployer && <p>{text.formatMessage(claimPageText.reportedByEmployer)}</p>}
      <PageSection id="details" title={text.formatMessage(claimPageText.details)}>
        <SummaryList className="benefits-summary" rows={detailRows(claim, text)} />
      </PageSection>
      {claim.canWithdraw && (
        <WithdrawRequest
          claimNumber={claim.claimNumber}
          onWithdrawn={(changed) => {
            tell(changed, {
              message: claimPageText.withdrawn,
              values: { status: text.formatMessage(claimStatusText[changed.status]) },
            });
            // The button is gone: focus goes to what happened.
            requestAnimationFrame(() => notice.current?.focus());
          }}
        />
      )}
      <AppealSection
        claim={claim}
        onAppealed={(changed) => {
          tell(changed, { message: appealText.received });
          // The form is gone: focus goes to what happened.
          requestAnimationFrame(() => notice.current?.focus());
        }}
      />
      <PageSection id="status-history" title={text.formatMessage(claimPageText.statusHistory)}>
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
        <Link href={paths.account('employee-benefits')}>
          {text.formatMessage(claimWords.backToAccount)}
        </Link>
      </p>
    </>
  );
}

export default function ClaimPage({ claimNumber }: { claimNumber: string }) {
  const text = useText();
  const load = useCallback(() => getClaimDetail(claimNumber), [claimNumber]);
  const [claim, replace] = useBenefitsData(load);
  return (
    <div className="benefits-page claim-page">
      <LoadingNotice loaded={claim} text={text.formatMessage(claimPageText.loading)} />
      {claim.kind === 'ready' && <Claim claim={claim.data} onChange={replace} />}
      {claim.kind === 'not-found' && (
        <>
          <h1>{text.formatMessage(claimPageText.notFound)}</h1>
          <p>
            {text.formatMessage(claimPageText.notFoundHelp, {
              link: (words) => <Link href={paths.account('employee-benefits')}>{words}</Link>,
            })}
          </p>
        </>
      )}
    </div>
  );
}
