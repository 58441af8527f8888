// The employer's dashboard (DESIGN.md 11.3): the open claims and leave of the client's
// employees, the tasks (employer statements due), the current bill, and the ways on: 'Employee
// claims', 'Bills and payments', 'Reports', log out.

import { Link } from 'wouter';
import { invoiceStatusLabels, type InvoiceStatus } from '#domain/billing/billing-terms';
import { claimKindLabels } from '#domain/shared/claim-terms';
import type { EmployerDashboard } from '#domain/employer-claims/employer-claims-answers';
import { LogOutButton } from '#web/components/account/log-out-button.tsx';
import { formatCents, formatDate } from '#web/components/benefits/benefits-format.ts';
import { ListOrEmpty, PageSection } from '#web/components/benefits/page-section.tsx';
import { LoadingNotice, useBenefitsData } from '#web/components/benefits/use-benefits-data.tsx';
import { SummaryList } from '#web/components/layout/summary-list.tsx';
import { paths } from '#web/paths.ts';
import { getEmployerDashboard } from './api/dashboard.ts';
import { searchOfQuery } from './claims-query.ts';

export const noBillYet = 'No bill yet';
/** An employer account no HR contact stands behind (an operator's, or a test account). */
export const notLinked = 'Your account is not linked to an employer.';

/** Billing's word for a status, or the code itself should billing add one this page lacks. */
function invoiceStatusLabel(status: string): string {
  return invoiceStatusLabels[status as InvoiceStatus] ?? status;
}

function Tasks({ dashboard }: { dashboard: EmployerDashboard }) {
  const more = dashboard.statementsDue - dashboard.tasks.length;
  return (
    <PageSection id="tasks" title="Tasks">
      <ListOrEmpty items={dashboard.tasks} empty="You have no tasks right now.">
        {(task) => (
          <li key={task.claimNumber}>
            <Link href={paths.employerClaim(task.claimNumber)}>
              Employer statement for claim {task.claimNumber}
            </Link>{' '}
            ({task.employeeName}, {claimKindLabels[task.kind]})
          </li>
        )}
      </ListOrEmpty>
      {more > 0 && (
        <p>
          <Link href={`${paths.employerClaims}?${searchOfQuery({ statement: 'due' })}`}>
            See all {dashboard.statementsDue} claims with an employer statement due
          </Link>
        </p>
      )}
    </PageSection>
  );
}

function Dashboard({ dashboard }: { dashboard: EmployerDashboard }) {
  const bill = dashboard.currentBill;
  return (
    <>
      <div className="benefits-welcome">
        <h1>Welcome, {dashboard.firstName}</h1>
        <p>{dashboard.clientName}</p>
      </div>
      <PageSection id="open-claims" title="Claims and leave">
        <SummaryList
          className="employer-counts"
          rows={[
            ['Open claims', String(dashboard.openClaims)],
            ['Open leave', String(dashboard.openLeave)],
          ]}
        />
      </PageSection>
      <Tasks dashboard={dashboard} />
      <PageSection id="current-bill" title="Current bill">
        {bill ? (
          <SummaryList
            className="employer-counts"
            rows={[
              ['Bill', bill.invoiceNumber],
              ['Amount due', formatCents(bill.amountDueCents)],
              ['Due date', formatDate(bill.dueOn)],
              ['Status', invoiceStatusLabel(bill.status)],
            ]}
          />
        ) : (
          <p>{noBillYet}</p>
        )}
      </PageSection>
      <nav className="employer-links" aria-label="Your employer account">
        <ul>
          <li>
            <Link href={paths.employerClaims}>Employee claims</Link>
          </li>
          <li>
            <Link href={paths.employerBilling}>Bills and payments</Link>
          </li>
          <li>
            <Link href={paths.employerReports}>Reports</Link>
          </li>
          <li>
            <Link href={paths.security('employers')}>Sign-in and security</Link>
          </li>
        </ul>
      </nav>
    </>
  );
}

export default function EmployerDashboardPage() {
  const [dashboard] = useBenefitsData(getEmployerDashboard);
  return (
    <div className="benefits-page employer-dashboard">
      <LoadingNotice loaded={dashboard} text="Loading your account…" />
      {dashboard.kind === 'ready' && <Dashboard dashboard={dashboard.data} />}
      {dashboard.kind === 'not-found' && (
        <>
          <h1>{notLinked}</h1>
          <p>Please call us if you should see your employees&apos; claims here.</p>
        </>
      )}
      {dashboard.kind !== 'loading' && (
        <div className="button-row">
          <LogOutButton side="employers" />
        </div>
      )}
    </div>
  );
}
