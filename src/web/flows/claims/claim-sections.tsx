// The parts of a claim's page below its details (docs/product/claims.md): the documents asked
// for and sent, for leave the balance and the time report, for disability the payments and the
// estimate until payments are issued.

import { Link } from 'wouter';
import type { ClaimDetail } from '#domain/claims/claims-answers';
import type { Sentence } from '#domain/shared/claim-terms';
import { defineMessages } from '#domain/shared/define-messages';
import { documentTypeText } from '#domain/shared/document-types';
import { formatDate, formatPeriod } from '#web/components/benefits/benefits-format.ts';
import { formatCents } from '#domain/shared/money';
import { ListOrEmpty, PageSection } from '#web/components/benefits/page-section.tsx';
import { ScrollingTable } from '#web/components/benefits/scrolling-table.tsx';
import { useText } from '#web/language/use-text.ts';
import { paths } from '#web/paths.ts';
import { documentDownloadUrl, formDownloadUrl } from '#web/content/claim-links.ts';
import { formForDocument, formsText, formTitles } from '#domain/forms/forms-catalog';
import { FmlaFacts } from '#web/components/benefits/fmla-facts.tsx';
import { ReportTimeForm } from './claim-actions.tsx';
import { claimWords } from './claim-words.ts';
import { PaymentsTable, paymentsTableText } from './payments-table.tsx';
import { useDocumentDownload } from '#web/components/documents/use-document-download.ts';

const sectionsText = defineMessages({
  documentsNeeded: { id: 'claims.claim.documentsNeeded', defaultMessage: 'Documents we need' },
  noDocumentsNeeded: {
    id: 'claims.claim.noDocumentsNeeded',
    defaultMessage: 'We do not need any documents from you now.',
  },
  documentDue: {
    id: 'claims.claim.documentDue',
    defaultMessage: '{document}, due {dueOn}',
    description: '{document}: a kind of document, as Medical certification. {dueOn} is MM/DD/YYYY.',
  },
  documentsSent: { id: 'claims.claim.documentsSent', defaultMessage: 'Documents you sent' },
  noDocumentsSent: {
    id: 'claims.claim.noDocumentsSent',
    defaultMessage: 'You have not sent any documents for this claim.',
  },
  documentSent: {
    id: 'claims.claim.documentSent',
    defaultMessage: '{document}: <link>{fileName}</link>, received {receivedOn}',
    description:
      '{document}: a kind of document; <link> downloads the file; {receivedOn} is MM/DD/YYYY.',
  },
  leaveBalance: { id: 'claims.claim.leaveBalance', defaultMessage: 'Leave balance' },
  timeReported: { id: 'claims.claim.timeReported', defaultMessage: 'Time you reported' },
  timeReportedDay: {
    id: 'claims.claim.timeReportedDay',
    defaultMessage: '{date}: {hours} hours',
    description: '{date} is MM/DD/YYYY; {hours} may have decimals, as 4.5.',
  },
  noPayments: {
    id: 'claims.claim.noPayments',
    defaultMessage: 'No payments have been issued for this claim yet.',
  },
  claimPayments: { id: 'claims.claim.claimPayments', defaultMessage: 'Payments of this claim' },
  estimatedBenefit: { id: 'claims.claim.estimatedBenefit', defaultMessage: 'Estimated benefit' },
  estimateNote: {
    id: 'claims.claim.estimateNote',
    defaultMessage:
      'This is an estimate, not a payment: the amounts may change when your claim is decided and payments are issued.',
  },
  weeklyBenefit: {
    id: 'claims.claim.weeklyBenefit',
    defaultMessage: 'Estimated weekly benefit: <strong>{amount}</strong>',
  },
  weeklyPayments: {
    id: 'claims.claim.weeklyPayments',
    defaultMessage: 'Estimated weekly payments',
  },
  estimatedGross: { id: 'claims.claim.estimatedGross', defaultMessage: 'Estimated gross' },
});

/**
 * The form a requested document is made with, filled with the claim's number: offered once, at
 * the first request it serves (two requests of one document need one form).
 */
