// The employee's dashboard (DESIGN.md section 11.1): open claims and leave, things to do,
// the last payment, and the ways on: file a claim, upload documents, payments, log out.
// The employer's account page stays AccountHome until the employer's own dashboard.

import { Link } from 'wouter';
import { claimKindLabels, claimStatusLabels } from '#domain/shared/claim-terms';
import type { DashboardAnswer, ThingToDo } from '#domain/claims/claims-answers';
import { documentTypeLabels } from '#domain/shared/document-types';
import { LogOutButton } from '#web/components/account/log-out-button.tsx';
import { paths } from '#web/paths.ts';
import { getDashboard } from './api/dashboard.ts';
import { formatCents, formatDate, formatPeriod } from '#web/components/benefits/benefits-format.ts';
import { PageSection, ListOrEmpty } from '#web/components/benefits/page-section.tsx';
import { LoadingNotice, useBenefitsData } from '#web/components/benefits/use-benefits-data.tsx';

function ThingToDoItem({ thing }: { thing: ThingToDo }) {
  if (thing.kind === 'document') {
    return (
      <li>
        <Link href={paths.documentsOfClaim(thing.claimNumber)}>
          Send the {documentTypeLabels[thing.documentType].toLowerCase()} for claim{' '}
          {thing.claimNumber}
        </Link>
        , due {formatDate(thing.dueOn)}
      </li>
    );
  }
  return (
    <li>
      <Link href={paths.claim(thing.claimNumber)}>
        Report the time you took off for claim {thing.claimNumber}
      </Link>
    </li>
  );
}

function Dashboard({ dashboard }: { dashboard: DashboardAnswer }) {
  const payment = dashboard.lastPayment;
  return (
    <>
      <div className="benefits-welcome">
        <h1>Welcome, {dashboard.firstName}</h1>
        <div className="button-row">
          <Link href={paths.newClaim} className="button button--primary">
            File a claim or leave
          </Link>
          <Link href={paths.documents} className="button button--secondary">
            Upload documents
          </Link>
        </div>
      </div>
      <PageSection id="open-claims" title="Claims and leave">
        <ListOrEmpty
          items={dashboard.claims}
          empty="You have no open claims or leave."
          className="benefits-list"
        >
          {(claim) => (
            <li key={claim.claimNumber} className="benefits-list__item">
              <Link href={paths.claim(claim.claimNumber)}>{claim.claimNumber}</Link>
              <span>{claimKindLabels[claim.kind]}</span>
              <span>{formatPeriod(claim.firstDayOfAbsence, claim.expectedReturn)}</span>
              <span>
                Status: <strong>{claimStatusLabels[claim.status]}</strong>
              </span>
            </li>
          )}
        </ListOrEmpty>
      </PageSection>
      <PageSection id="things-to-do" title="Things to do">
        <ListOrEmpty items={dashboard.thingsToDo} empty="You have nothing to do right now.">
          {(thing) => (
            <ThingToDoItem
              key={`${thing.kind}-${thing.claimNumber}-${'documentType' in thing ? thing.documentType : ''}`}
              thing={thing}
            />
          )}
        </ListOrEmpty>
      </PageSection>
      <PageSection id="last-payment" title="Last payment">
        {payment ? (
          <p>
            {formatCents(payment.netCents)} net on {formatDate(payment.payDate)} for claim{' '}
            <Link href={paths.claim(payment.claimNumber)}>{payment.claimNumber}</Link>
          </p>
        ) : (
          <p>You have no payments yet.</p>
        )}
        <p>
          <Link href={paths.payments}>Payments</Link>
        </p>
      </PageSection>
    </>
  );
}

export default function DashboardPage() {
  const [dashboard] = useBenefitsData(getDashboard);
  return (
    <div className="benefits-page claims-dashboard">
      <LoadingNotice loaded={dashboard} text="Loading your account…" />
      {dashboard.kind === 'ready' && <Dashboard dashboard={dashboard.data} />}
      {dashboard.kind !== 'loading' && (
        <div className="button-row">
          <Link href={paths.security('employee-benefits')} className="button button--secondary">
            Sign-in and security
          </Link>
          <LogOutButton side="employee-benefits" />
        </div>
      )}
    </div>
  );
}
