// The employee's dashboard (docs/product/claims.md): open claims and leave, things to do,
// the last payment, and the ways on: file a claim, upload documents, payments, log out.
// The employer's account page stays AccountHome until the employer's own dashboard.

import { Link } from 'wouter';
import { claimKindText, claimStatusText } from '#domain/shared/claim-terms';
import type { DashboardAnswer, ThingToDo } from '#domain/claims/claims-answers';
import { defineMessages } from '#domain/shared/define-messages';
import type { DocumentType } from '#domain/shared/document-types';
import { LogOutButton } from '#web/components/account/log-out-button.tsx';
import { useText } from '#web/language/use-text.ts';
import { paths } from '#web/paths.ts';
import { getDashboard } from './api/dashboard.ts';
import { formatDate, formatPeriod } from '#web/components/benefits/benefits-format.ts';
import { formatCents } from '#domain/shared/money';
import { PageSection, ListOrEmpty } from '#web/components/benefits/page-section.tsx';
import { LoadingNotice, useBenefitsData } from '#web/components/benefits/use-benefits-data.tsx';
import { claimWords } from './claim-words.ts';
import { decisionText } from '#domain/claims/decision-deadline';

const dashboardText = defineMessages({
  welcome: { id: 'claims.dashboard.welcome', defaultMessage: 'Welcome, {firstName}' },
  fileClaim: { id: 'claims.dashboard.fileClaim', defaultMessage: 'File a claim or leave' },
  claimsAndLeave: { id: 'claims.dashboard.claimsAndLeave', defaultMessage: 'Claims and leave' },
  noClaims: {
    id: 'claims.dashboard.noClaims',
    defaultMessage: 'You have no open claims or leave.',
  },
  thingsToDo: { id: 'claims.dashboard.thingsToDo', defaultMessage: 'Things to do' },
  nothingToDo: {
    id: 'claims.dashboard.nothingToDo',
    defaultMessage: 'You have nothing to do right now.',
  },
  sendDocument: {
    id: 'claims.dashboard.sendDocument',
    defaultMessage: '<link>Send the {document} for claim {claimNumber}</link>, due {dueOn}',
    description: '{document}: one of the document names below. {dueOn} is MM/DD/YYYY.',
  },
  reportTime: {
    id: 'claims.dashboard.reportTime',
    defaultMessage: 'Report the time you took off for claim {claimNumber}',
  },
  lastPayment: { id: 'claims.dashboard.lastPayment', defaultMessage: 'Last payment' },
  paymentLine: {
    id: 'claims.dashboard.paymentLine',
    defaultMessage: '{amount} net on {payDate} for claim <link>{claimNumber}</link>',
    description: '{amount} in dollars ($1,385.25); {payDate} is MM/DD/YYYY.',
  },
  noPayments: { id: 'claims.dashboard.noPayments', defaultMessage: 'You have no payments yet.' },
  loading: { id: 'claims.dashboard.loading', defaultMessage: 'Loading your account…' },
  security: { id: 'claims.dashboard.security', defaultMessage: 'Sign-in and security' },
  coverage: { id: 'claims.dashboard.coverage', defaultMessage: 'Your coverage' },
  myCoverage: { id: 'claims.dashboard.myCoverage', defaultMessage: 'My coverage' },
  beneficiaries: { id: 'claims.dashboard.beneficiaries', defaultMessage: 'Beneficiaries' },
  forms: { id: 'claims.dashboard.forms', defaultMessage: 'Forms and documents' },
});

/** A document as 'Send the …' names it (Spanish: with its article). */
const documentToSendText = defineMessages({
  'medical-certification': {
    id: 'claims.dashboard.documentToSend.medicalCertification',
    defaultMessage: 'medical certification',
    description: "The object of 'Send the {document} for claim …'.",
  },
  'proof-of-birth': {
    id: 'claims.dashboard.documentToSend.proofOfBirth',
    defaultMessage: 'proof of birth or adoption',
  },
  'return-to-work': {
    id: 'claims.dashboard.documentToSend.returnToWork',
    defaultMessage: 'return-to-work note',
  },
  other: {
    id: 'claims.dashboard.documentToSend.other',
    defaultMessage: 'other',
    description: "Any other document, as the object of 'Send the {document} for claim …'.",
  },
}) satisfies Record<DocumentType, unknown>;

