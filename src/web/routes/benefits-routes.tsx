// The benefits area's part of the route table (DESIGN.md section 11): the employee's claims,
// documents and payments, the disability claim without registering, and the employer's
// employee claims, bills and reports. Each feature is a lazy chunk of its own, so none of them
// weighs on the login page (DESIGN.md 11.8); router.tsx composes these with the front door.

import { lazy } from 'react';
import { useRoute } from 'wouter';
import { roleOfSide, type Side, sides } from '#domain/shared/sides';
import type { RouteMeta } from '#web/lib/route-meta.ts';
import { paths } from '#web/paths.ts';
import type { AppRoute } from './app-route.ts';

// The employee's benefits area (DESIGN.md section 11.1): dashboard, wizard, claim, payments.
const ClaimsScreens = lazy(() => import('#web/flows/claims/claims-screens.tsx'));
const DocumentsPage = lazy(() => import('#web/flows/documents/documents-page.tsx'));
const PublicClaimPage = lazy(() => import('#web/flows/claims/public-claim-page.tsx'));
// The employer's benefits area (DESIGN.md section 11.3): dashboard, employee claims, a claim.
const EmployerClaimsScreens = lazy(
  () => import('#web/flows/employer-claims/employer-claims-screens.tsx'),
);
// The employer's bills and payments (DESIGN.md section 11.4): a chunk of its own.
const BillingPage = lazy(() => import('#web/flows/billing/billing-page.tsx'));
// The employer's reports (DESIGN.md section 11.5): the charts load with this chunk only.
const ReportsPage = lazy(() => import('#web/flows/reports/reports-page.tsx'));
// The second factor (issue 15): 'Confirm it's you' and 'Sign-in and security', with WebAuthn.
const SecondFactorScreens = lazy(
  () => import('#web/flows/second-factor/second-factor-screens.tsx'),
);

/** Each side's account page: its benefits dashboard (DESIGN.md sections 11.1 and 11.3). */
export function AccountDashboard({ side }: { side: Side }) {
  return side === 'employee-benefits' ? (
    <ClaimsScreens screen="dashboard" />
  ) : (
    <EmployerClaimsScreens screen="dashboard" />
  );
}

/** A claim's page: its number is the route's. */
function ClaimRoutePage() {
  const [, params] = useRoute<{ claimNumber: string }>(paths.claimPattern);
  return <ClaimsScreens screen="claim" claimNumber={params?.claimNumber ?? ''} />;
}

const benefitsMeta = (title: string, page: string, category = 'claims'): RouteMeta => ({
  title,
  pageName: `employee-benefits:${page}`,
  category,
  siteSection: 'employee-benefits',
  role: roleOfSide['employee-benefits'],
});

/**
 * The employee's benefits area behind the login (DESIGN.md section 11); the wizard's address
 * before the claim pattern it matches.
 */
export const benefitsRoutes: AppRoute[] = [
  {
    path: paths.newClaim,
    meta: benefitsMeta('File a claim or family medical leave', 'claims:new'),
    render: () => <ClaimsScreens screen="new-claim" />,
  },
  {
    path: paths.claimPattern,
    meta: benefitsMeta('Claim', 'claims:claim'),
    render: () => <ClaimRoutePage />,
  },
  {
    path: paths.payments,
    meta: benefitsMeta('Payments', 'payments'),
    render: () => <ClaimsScreens screen="payments" />,
  },
  {
    path: paths.documents,
    meta: benefitsMeta('Documents', 'documents', 'documents'),
    render: () => <DocumentsPage />,
  },
  // Anyone, without a login (DESIGN.md section 11.6): one address for every step.
  {
    path: paths.publicDisabilityClaim,
    meta: benefitsMeta('File a disability claim', 'claims:disability'),
    className: 'page-registration',
    flow: { module: 'claims/disability' },
    render: () => <PublicClaimPage />,
  },
];

/** An employee's claim as the employer reads it: its number is the route's. */
function EmployerClaimRoutePage() {
  const [, params] = useRoute<{ claimNumber: string }>(paths.employerClaimPattern);
  return <EmployerClaimsScreens screen="claim" claimNumber={params?.claimNumber ?? ''} />;
}

const employerMeta = (title: string, page: string, category = 'claims'): RouteMeta => ({
  title,
  pageName: `employers:${page}`,
  category,
  siteSection: 'employers',
  role: roleOfSide.employers,
});

/**
 * The employer's benefits area behind the login (DESIGN.md sections 11.3 to 11.5): employee
 * claims, bills and payments, reports; the dashboard is the side's account page. Titles are
 * written here, so that no feature's texts come onto the login page.
 */
export const employerRoutes: AppRoute[] = [
  {
    path: paths.employerClaims,
    meta: employerMeta('Employee claims', 'claims'),
    render: () => <EmployerClaimsScreens screen="claims" />,
  },
  {
    path: paths.employerReportAbsence,
    meta: employerMeta('Report an absence', 'claims:report-absence'),
    render: () => <EmployerClaimsScreens screen="report-absence" />,
  },
  {
    path: paths.employerClaimPattern,
    meta: employerMeta('Claim', 'claims:claim'),
    render: () => <EmployerClaimRoutePage />,
  },
  {
    path: paths.employerBilling,
    meta: employerMeta('Bills and payments', 'billing', 'billing'),
    render: () => <BillingPage />,
  },
  {
    path: paths.employerReports,
    meta: employerMeta('Reports', 'reports', 'reports'),
    render: () => <ReportsPage />,
  },
];

/**
 * The second factor's pages of each side (issue 15): 'Confirm it's you' between the password
 * and the benefits area, and 'Sign-in and security'. Titles written here, as above.
 */
export const secondFactorRoutes: AppRoute[] = sides.flatMap((side): AppRoute[] => {
  const meta = (title: string, page: string): RouteMeta => ({
    title,
    pageName: `${side}:${page}`,
    category: 'secondFactor',
    siteSection: side,
    role: roleOfSide[side],
  });
  return [
    {
      path: paths.confirm(side),
      meta: meta("Confirm it's you", 'confirm'),
      render: () => <SecondFactorScreens screen="confirm" side={side} />,
    },
    {
      path: paths.security(side),
      meta: meta('Sign-in and security', 'security'),
      render: () => <SecondFactorScreens screen="security" side={side} />,
    },
  ];
});
