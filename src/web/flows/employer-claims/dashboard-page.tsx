// The employer's dashboard (docs/product/employer-claims.md): the open claims and leave of the
// client's employees, the tasks (employer statements due), the current bill, and the ways on:
// 'Employee claims', 'Bills and payments', 'Reports', log out.

import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { type InvoiceStatus, invoiceStatusText } from '#domain/billing/billing-terms';
import { claimsPageText } from '#domain/employer-claims/claims-page';
import type { EmployerDashboard } from '#domain/employer-claims/employer-claims-answers';
import { claimKindText } from '#domain/shared/claim-terms';
import { defineMessages } from '#domain/shared/define-messages';
import { LogOutButton } from '#web/components/account/log-out-button.tsx';
import { formatDate } from '#web/components/benefits/benefits-format.ts';
import { formatCents } from '#domain/shared/money';
import { ListOrEmpty, PageSection } from '#web/components/benefits/page-section.tsx';
import { LoadingNotice, useBenefitsData } from '#web/components/benefits/use-benefits-data.tsx';
import { SummaryList } from '#web/components/layout/summary-list.tsx';
import { useText } from '#web/language/use-text.ts';
import { paths } from '#web/paths.ts';
import { getEmployerDashboard } from './api/dashboard.ts';
import { searchOfQuery } from './claims-query.ts';

const dashboardText = defineMessages({
  welcome: { id: 'employer-claims.dashboard.welcome', defaultMessage: 'Welcome, {firstName}' },
  loading: { id: 'employer-claims.dashboard.loading', defaultMessage: 'Loading your account…' },
  notLinked: {
    id: 'employer-claims.dashboard.notLinked',
    defaultMessage: 'Your account is not linked to an employer.',
    description: "An employer account no HR contact stands behind (an operator's, or a test one).",
  },
  callUs: {
    id: 'employer-claims.dashboard.callUs',
    defaultMessage: "Please call us if you should see your employees' claims here.",
  },
  claimsAndLeave: {
    id: 'employer-claims.dashboard.claimsAndLeave',
    defaultMessage: 'Claims and leave',
  },
  openClaims: { id: 'employer-claims.dashboard.openClaims', defaultMessage: 'Open claims' },
  openLeave: { id: 'employer-claims.dashboard.openLeave', defaultMessage: 'Open leave' },
  tasks: { id: 'employer-claims.dashboard.tasks', defaultMessage: 'Tasks' },
  noTasks: {
    id: 'employer-claims.dashboard.noTasks',
    defaultMessage: 'You have no tasks right now.',
  },
  statementTask: {
    id: 'employer-claims.dashboard.statementTask',
    defaultMessage:
      '<link>Employer statement for claim {claimNumber}</link> ({employeeName}, {kind})',
    description: "A task: its link to the claim, then the employee's name and the kind of claim.",
  },
  allStatementsDue: {
    id: 'employer-claims.dashboard.allStatementsDue',
    defaultMessage: 'See all {count} claims with an employer statement due',
  },
  currentBill: { id: 'employer-claims.dashboard.currentBill', defaultMessage: 'Current bill' },
  bill: {
    id: 'employer-claims.dashboard.bill',
    defaultMessage: 'Bill',
    description: 'The number of a bill.',
  },
  amountDue: { id: 'employer-claims.dashboard.amountDue', defaultMessage: 'Amount due' },
  dueDate: { id: 'employer-claims.dashboard.dueDate', defaultMessage: 'Due date' },
  status: { id: 'employer-claims.dashboard.status', defaultMessage: 'Status' },
  noBillYet: { id: 'employer-claims.dashboard.noBillYet', defaultMessage: 'No bill yet' },
  links: {
    id: 'employer-claims.dashboard.links',
    defaultMessage: 'Your employer account',
    description: 'The name of the list of links to the parts of the account.',
  },
  billing: { id: 'employer-claims.dashboard.billing', defaultMessage: 'Bills and payments' },
  plans: { id: 'employer-claims.dashboard.plans', defaultMessage: 'Plans and rates' },
  employees: { id: 'employer-claims.dashboard.employees', defaultMessage: 'Employees' },
  reports: { id: 'employer-claims.dashboard.reports', defaultMessage: 'Reports' },
  security: { id: 'employer-claims.dashboard.security', defaultMessage: 'Sign-in and security' },
});