function FormLink({ claim, index }: { claim: ClaimDetail; index: number }) {
  const text = useText();
  const formAt = (at: number) => {
    const document = claim.documentsNeeded[at];
    return document ? formForDocument(document.documentType, claim) : null;
  };
  const form = formAt(index);
  if (!form || Array.from({ length: index }, (_, at) => formAt(at)).includes(form)) return null;
  return (
    <>
      {' · '}
      <a href={formDownloadUrl(form, claim.claimNumber)} download>
        {text.formatMessage(formsText.getForm, { title: text.formatMessage(formTitles[form]) })}
      </a>
    </>
  );
}

export function Documents({ claim }: { claim: ClaimDetail }) {
  const text = useText();
  const download = useDocumentDownload();
  return (
    <>
      <PageSection id="documents-needed" title={text.formatMessage(sectionsText.documentsNeeded)}>
        <ListOrEmpty
          items={claim.documentsNeeded}
          empty={text.formatMessage(sectionsText.noDocumentsNeeded)}
        >
          {(document, index) => (
            <li key={`${document.documentType}-${document.requestedOn}`}>
              {text.formatMessage(sectionsText.documentDue, {
                document: text.formatMessage(documentTypeText[document.documentType]),
                dueOn: formatDate(document.dueOn),
              })}
              <FormLink claim={claim} index={index} />
            </li>
          )}
        </ListOrEmpty>
        <p>
          <Link href={paths.documentsOfClaim(claim.claimNumber)}>
            {text.formatMessage(claimWords.uploadDocuments)}
          </Link>
        </p>
      </PageSection>
      <PageSection id="documents-sent" title={text.formatMessage(sectionsText.documentsSent)}>
        <ListOrEmpty
          items={claim.documentsSent}
          empty={text.formatMessage(sectionsText.noDocumentsSent)}
        >
          {(document) => (
            <li key={document.id}>
              {text.formatMessage(sectionsText.documentSent, {
                document: text.formatMessage(documentTypeText[document.documentType]),
                fileName: document.fileName,
                receivedOn: formatDate(document.receivedAt),
                link: (words) => (
                  <a
                    id={`document-${document.id}`}
                    href={documentDownloadUrl(document.id)}
                    download={document.fileName}
                    onClick={(event) => download(event, document)}
                  >
                    {words}
                  </a>
                ),
              })}
            </li>
          )}
        </ListOrEmpty>
      </PageSection>
    </>
  );
}

export function Leave({
  claim,
  onReported,
}: {
  claim: ClaimDetail;
  onReported(claim: ClaimDetail, said: Sentence): void;
}) {
  const text = useText();
  return (
    <>
      <PageSection id="leave-balance" title={text.formatMessage(sectionsText.leaveBalance)}>
        <p>{claim.leaveBalance?.text}</p>
        {claim.fmlaEligibility && <p>{claim.fmlaEligibility}</p>}
        {claim.scheduleAgreement && <p>{claim.scheduleAgreement}</p>}
        {claim.fmlaFacts && <FmlaFacts facts={claim.fmlaFacts} />}
        {claim.timeReported.length > 0 && (
          <>
            <h3>{text.formatMessage(sectionsText.timeReported)}</h3>
            <ul>
              {claim.timeReported.map((time) => (
                <li key={time.date}>
                  {text.formatMessage(sectionsText.timeReportedDay, {
                    date: formatDate(time.date),
                    hours: time.hours,
                  })}
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

export function Disability({ claim }: { claim: ClaimDetail }) {
  const text = useText();
  const estimate = claim.estimate;
  return (
    <>
      <PageSection id="payments" title={text.formatMessage(claimWords.payments)}>
        {claim.payments.length === 0 ? (
          <p>{text.formatMessage(sectionsText.noPayments)}</p>
        ) : (
          <PaymentsTable
            caption={text.formatMessage(sectionsText.claimPayments)}
            payments={claim.payments}
          />
        )}
      </PageSection>
      {estimate && (
        <PageSection id="estimate" title={text.formatMessage(sectionsText.estimatedBenefit)}>
          <p>{text.formatMessage(sectionsText.estimateNote)}</p>
          <p>
            {text.formatMessage(sectionsText.weeklyBenefit, {
              amount: formatCents(estimate.weeklyBenefitCents),
              strong: (words) => <strong>{words}</strong>,
            })}
          </p>
          <ScrollingTable caption={text.formatMessage(sectionsText.weeklyPayments)}>
            <thead>
              <tr>
                <th scope="col">{text.formatMessage(paymentsTableText.period)}</th>
                <th scope="col">{text.formatMessage(sectionsText.estimatedGross)}</th>
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
