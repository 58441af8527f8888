// The registration of both sides, one lazily loaded chunk (docs/product/budgets.md: none of it
// weighs on the login page). Around every screen: the help panel where the route table puts
// it, browser Back as docs/product/registration.md describes it, and after a reload (or an address
// typed by hand) the server's word on which step this browser's registration is at. The employer's
// invitation link has its own page here too.

import { type ComponentType, useEffect, useMemo } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { screenOfStep } from '#domain/registration/registration-flow';
import { defineMessages } from '#domain/shared/define-messages';
import type { Side } from '#domain/shared/sides';
import { useText } from '#web/language/use-text.ts';
import { pageNavigation } from '#web/lib/page-navigation.ts';
import {
  basePath,
  fullPath,
  paths,
  type RegistrationPage,
  type RegistrationScreen,
  registrationScreens,
} from '#web/paths.ts';
import { getReload } from '#web/self-service/api/reload.ts';
import { listenForBack } from '#web/self-service/browser-back.ts';
import { FlowLoading, FlowPage } from '#web/self-service/flow-page.tsx';
import { dataOfReload, useFlowStore } from '#web/self-service/flow-store.ts';
import { HelpPanel } from '#web/self-service/help-panel.tsx';
import { genericError } from '#web/self-service/step-outcome.ts';
import { useFlow, useFlowRoute } from '#web/self-service/use-flow.ts';
import { VerificationCodeScreen } from '#web/self-service/verification-code-screen.tsx';
import { getBackToLogin } from './api/back-to-login.ts';
import { ConfirmationScreen } from './confirmation-screen.tsx';
import { CredentialsScreen } from './credentials-screen.tsx';
import { DeviceSelectionScreen } from './device-selection-screen.tsx';
import { RegistrationStartScreen, SsoStartScreen } from './registration-start-screen.tsx';
import { ReviewScreen } from './review-screen.tsx';
import { VerifyIdentityScreen } from './verify-identity-screen.tsx';
import './registration.css';
import { EmployerInvitationPage } from './employer-invitation-page.tsx';

const screensText = defineMessages({
  loading: {
    id: 'registration.loading',
    defaultMessage: 'Loading your registration…',
    description: 'While the server is asked which step the registration is at.',
  },
});

const employeeScreens: Record<RegistrationPage, ComponentType> = {
  full: RegistrationStartScreen,
  sso: SsoStartScreen,
  selectVerificationOption: VerifyIdentityScreen,
  selectCredentials: CredentialsScreen,
  verificationCodeSent: VerificationCodeScreen,
  registrationReview: ReviewScreen,
  confirmation: ConfirmationScreen,
};

/**
 * The employer's verification option chooses the device on file that gets the first code;
 * the other screens are the employee's, and read the side themselves.
 */
const screensOfSide: Record<Side, Record<RegistrationPage, ComponentType>> = {
  'employee-benefits': employeeScreens,
  employers: { ...employeeScreens, selectVerificationOption: DeviceSelectionScreen },
};

function isRegistrationScreen(value: string): value is RegistrationScreen {
  return (registrationScreens as readonly string[]).includes(value);
}

/** Where a registration starts: Back from a step returns there, Back from there leaves. */
function isStart(page: RegistrationPage): boolean {
  return page === 'full' || page === 'sso';
}

/** The registration page a browser address shows, if it is one (the SSO failure is not). */
function pageOfAddress(pathname: string, side: string): RegistrationPage | null {
  const route = pathname.startsWith(`${basePath}/`) ? pathname.slice(basePath.length) : pathname;
  if (route === paths.ssoRegistration) return 'sso';
  const prefix = `/${side}/registration/`;
  if (!route.startsWith(prefix)) return null;
  const screen = route.slice(prefix.length);
  return isRegistrationScreen(screen) ? screen : null;
}

/**
 * On a step the flow did not itself send the person to, asks the server where the flow
 * stands and moves there: to the start when there is no flow. The SSO start shows only to a
 * flow a partner's assertion opened, at whatever step it is (Back from a step returns to
 * it), and sends anyone else to the SSO failure page. Answers whether the screen may show.
 */