function Tasks({ dashboard }: { dashboard: EmployerDashboard }) {
  const text = useText();
  const more = dashboard.statementsDue - dashboard.tasks.length;
  return (
    <PageSection id="tasks" title={text.formatMessage(dashboardText.tasks)}>
      <ListOrEmpty items={dashboard.tasks} empty={text.formatMessage(dashboardText.noTasks)}>
        {(task) => (
          <li key={task.claimNumber}>
            {text.formatMessage(dashboardText.statementTask, {
              claimNumber: task.claimNumber,
              employeeName: task.employeeName,
              kind: text.formatMessage(claimKindText[task.kind]),
              link: (words: ReactNode) => (
                <Link href={paths.employerClaim(task.claimNumber)}>{words}</Link>
              ),
            })}
          </li>
        )}
      </ListOrEmpty>
      {more > 0 && (
        <p>
          <Link href={`${paths.employerClaims}?${searchOfQuery({ statement: 'due' })}`}>
            {text.formatMessage(dashboardText.allStatementsDue, {
              count: dashboard.statementsDue,
            })}
          </Link>
        </p>
      )}
    </PageSection>
  );
}

function Dashboard({ dashboard }: { dashboard: EmployerDashboard }) {
  const text = useText();
  const bill = dashboard.currentBill;
  // Billing's word for a status, or the code itself should billing add one this page lacks.
  const statusOf = (status: string) => {
    const message = invoiceStatusText[status as InvoiceStatus];
    return message ? text.formatMessage(message) : status;
  };
  return (
    <>
      <div className="benefits-welcome">
        <h1>{text.formatMessage(dashboardText.welcome, { firstName: dashboard.firstName })}</h1>
        <p>{dashboard.clientName}</p>
      </div>
      <PageSection id="open-claims" title={text.formatMessage(dashboardText.claimsAndLeave)}>
        <SummaryList
          className="employer-counts"
          rows={[
            [text.formatMessage(dashboardText.openClaims), String(dashboard.openClaims)],
            [text.formatMessage(dashboardText.openLeave), String(dashboard.openLeave)],
          ]}
        />
      </PageSection>
      <Tasks dashboard={dashboard} />
      <PageSection id="current-bill" title={text.formatMessage(dashboardText.currentBill)}>
        {bill ? (
          <SummaryList
            className="employer-counts"
            rows={[
              [text.formatMessage(dashboardText.bill), bill.invoiceNumber],
              [text.formatMessage(dashboardText.amountDue), formatCents(bill.amountDueCents)],
              [text.formatMessage(dashboardText.dueDate), formatDate(bill.dueOn)],
              [text.formatMessage(dashboardText.status), statusOf(bill.status)],
            ]}
          />
        ) : (
          <p>{text.formatMessage(dashboardText.noBillYet)}</p>
        )}
      </PageSection>
      <nav className="employer-links" aria-label={text.formatMessage(dashboardText.links)}>
        <ul>
          <li>
            <Link href={paths.employerClaims}>{text.formatMessage(claimsPageText.heading)}</Link>
          </li>
          <li>
            <Link href={paths.employerEmployees}>
              {text.formatMessage(dashboardText.employees)}
            </Link>
          </li>
          <li>
            <Link href={paths.employerBilling}>{text.formatMessage(dashboardText.billing)}</Link>
          </li>
          <li>
            <Link href={paths.employerReports}>{text.formatMessage(dashboardText.reports)}</Link>
          </li>
          <li>
            <Link href={paths.employerPlans}>{text.formatMessage(dashboardText.plans)}</Link>
          </li>
          <li>
            <Link href={paths.security('employers')}>
              {text.formatMessage(dashboardText.security)}
            </Link>
          </li>
        </ul>
      </nav>
    </>
  );
}

export default function EmployerDashboardPage() {
  const text = useText();
  const [dashboard] = useBenefitsData(getEmployerDashboard);
  return (
    <div className="benefits-page employer-dashboard">
      <LoadingNotice loaded={dashboard} text={text.formatMessage(dashboardText.loading)} />
      {dashboard.kind === 'ready' && <Dashboard dashboard={dashboard.data} />}
      {dashboard.kind === 'not-found' && (
        <>
          <h1>{text.formatMessage(dashboardText.notLinked)}</h1>
          <p>{text.formatMessage(dashboardText.callUs)}</p>
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