function ThingToDoItem({ thing }: { thing: ThingToDo }) {
  const text = useText();
  if (thing.kind === 'document') {
    return (
      <li>
        {text.formatMessage(dashboardText.sendDocument, {
          document: text.formatMessage(documentToSendText[thing.documentType]),
          claimNumber: thing.claimNumber,
          dueOn: formatDate(thing.dueOn),
          link: (words) => <Link href={paths.documentsOfClaim(thing.claimNumber)}>{words}</Link>,
        })}
      </li>
    );
  }
  return (
    <li>
      <Link href={paths.claim(thing.claimNumber)}>
        {text.formatMessage(dashboardText.reportTime, { claimNumber: thing.claimNumber })}
      </Link>
    </li>
  );
}

function Dashboard({ dashboard }: { dashboard: DashboardAnswer }) {
  const text = useText();
  const payment = dashboard.lastPayment;
  return (
    <>
      <div className="benefits-welcome">
        <h1>{text.formatMessage(dashboardText.welcome, { firstName: dashboard.firstName })}</h1>
        <div className="button-row">
          <Link href={paths.newClaim} className="button button--primary">
            {text.formatMessage(dashboardText.fileClaim)}
          </Link>
          <Link href={paths.documents} className="button button--secondary">
            {text.formatMessage(claimWords.uploadDocuments)}
          </Link>
        </div>
      </div>
      <PageSection id="open-claims" title={text.formatMessage(dashboardText.claimsAndLeave)}>
        <ListOrEmpty
          items={dashboard.claims}
          empty={text.formatMessage(dashboardText.noClaims)}
          className="benefits-list"
        >
          {(claim) => (
            <li key={claim.claimNumber} className="benefits-list__item">
              <Link href={paths.claim(claim.claimNumber)}>{claim.claimNumber}</Link>
              <span>{text.formatMessage(claimKindText[claim.kind])}</span>
              <span>{formatPeriod(claim.firstDayOfAbsence, claim.expectedReturn)}</span>
              <span>
                {text.formatMessage(claimWords.status, {
                  status: text.formatMessage(claimStatusText[claim.status]),
                  strong: (words) => <strong>{words}</strong>,
                })}
              </span>
              {claim.decisionDueOn && (
                <span>
                  {text.formatMessage(decisionText.dueBy, {
                    date: formatDate(claim.decisionDueOn),
                  })}
                </span>
              )}
            </li>
          )}
        </ListOrEmpty>
      </PageSection>
      <PageSection id="things-to-do" title={text.formatMessage(dashboardText.thingsToDo)}>
        <ListOrEmpty
          items={dashboard.thingsToDo}
          empty={text.formatMessage(dashboardText.nothingToDo)}
        >
          {(thing) => (
            <ThingToDoItem
              key={`${thing.kind}-${thing.claimNumber}-${'documentType' in thing ? thing.documentType : ''}`}
              thing={thing}
            />
          )}
        </ListOrEmpty>
      </PageSection>
      <PageSection id="last-payment" title={text.formatMessage(dashboardText.lastPayment)}>
        {payment ? (
          <p>
            {text.formatMessage(dashboardText.paymentLine, {
              amount: formatCents(payment.netCents),
              payDate: formatDate(payment.payDate),
              claimNumber: payment.claimNumber,
              link: (words) => <Link href={paths.claim(payment.claimNumber)}>{words}</Link>,
            })}
          </p>
        ) : (
          <p>{text.formatMessage(dashboardText.noPayments)}</p>
        )}
        <p>
          <Link href={paths.payments}>{text.formatMessage(claimWords.payments)}</Link>
        </p>
      </PageSection>
      <PageSection id="your-coverage" title={text.formatMessage(dashboardText.coverage)}>
        <ul className="benefits-links">
          <li>
            <Link href={paths.coverage}>{text.formatMessage(dashboardText.myCoverage)}</Link>
          </li>
          <li>
            <Link href={paths.beneficiaries}>
              {text.formatMessage(dashboardText.beneficiaries)}
            </Link>
          </li>
          <li>
            <Link href={paths.forms}>{text.formatMessage(dashboardText.forms)}</Link>
          </li>
        </ul>
      </PageSection>
    </>
  );
}

export default function DashboardPage() {
  const text = useText();
  const [dashboard] = useBenefitsData(getDashboard);
  return (
    <div className="benefits-page claims-dashboard">
      <LoadingNotice loaded={dashboard} text={text.formatMessage(dashboardText.loading)} />
      {dashboard.kind === 'ready' && <Dashboard dashboard={dashboard.data} />}
      {dashboard.kind !== 'loading' && (
        <div className="button-row">
          <Link href={paths.security('employee-benefits')} className="button button--secondary">
            {text.formatMessage(dashboardText.security)}
          </Link>
          <LogOutButton side="employee-benefits" />
        </div>
      )}
    </div>
  );
}
