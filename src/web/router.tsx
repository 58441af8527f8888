// The route table of docs/product/shell.md with its metadata, and what every navigation does:
// remember the previous path, set the document title, scroll to the top, push a page view.
// A page of a self-service flow gets its flow's word from here (the module of its calls, the
// help panel, the addresses of its steps), never from its address: the app composes the
// flows, and none of them knows another's routes.

import { Suspense, useEffect } from 'react';
import { matchRoute, Redirect, Router, useLocation, useRouter } from 'wouter';
import { defineMessages } from '#domain/shared/define-messages';
import { sharedText } from '#domain/shared/messages';
import { roleOfSide, type Side, sides } from '#domain/shared/sides';
import { QuickLinks } from './components/layout/quick-links.tsx';
import { PageLayout } from './components/layout/page-layout.tsx';
import { AlertModal } from './components/notifications/alert-modal.tsx';
import { Banner } from './components/notifications/banner.tsx';
import { LoginPage } from './flows/login/login-page.tsx';
import { lazyWithMessages } from './language/lazy-with-messages.ts';
import { useText } from './language/use-text.ts';
import { pushPageView } from './lib/analytics.ts';
import { pageHistory } from './lib/page-history.ts';
import {
  basePath,
  paths,
  type RegistrationPage,
  registrationScreens,
  userNameRecoveryScreens,
} from './paths.ts';
import { LandingPage } from './routes/landing-page.tsx';
import { NotFoundPage } from './routes/not-found-page.tsx';
import type { RouteMeta } from './lib/route-meta.ts';
import type { AppRoute, PageRoute, RedirectRoute } from './routes/app-route.ts';
import {
  AccountDashboard,
  benefitsRoutes,
  employerRoutes,
  secondFactorRoutes,
} from './routes/benefits-routes.tsx';
import { type FlowRoute, FlowRouteContext } from './self-service/flow-route.ts';

// One chunk per flow (docs/product/budgets.md: none of them weighs on the login page); what
// the flows share (src/web/self-service) comes in shared chunks with whichever opens first.
const RegistrationPages = lazyWithMessages(
  ['recovery', 'registration', 'self-service'],
  () => import('./flows/registration/registration-screens.tsx'),
);
const SsoFailureScreen = lazyWithMessages(
  ['recovery', 'registration', 'self-service'],
  () => import('./flows/sso/sso-failure-screen.tsx'),
);
const UserNameRecoveryScreens = lazyWithMessages(
  ['recovery', 'registration', 'self-service'],
  () => import('./flows/username-recovery/username-recovery-screens.tsx'),
);
const PasswordResetScreens = lazyWithMessages(
  ['recovery', 'registration', 'self-service'],
  () => import('./flows/password-reset/password-reset-screens.tsx'),
);

const AccessibilityPage = lazyWithMessages(
  ['accessibility'],
  () => import('./routes/accessibility-page.tsx'),
);

/** The document titles of the front door's pages (docs/product/shell.md). */
export const pageTitles = defineMessages({
  myAccount: { id: 'shell.title.myAccount', defaultMessage: 'My Account' },
  identity: { id: 'shell.title.identity', defaultMessage: 'Identity' },
  registration: { id: 'shell.title.registration', defaultMessage: 'Registration' },
  accountRecovery: { id: 'shell.title.accountRecovery', defaultMessage: 'Account Recovery' },
  accessibility: { id: 'shell.title.accessibility', defaultMessage: 'Accessibility' },
  loading: {
    id: 'shell.loading',
    defaultMessage: 'Loading…',
    description: 'While the next screen loads.',
  },
});

