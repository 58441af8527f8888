// The route table of SPEC.md section 2 with its metadata, and what every navigation does:
// remember the previous path, set the document title, scroll to the top, push a page view.
// A page of a self-service flow gets its flow's word from here (the module of its calls, the
// help panel, the addresses of its steps), never from its address: the app composes the
// flows, and none of them knows another's routes.

import { lazy, Suspense, useEffect } from 'react';
import { matchRoute, Redirect, Router, useLocation, useRouter } from 'wouter';
import { messages } from '#domain/shared/messages';
import { roleOfSide, type Side, sides } from '#domain/shared/sides';
import { QuickLinks } from './components/layout/quick-links.tsx';
import { PageLayout } from './components/layout/page-layout.tsx';
import { AlertModal } from './components/notifications/alert-modal.tsx';
import { Banner } from './components/notifications/banner.tsx';
import { LoginPage } from './flows/login/login-page.tsx';
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

// One chunk per flow (DESIGN.md section 10: none of them weighs on the login page); what
// the flows share (src/web/self-service) comes in shared chunks with whichever opens first.
const RegistrationPages = lazy(() => import('./flows/registration/registration-screens.tsx'));
const SsoFailureScreen = lazy(() => import('./flows/sso/sso-failure-screen.tsx'));
const UserNameRecoveryScreens = lazy(
  () => import('./flows/username-recovery/username-recovery-screens.tsx'),
);
const PasswordResetScreens = lazy(
  () => import('./flows/password-reset/password-reset-screens.tsx'),
);

const sideRoutes = (side: Side): AppRoute[] => {
  const role = roleOfSide[side];
  return [
    { path: paths.sideRoot(side), redirectTo: paths.login(side) },
    {
      path: paths.login(side),
      meta: {
        title: 'My Account',
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
        title: 'My Account',
        pageName: `${side}:account`,
        category: 'account',
        siteSection: side,
        role,
      },
      // Each side's account is its benefits dashboard (DESIGN.md sections 11.1 and 11.3).
      render: () => <AccountDashboard side={side} />,
    },
  ];
};

/** A registration page, or the SSO failure page beside them. */
type RegistrationRouteName = RegistrationPage | 'sso/failure';

/** SPEC.md section 2: 'Identity' for the employee verification option, else 'Registration'. */
function registrationTitle(side: Side, screen: RegistrationRouteName | null): string {
  return side === 'employee-benefits' && screen === 'selectVerificationOption'
    ? 'Identity'
    : 'Registration';
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
 * step returns, and the help panel shows beside it (SPEC.md section 2: "only when the path
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
 * the invitation link's page, which opens the flow from `?regid=` (SPEC.md section 4).
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
 * SPEC.md section 2: the target of each login page's 'Can't access your account?', one
 * address for every step of the reset (decision 0014), titled like username recovery.
 */
const passwordResetRoute = (side: Side): PageRoute => ({
  path: paths.passwordReset(side),
  meta: {
    title: 'Account Recovery',
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

/** SPEC.md section 2: username recovery is the employee's, titled 'Account Recovery'. */
const userNameRecoveryRoutes: AppRoute[] = [
  {
    path: paths.userNameRecoveryRoot,
    redirectTo: paths.userNameRecovery('verifyPersonalInformation'),
  },
  ...userNameRecoveryScreens.map((screen): PageRoute => ({
    path: paths.userNameRecovery(screen),
    meta: {
      title: 'Account Recovery',
      pageName: `userNameRecovery:${screen}`,
      category: 'userNameRecovery',
      siteSection: 'employee-benefits',
      role: roleOfSide['employee-benefits'],
    },
    // The alert modal hides this class from assistive tools while it is open.
    className: 'page-registration',
    // The help panel beside the verify step (the recovery's own, SPEC.md section 2).
    flow: { module: 'userNameRecovery', helpPanel: screen === 'verifyPersonalInformation' },
    render: () => <UserNameRecoveryScreens screen={screen} />,
  })),
];

export const appRoutes: AppRoute[] = [
  {
    path: paths.landing,
    meta: {
      title: 'My Account',
      pageName: 'my-account',
      category: 'landing',
      siteSection: 'my-account',
    },
    render: () => <LandingPage />,
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
    title: messages.pageNotFound,
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
  useEffect(() => {
    if (!meta) return;
    const previousPath = pageHistory.remember(location);
    document.title = meta.title;
    window.scrollTo(0, 0);
    pushPageView(meta, location, previousPath);
  }, [location, meta]);
}

function Pages() {
  const route = useCurrentRoute();
  const page = 'meta' in route ? route : null;
  usePageView(page?.meta ?? null);
  if (!page) return <Redirect to={(route as RedirectRoute).redirectTo} replace />;
  return (
    <>
      <PageLayout notices={<Banner />} aside={page.aside} className={page.className}>
        <Suspense
          fallback={
            <p className="page-loading" role="status">
              Loading…
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
