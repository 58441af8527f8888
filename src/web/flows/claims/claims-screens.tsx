// The employee's benefits screens, one lazy chunk (docs/product/budgets.md: none of them
// weighs on the login page): the dashboard, the claim wizard, a claim's page and the
// payments. The route table says which one an address shows.

import ClaimPage from './claim-page.tsx';
import ClaimWizardPage from './claim-wizard-page.tsx';
import DashboardPage from './dashboard-page.tsx';
import PaymentsPage from './payments-page.tsx';
import '#web/components/benefits/benefits.css';
import './claims.css';

export type ClaimsScreen =
  | { screen: 'dashboard' }
  | { screen: 'new-claim' }
  | { screen: 'claim'; claimNumber: string }
  | { screen: 'payments' };

export default function ClaimsScreens(props: ClaimsScreen) {
  switch (props.screen) {
    case 'dashboard':
      return <DashboardPage />;
    case 'new-claim':
      return <ClaimWizardPage />;
    case 'claim':
      return <ClaimPage key={props.claimNumber} claimNumber={props.claimNumber} />;
    case 'payments':
      return <PaymentsPage />;
  }
}