const sideRoutes = (side: Side): AppRoute[] => {
  const role = roleOfSide[side];
  return [
    { path: paths.sideRoot(side), redirectTo: paths.login(side) },
    {
      path: paths.login(side),
      meta: {
        title: pageTitles.myAccount,
        pageName: `${side}:login`,
        category: 'login',
        siteSection: side,
        role,
      },
      render: () => <LoginPage side={side} />,
      aside: <QuickLinks />,
    },
    {
      path: paths.account(side),
      meta: {
        title: pageTitles.myAccount,
        pageName: `${side}:account`,
        category: 'account',
        siteSection: side,
        role,
      },
      // Each side's account is its benefits dashboard (docs/product/claims.md and
      // docs/product/employer-claims.md).
      render: () => <AccountDashboard side={side} />,
    },
  ];
};

/** A registration page, or the SSO failure page beside them. */
type RegistrationRouteName = RegistrationPage | 'sso/failure';

/** docs/product/shell.md: 'Identity' for the employee verification option, else 'Registration'. */
function registrationTitle(side: Side, screen: RegistrationRouteName | null) {
  return side === 'employee-benefits' && screen === 'selectVerificationOption'
    ? pageTitles.identity
    : pageTitles.registration;
}

/** A registration screen's metadata; `null` is the registration parent itself. */
function registrationMeta(side: Side, screen: RegistrationRouteName | null): RouteMeta {
  return {
    title: registrationTitle(side, screen),
    pageName: screen ? `${side}:registration:${screen.replace('/', ':')}` : `${side}:registration`,
    category: 'registration',
    siteSection: side,
    role: roleOfSide[side],
  };
}

/**
 * A registration page of a side: its calls go under the side's module; each step has its
 * address. A start ('full', or 'sso' for a partner's assertion) is where browser Back from a
 * step returns, and the help panel shows beside it (docs/product/shell.md: "only when the path
 * contains 'full' or ends in 'sso'").
 */
const registrationFlow = (side: Side, start = false): FlowRoute => ({
  module: side,
  stepPath: (screen) => paths.registrationScreen(side, screen),
  start,
  helpPanel: start,
});

/**
 * The registration parent of each side: the employee's sends to the start; the employer's is
 * the invitation link's page, which opens the flow from `?regid=` (docs/product/registration.md).
 */
const registrationRoot = (side: Side): AppRoute =>
  side === 'employers'
    ? {
        path: paths.registrationRoot(side),
        meta: registrationMeta(side, null),
        className: 'page-registration',
        flow: registrationFlow(side),
        render: () => <RegistrationPages page="invitation" />,
      }
    : { path: paths.registrationRoot(side), redirectTo: paths.registration(side) };

/**
 * Single-sign-on registration is the employee's (decision 0013): the start a partner's form
 * post lands on, and the page where an assertion that opens nothing leads.
 */
const ssoRoutes = (side: Side): PageRoute[] =>
  side === 'employee-benefits'
    ? [
        {
          path: paths.ssoRegistration,
          meta: registrationMeta(side, 'sso'),
          className: 'page-registration',
          flow: registrationFlow(side, true),
          render: () => <RegistrationPages page="sso" />,
        },
        {
          path: paths.ssoRegistrationFailure,
          meta: registrationMeta(side, 'sso/failure'),
          className: 'page-registration',
          render: () => <SsoFailureScreen />,
        },
      ]
    : [];

/**
 * docs/product/password-reset.md: the target of each login page's 'Can't access your account?', one
 * address for every step of the reset (decision 0014), titled like username recovery.
 */
const passwordResetRoute = (side: Side): PageRoute => ({
  path: paths.passwordReset(side),
  meta: {
    title: pageTitles.accountRecovery,
    pageName: `${side}:registration:password-reset`,
    category: 'passwordReset',
    siteSection: side,
    role: roleOfSide[side],
  },
  // The alert modal hides this class from assistive tools while it is open.
  className: 'page-registration',
  // One address for every step: no step paths (decision 0014). The module written out: the
  // domain's flow helpers would all come onto the login page with passwordResetModule().
  flow: { module: `${side}/password-reset` as const },
  render: () => <PasswordResetScreens />,
});

