// The benefits area's part of the route table (docs/product/claims.md): the employee's claims,
// documents and payments, the disability claim without registering, and the employer's
// employee claims, bills and reports. Each feature is a lazy chunk of its own, so none of them
// weighs on the login page (docs/product/budgets.md); router.tsx composes these with the front
// door.

import { useRoute } from 'wouter';
import { defineMessages, type MessageDescriptor } from '#domain/shared/define-messages';
import { roleOfSide, type Side, sides } from '#domain/shared/sides';
import { lazyWithMessages } from '#web/language/lazy-with-messages.ts';
import type { RouteMeta } from '#web/lib/route-meta.ts';
import { paths } from '#web/paths.ts';
import type { AppRoute } from './app-route.ts';

// The employee's benefits area (docs/product/claims.md): dashboard, wizard, claim, payments.
// Each chunk loads with the catalogs of the areas its screens speak (lazy-with-messages.ts).
const ClaimsScreens = lazyWithMessages(
  ['benefits', 'claims', 'forms', 'second-factor', 'self-service'],
  () => import('#web/flows/claims/claims-screens.tsx'),
);
const DocumentsPage = lazyWithMessages(
  ['benefits', 'documents', 'second-factor'],
  () => import('#web/flows/documents/documents-page.tsx'),
);
// 'My coverage' (docs/product/coverage.md): a chunk of its own.
const CoveragePage = lazyWithMessages(
  ['benefits', 'coverage', 'second-factor'],
  () => import('#web/flows/coverage/coverage-page.tsx'),
);
// 'Forms and documents' (docs/product/coverage.md): a chunk of its own.
const FormsPage = lazyWithMessages(
  ['benefits', 'forms', 'second-factor'],
  () => import('#web/flows/forms/forms-page.tsx'),
);
// 'Beneficiaries' (docs/product/coverage.md): a chunk of its own.
const BeneficiariesPage = lazyWithMessages(
  ['benefits', 'beneficiaries', 'coverage', 'second-factor'],
  () => import('#web/flows/beneficiaries/beneficiaries-page.tsx'),
);
const PublicClaimPage = lazyWithMessages(
  ['benefits', 'claims', 'registration', 'second-factor', 'self-service'],
  () => import('#web/flows/claims/public-claim-page.tsx'),
);
// The employer's benefits area (docs/product/employer-claims.md): dashboard, employee claims, a
// claim.
const EmployerClaimsScreens = lazyWithMessages(
  ['benefits', 'billing', 'employer-claims', 'second-factor'],
  () => import('#web/flows/employer-claims/employer-claims-screens.tsx'),
);
// The employer's bills and payments (docs/product/billing.md): a chunk of its own; its lines
// name plans and their rates in the coverage area's words.
const BillingPage = lazyWithMessages(
  ['benefits', 'billing', 'coverage', 'second-factor'],
  () => import('#web/flows/billing/billing-page.tsx'),
);
// The employer's reports (docs/product/reports.md): the charts load with this chunk only.
const ReportsPage = lazyWithMessages(
  ['benefits', 'reports', 'second-factor'],
  () => import('#web/flows/reports/reports-page.tsx'),
);
// The employer's 'Plans and rates' (docs/product/coverage.md): a chunk of its own.
const PlansPage = lazyWithMessages(
  ['benefits', 'coverage', 'employer-coverage', 'second-factor'],
  () => import('#web/flows/employer-coverage/plans-page.tsx'),
);
// The employer's census: 'Employees' and an employee's page (docs/product/census.md).
const EmployeesScreens = lazyWithMessages(
  ['benefits', 'coverage', 'employees', 'second-factor'],
  () => import('#web/flows/employees/employees-screens.tsx'),
);
// The second factor: 'Confirm it's you' and 'Sign-in and security', with WebAuthn.
const SecondFactorScreens = lazyWithMessages(
  ['benefits', 'second-factor'],
  () => import('#web/flows/second-factor/second-factor-screens.tsx'),
);

/**
 * Each side's account page: its benefits dashboard (docs/product/claims.md and
 * docs/product/employer-claims.md).
 */
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