function useStepCheck(page: RegistrationPage, flow: ReturnType<typeof useFlow>) {
  const arrivedAt = useFlowStore((state) => state.arrivedAt);
  const flowModule = useFlowStore((state) => state.flowModule);
  const { module, goTo, showBanner, navigate } = flow;
  // The store may hold another flow's data (a password reset's): the server's word then too.
  const needsCheck = page !== 'full' && (arrivedAt !== page || flowModule !== module);

  useEffect(() => {
    if (!needsCheck) return;
    let current = true;
    const store = useFlowStore.getState();
    const toSsoFailure = () => navigate(paths.ssoRegistrationFailure, { replace: true });
    /** Shows this step, with the store now this module's flow. */
    const settle = () => {
      store.update({ flowModule: module });
      store.arrive(page);
    };
    getReload(module)
      .then((response) => {
        if (!current) return;
        if (!response) return settle();
        if (page === 'sso') {
          if (!response.sso) return toSsoFailure();
          // A flow the assertion just opened: nothing of an earlier one carries over.
          if (response.transactionId !== store.transactionId) store.reset();
          store.update(dataOfReload(response));
          return settle();
        }
        const target = response.step ? screenOfStep[response.step] : 'full';
        if (!response.step || store.flowModule !== module) store.reset();
        store.update(dataOfReload(response));
        if (target !== page && isRegistrationScreen(target)) goTo(target, { replace: true });
        else settle();
      })
      .catch(() => {
        if (!current) return;
        // Without the server's word the SSO form would start an ordinary registration, not
        // linked to the partner: the failure page says to try again, and whom to call.
        if (page === 'sso') return toSsoFailure();
        showBanner({ errorMessage: genericError(), variant: 'danger' });
        settle();
      });
    return () => {
      current = false;
    };
  }, [needsCheck, page, module, goTo, showBanner, navigate]);

  return !needsCheck;
}

/**
 * Back to the registration start. The employer's is the invitation link, loaded again: the
 * server opens the invitation's flow anew and the names come with it
 * (docs/product/registration.md). A flow a partner's assertion opened starts again on the SSO form.
 */
function returnToStart(side: Side) {
  const { regid, selfServiceResponse } = useFlowStore.getState();
  if (side === 'employers' && regid) {
    registrationBack.forget();
    pageNavigation.assign(fullPath(paths.employerInvitation(regid)));
    return;
  }
  const start = selfServiceResponse?.sso ? paths.ssoRegistration : paths.registration(side);
  navigate(fullPath(start), { replace: true });
}

/**
 * docs/product/registration.md: Back from a step returns to the registration start; Back from the
 * start cancels the registration and goes to the login page. The SSO start is a start like 'full';
 * the page before it is usually the partner's, another document, which the browser returns to
 * without a popstate here.
 */
function onBack({ screen: from, side }: { screen: RegistrationPage; side: Side }) {
  const to = pageOfAddress(window.location.pathname, side);
  if (to === from) return;
  if (to && isStart(to)) {
    // Back from a step: the employee's start is here already; the employer's is reloaded.
    if (side === 'employers') returnToStart(side);
    return;
  }
  if (to) {
    // Forward again into the flow: the step check of that screen decides where it stands.
    if (!isStart(from)) returnToStart(side);
    return;
  }
  if (!isStart(from)) {
    returnToStart(side);
    return;
  }
  registrationBack.forget();
  useFlowStore.getState().reset();
  // The person leaves either way; a registration not cancelled ends with its session.
  getBackToLogin().catch(() => undefined);
  navigate(fullPath(paths.login(side)), { replace: true });
}

/** The registration page on show, kept until the Back that took the person away is handled. */
const registrationBack = listenForBack(onBack);

function useBrowserBack(screen: RegistrationPage, side: Side) {
  const shown = useMemo(() => ({ screen, side }), [screen, side]);
  registrationBack.useOnShow(shown);
}

function RegistrationScreens({ screen }: { screen: RegistrationPage }) {
  const text = useText();
  const flow = useFlow();
  const { helpPanel } = useFlowRoute();
  const ready = useStepCheck(screen, flow);
  useBrowserBack(screen, flow.side);
  const Screen = screensOfSide[flow.side][screen];

  return (
    <FlowPage panel={helpPanel && <HelpPanel side={flow.side} />}>
      {ready ? <Screen /> : <FlowLoading>{text.formatMessage(screensText.loading)}</FlowLoading>}
    </FlowPage>
  );
}

/**
 * The registration chunk's page (the router loads it lazily): a step of the flow, or the
 * employer's invitation link, which opens one.
 */
export default function RegistrationPages({ page }: { page: RegistrationPage | 'invitation' }) {
  return page === 'invitation' ? <EmployerInvitationPage /> : <RegistrationScreens screen={page} />;
}
