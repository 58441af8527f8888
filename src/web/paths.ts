// Every route of the app (docs/product/shell.md), relative to the router's /auth base.
// Code uses these instead of string literals.

import type { Side } from '#domain/shared/sides';

export const basePath = '/auth';

/**
 * The screens of the registration (docs/product/registration.md#screens), in the employee's flow
 * order. Both sides have all of them; what a screen asks differs by side (the employer's
 * selectVerificationOption chooses a device, the employee's proves the ZIP code).
 */
export const registrationScreens = [
  'full',
  'selectVerificationOption',
  'selectCredentials',
  'verificationCodeSent',
  'registrationReview',
  'confirmation',
] as const;
export type RegistrationScreen = (typeof registrationScreens)[number];

/**
 * A page of the registration flow: one of its screens, or the start in single-sign-on mode,
 * where a partner's assertion brings an employee (docs/decisions/0013). The SSO start is the
 * same form as 'full'; the flow goes on from it through the screens above.
 */
export type RegistrationPage = RegistrationScreen | 'sso';

/** The screens of username recovery (docs/product/username-recovery.md), in flow order. */
export const userNameRecoveryScreens = ['verifyPersonalInformation', 'retrieveUserName'] as const;
export type UserNameRecoveryScreen = (typeof userNameRecoveryScreens)[number];

export const paths = {
  landing: '/',
  /** The accessibility statement (docs/product/languages.md#accessibility-page). */
  accessibility: '/accessibility',
  sideRoot: (side: Side) => `/${side}`,
  login: (side: Side) => `/${side}/login`,
  account: (side: Side) => `/${side}/account`,
  /**
   * 'Confirm it's you', after the password; `from` is the page to return to, when a
   * call was refused for want of the step there.
   */
  confirm: (side: Side, from?: string, again = false) =>
    from
      ? `/${side}/confirm?path=${encodeURIComponent(from)}${again ? '&again=1' : ''}`
      : `/${side}/confirm`,
  /** 'Sign-in and security': passkeys, the authenticator app, recovery codes, devices. */
  security: (side: Side) => `/${side}/security`,
  registration: (side: Side) => `/${side}/registration/full`,
  registrationRoot: (side: Side) => `/${side}/registration`,
  registrationScreen: (side: Side, screen: RegistrationScreen) => `/${side}/registration/${screen}`,
  /** Employees only: where the partner's form post lands (decision 0013). */
  ssoRegistration: '/employee-benefits/registration/sso',
  /** Where an assertion that opens nothing lands: not a step of the flow. */
  ssoRegistrationFailure: '/employee-benefits/registration/sso/failure',
  /** The employer invitation link (docs/product/registration.md#employer-invitation). */
  employerInvitation: (regid: string) =>
    `/employers/registration?regid=${encodeURIComponent(regid)}`,
  passwordReset: (side: Side) => `/${side}/registration/password-reset`,
  userNameRecoveryRoot: '/userNameRecovery',
  userNameRecovery: (screen: UserNameRecoveryScreen) => `/userNameRecovery/${screen}`,
  /**
   * The employee's benefits area (docs/product/claims.md and docs/product/documents.md); the
   * dashboard is `account`.
   */
  newClaim: '/employee-benefits/claims/new',
  claim: (claimNumber: string) => `/employee-benefits/claims/${encodeURIComponent(claimNumber)}`,
  claimPattern: '/employee-benefits/claims/:claimNumber',
  payments: '/employee-benefits/payments',
  /** 'My coverage' (docs/product/coverage.md#my-coverage). */
  coverage: '/employee-benefits/coverage',
  /** 'Forms and documents' (docs/product/coverage.md#forms-and-documents). */
  forms: '/employee-benefits/forms',
  /** 'Beneficiaries' (docs/product/coverage.md#beneficiaries). */
  beneficiaries: '/employee-benefits/beneficiaries',
  /** The beneficiaries page with a plan's form open: where 'Confirm it's you' returns. */
  changeBeneficiaries: (plan: string) =>
    `/employee-benefits/beneficiaries?change=${encodeURIComponent(plan)}`,
  documents: '/employee-benefits/documents',
  /** The documents page with a claim chosen: where a claim's 'Upload documents' leads. */
  documentsOfClaim: (claimNumber: string) =>
    `/employee-benefits/documents?claim=${encodeURIComponent(claimNumber)}`,
  /** File a disability claim without registering (docs/product/public-claim.md). */
  publicDisabilityClaim: '/claims/disability',
  /**
   * The employer's benefits area (docs/product/employer-claims.md, docs/product/billing.md and
   * docs/product/reports.md); the dashboard is `account`.
   */
  employerClaims: '/employers/claims',
  employerClaim: (claimNumber: string) => `/employers/claims/${encodeURIComponent(claimNumber)}`,
  employerClaimPattern: '/employers/claims/:claimNumber',
  /**
   * 'Report an absence' for an employee who cannot
   * (docs/product/employer-claims.md#report-an-absence).
   */
  employerReportAbsence: '/employers/report-absence',
  employerBilling: '/employers/billing',
  employerReports: '/employers/reports',
  /** 'Plans and rates' (docs/product/coverage.md#plans-and-rates). */
  employerPlans: '/employers/plans',
  /** 'Employees' and an employee's page (docs/product/census.md). */
  employerEmployees: '/employers/employees',
  /** 'Add an employee' (docs/product/census.md#add-an-employee). */
  employerAddEmployee: '/employers/employees/add',
  employerUploadCensus: '/employers/employees/upload',
  employerEmployee: (memberId: string) => `/employers/employees/${encodeURIComponent(memberId)}`,
  employerEmployeePattern: '/employers/employees/:memberId',
} as const;

/** The address the browser shows for a route (with the base path), for full page loads. */
export function fullPath(route: string): string {
  return route === '/' ? `${basePath}/` : `${basePath}${route}`;
}

/**
 * `?path=` on the login pages may only name a route of this app: a relative path, no scheme,
 * no host, no way out of the base path (docs/decisions/0030-server-conventions.md).
 */
export function safeAppRoute(value: string | null): string | null {
  if (!value) return null;
  const route = value.startsWith(`${basePath}/`) ? value.slice(basePath.length) : value;
  if (!/^\/(?!\/)[A-Za-z0-9\-._~/]*(\?[A-Za-z0-9\-._~=&%]*)?$/.test(route)) return null;
  if (route.split('/').some((segment) => segment === '..' || segment === '.')) return null;
  return route;
}