/** The document titles of the benefits area's pages. */
const benefitsTitles = defineMessages({
  fileClaimOrLeave: {
    id: 'shell.title.fileClaimOrLeave',
    defaultMessage: 'File a claim or family medical leave',
  },
  claim: { id: 'shell.title.claim', defaultMessage: 'Claim' },
  payments: { id: 'shell.title.payments', defaultMessage: 'Payments' },
  documents: { id: 'shell.title.documents', defaultMessage: 'Documents' },
  coverage: { id: 'shell.title.coverage', defaultMessage: 'My coverage' },
  beneficiaries: { id: 'shell.title.beneficiaries', defaultMessage: 'Beneficiaries' },
  forms: { id: 'shell.title.forms', defaultMessage: 'Forms and documents' },
  fileDisabilityClaim: {
    id: 'shell.title.fileDisabilityClaim',
    defaultMessage: 'File a disability claim',
  },
  employeeClaims: { id: 'shell.title.employeeClaims', defaultMessage: 'Employee claims' },
  reportAbsence: { id: 'shell.title.reportAbsence', defaultMessage: 'Report an absence' },
  billsAndPayments: { id: 'shell.title.billsAndPayments', defaultMessage: 'Bills and payments' },
  reports: { id: 'shell.title.reports', defaultMessage: 'Reports' },
  plansAndRates: { id: 'shell.title.plansAndRates', defaultMessage: 'Plans and rates' },
  employees: { id: 'shell.title.employees', defaultMessage: 'Employees' },
  employee: { id: 'shell.title.employee', defaultMessage: 'Employee' },
  addEmployee: { id: 'shell.title.addEmployee', defaultMessage: 'Add an employee' },
  uploadCensus: { id: 'shell.title.uploadCensus', defaultMessage: 'Upload a census file' },
  confirmItsYou: { id: 'shell.title.confirmItsYou', defaultMessage: "Confirm it's you" },
  signInAndSecurity: {
    id: 'shell.title.signInAndSecurity',
    defaultMessage: 'Sign-in and security',
  },
});

const benefitsMeta = (title: MessageDescriptor, page: string, category = 'claims'): RouteMeta => ({
  title,
  pageName: `employee-benefits:${page}`,
  category,
  siteSection: 'employee-benefits',
  role: roleOfSide['employee-benefits'],
});

/**
 * The employee's benefits area behind the login (docs/product/claims.md); the wizard's address
 * before the claim pattern it matches.
 */
export const benefitsRoutes: AppRoute[] = [
  {
    path: paths.newClaim,
    meta: benefitsMeta(benefitsTitles.fileClaimOrLeave, 'claims:new'),
    render: () => <ClaimsScreens screen="new-claim" />,
  },
  {
    path: paths.claimPattern,
    meta: benefitsMeta(benefitsTitles.claim, 'claims:claim'),
    render: () => <ClaimRoutePage />,
  },
  {
    path: paths.payments,
    meta: benefitsMeta(benefitsTitles.payments, 'payments'),
    render: () => <ClaimsScreens screen="payments" />,
  },
  {
    path: paths.documents,
    meta: benefitsMeta(benefitsTitles.documents, 'documents', 'documents'),
    render: () => <DocumentsPage />,
  },
  {
    path: paths.coverage,
    meta: benefitsMeta(benefitsTitles.coverage, 'coverage', 'coverage'),
    render: () => <CoveragePage />,
  },
  {
    path: paths.beneficiaries,
    meta: benefitsMeta(benefitsTitles.beneficiaries, 'beneficiaries', 'coverage'),
    render: () => <BeneficiariesPage />,
  },
  {
    path: paths.forms,
    meta: benefitsMeta(benefitsTitles.forms, 'forms', 'coverage'),
    render: () => <FormsPage />,
  },
  // Anyone, without a login (docs/product/public-claim.md): one address for every step.
  {
    path: paths.publicDisabilityClaim,
    meta: benefitsMeta(benefitsTitles.fileDisabilityClaim, 'claims:disability'),
    className: 'page-registration',
    flow: { module: 'claims/disability' },
    render: () => <PublicClaimPage />,
  },
];