const registrationRoutes = (side: Side): AppRoute[] => [
  registrationRoot(side),
  passwordResetRoute(side),
  ...registrationScreens.map((screen): PageRoute => ({
    path: paths.registrationScreen(side, screen),
    meta: registrationMeta(side, screen),
    // The alert modal hides this class from assistive tools while it is open.
    className: 'page-registration',
    flow: registrationFlow(side, screen === 'full'),
    render: () => <RegistrationPages page={screen} />,
  })),
  ...ssoRoutes(side),
];

/** docs/product/shell.md: username recovery is the employee's, titled 'Account Recovery'. */
const userNameRecoveryRoutes: AppRoute[] = [
  {
    path: paths.userNameRecoveryRoot,
    redirectTo: paths.userNameRecovery('verifyPersonalInformation'),
  },
  ...userNameRecoveryScreens.map((screen): PageRoute => ({
    path: paths.userNameRecovery(screen),
    meta: {
      title: pageTitles.accountRecovery,
      pageName: `userNameRecovery:${screen}`,
      category: 'userNameRecovery',
      siteSection: 'employee-benefits',
      role: roleOfSide['employee-benefits'],
    },
    // The alert modal hides this class from assistive tools while it is open.
    className: 'page-registration',
    // The help panel beside the verify step (the recovery's own, docs/product/shell.md).
    flow: { module: 'userNameRecovery', helpPanel: screen === 'verifyPersonalInformation' },
    render: () => <UserNameRecoveryScreens screen={screen} />,
  })),
];

export const appRoutes: AppRoute[] = [
  {
    path: paths.landing,
    meta: {
      title: pageTitles.myAccount,
      pageName: 'my-account',
      category: 'landing',
      siteSection: 'my-account',
    },
    render: () => <LandingPage />,
  },
  {
    path: paths.accessibility,
    meta: {
      title: pageTitles.accessibility,
      pageName: 'accessibility',
      category: 'statement',
      siteSection: 'my-account',
    },
    render: () => <AccessibilityPage />,
  },
  ...sides.flatMap(sideRoutes),
  ...sides.flatMap(registrationRoutes),
  ...userNameRecoveryRoutes,
  ...benefitsRoutes,
  ...employerRoutes,
  ...secondFactorRoutes,
];

const notFoundRoute: PageRoute = {
  path: '*',
  meta: {
    title: sharedText.pageNotFound,
    pageName: 'page-not-found',
    category: 'error',
    siteSection: 'my-account',
  },
  render: () => <NotFoundPage />,
};

/** The route of the address on show: the first that matches, or not found. */
export function useCurrentRoute(): AppRoute {
  const [location] = useLocation();
  const { parser } = useRouter();
  return appRoutes.find((route) => matchRoute(parser, route.path, location)[0]) ?? notFoundRoute;
}

function usePageView(meta: RouteMeta | null) {
  const [location] = useLocation();
  const text = useText();
  useEffect(() => {
    if (!meta) return;
    const previousPath = pageHistory.remember(location);
    window.scrollTo(0, 0);
    pushPageView(meta, location, previousPath);
  }, [location, meta]);
  // The title follows a change of language too, without counting a page view.
  useEffect(() => {
    if (meta) document.title = text.formatMessage(meta.title);
  }, [meta, text]);
}

function Pages() {
  const route = useCurrentRoute();
  const text = useText();
  const page = 'meta' in route ? route : null;
  usePageView(page?.meta ?? null);
  if (!page) return <Redirect to={(route as RedirectRoute).redirectTo} replace />;
  return (
    <>
      <PageLayout notices={<Banner />} aside={page.aside} className={page.className}>
        <Suspense
          fallback={
            <p className="page-loading" role="status">
              {text.formatMessage(pageTitles.loading)}
            </p>
          }
        >
          <FlowRouteContext value={page.flow}>{page.render()}</FlowRouteContext>
        </Suspense>
      </PageLayout>
      <AlertModal />
    </>
  );
}

export function App() {
  return (
    <Router base={basePath}>
      <Pages />
    </Router>
  );
}
