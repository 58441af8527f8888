// The employer's claims screens, one lazy chunk (docs/product/budgets.md: none of them weighs on
// the login page): the dashboard, 'Employee claims', a claim's page and 'Report an absence'. The
// route table says which one an address shows.

import EmployerClaimPage from './claim-page.tsx';
import EmployeeClaimsPage from './claims-list-page.tsx';
import EmployerDashboardPage from './dashboard-page.tsx';
import ReportAbsencePage from './report-absence-page.tsx';
import '#web/components/benefits/benefits.css';
import './employer-claims.css';

export type EmployerClaimsScreen =
  | { screen: 'dashboard' }
  | { screen: 'claims' }
  | { screen: 'claim'; claimNumber: string }
  | { screen: 'report-absence' };

export default function EmployerClaimsScreens(props: EmployerClaimsScreen) {
  switch (props.screen) {
    case 'dashboard':
      return <EmployerDashboardPage />;
    case 'claims':
      return <EmployeeClaimsPage />;
    case 'claim':
      return <EmployerClaimPage key={props.claimNumber} claimNumber={props.claimNumber} />;
    case 'report-absence':
      return <ReportAbsencePage />;
  }
}