/** An employee's claim as the employer reads it: its number is the route's. */
function EmployeeRoutePage() {
  const [, params] = useRoute<{ memberId: string }>(paths.employerEmployeePattern);
  return <EmployeesScreens screen="employee" memberId={params?.memberId ?? ''} />;
}

function EmployerClaimRoutePage() {
  const [, params] = useRoute<{ claimNumber: string }>(paths.employerClaimPattern);
  return <EmployerClaimsScreens screen="claim" claimNumber={params?.claimNumber ?? ''} />;
}

const employerMeta = (title: MessageDescriptor, page: string, category = 'claims'): RouteMeta => ({
  title,
  pageName: `employers:${page}`,
  category,
  siteSection: 'employers',
  role: roleOfSide.employers,
});

/**
 * The employer's benefits area behind the login (docs/product/employer-claims.md,
 * docs/product/billing.md and docs/product/reports.md): employee claims, bills and payments,
 * reports; the dashboard is the side's account page. Titles are written here, so that no feature's
 * texts come onto the login page.
 */
export const employerRoutes: AppRoute[] = [
  {
    path: paths.employerClaims,
    meta: employerMeta(benefitsTitles.employeeClaims, 'claims'),
    render: () => <EmployerClaimsScreens screen="claims" />,
  },
  {
    path: paths.employerReportAbsence,
    meta: employerMeta(benefitsTitles.reportAbsence, 'claims:report-absence'),
    render: () => <EmployerClaimsScreens screen="report-absence" />,
  },
  {
    path: paths.employerClaimPattern,
    meta: employerMeta(benefitsTitles.claim, 'claims:claim'),
    render: () => <EmployerClaimRoutePage />,
  },
  {
    path: paths.employerBilling,
    meta: employerMeta(benefitsTitles.billsAndPayments, 'billing', 'billing'),
    render: () => <BillingPage />,
  },
  {
    path: paths.employerReports,
    meta: employerMeta(benefitsTitles.reports, 'reports', 'reports'),
    render: () => <ReportsPage />,
  },
  {
    path: paths.employerPlans,
    meta: employerMeta(benefitsTitles.plansAndRates, 'plans', 'coverage'),
    render: () => <PlansPage />,
  },
  {
    path: paths.employerEmployees,
    meta: employerMeta(benefitsTitles.employees, 'employees', 'employees'),
    render: () => <EmployeesScreens screen="list" />,
  },
  {
    path: paths.employerAddEmployee,
    meta: employerMeta(benefitsTitles.addEmployee, 'employees:add', 'employees'),
    render: () => <EmployeesScreens screen="add" />,
  },
  {
    path: paths.employerUploadCensus,
    meta: employerMeta(benefitsTitles.uploadCensus, 'employees:upload', 'employees'),
    render: () => <EmployeesScreens screen="upload" />,
  },
  {
    path: paths.employerEmployeePattern,
    meta: employerMeta(benefitsTitles.employee, 'employees:employee', 'employees'),
    render: () => <EmployeeRoutePage />,
  },
];

/**
 * The second factor's pages of each side: 'Confirm it's you' between the password
 * and the benefits area, and 'Sign-in and security'. Titles written here, as above.
 */
export const secondFactorRoutes: AppRoute[] = sides.flatMap((side): AppRoute[] => {
  const meta = (title: MessageDescriptor, page: string): RouteMeta => ({
    title,
    pageName: `${side}:${page}`,
    category: 'secondFactor',
    siteSection: side,
    role: roleOfSide[side],
  });
  return [
    {
      path: paths.confirm(side),
      meta: meta(benefitsTitles.confirmItsYou, 'confirm'),
      render: () => <SecondFactorScreens screen="confirm" side={side} />,
    },
    {
      path: paths.security(side),
      meta: meta(benefitsTitles.signInAndSecurity, 'security'),
      render: () => <SecondFactorScreens screen="security" side={side} />,
    },
  ];
});
