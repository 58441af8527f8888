// The registration of both sides, one lazily loaded chunk (DESIGN.md section 10: none of it
// weighs on the login page). Around every screen: the help panel where SPEC.md puts it,
// browser Back as SPEC.md section 4 describes it, and after a reload (or an address typed
// by hand) the server's word on which step this browser's registration is at. The employer's
// invitation link has its own page here too.

import { type ComponentType, useEffect, useLayoutEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { screenOfStep } from '../../../domain/registration/registration-flow.ts';
import type { SelfServiceResponse } from '../../../domain/registration/registration-api.ts';
import { messages } from '../../../domain/shared/messages.ts';
import type { Side } from '../../../domain/shared/sides.ts';
import { pageNavigation } from '../../lib/page-navigation.ts';
import {
  basePath,
  fullPath,
  paths,
  type RegistrationScreen,
  registrationScreens,
} from '../../paths.ts';
import { getBackToLogin } from './api/back-to-login.ts';
import { getEmployerInfo } from './api/employer-info.ts';
import { getReload } from './api/reload.ts';
import { ConfirmationScreen } from './confirmation-screen.tsx';
import { CredentialsScreen } from './credentials-screen.tsx';
import { DeviceSelectionScreen } from './device-selection-screen.tsx';
import { PersonalInfoScreen } from './personal-info-screen.tsx';
import { RegistrationHelpPanel } from './registration-help-panel.tsx';
import { showsHelpPanel } from './registration-module.ts';
import { employerEntryOutcome } from './registration-outcomes.ts';
import { type RegistrationData, useRegistrationStore } from './registration-store.ts';
import { ReviewScreen } from './review-screen.tsx';
import { StepHeading } from './step-heading.tsx';
import { send, useRegistrationFlow } from './use-registration-flow.ts';
import { VerificationCodeScreen } from './verification-code-screen.tsx';
import { VerifyIdentityScreen } from './verify-identity-screen.tsx';
import './registration.css';

const employeeScreens: Record<RegistrationScreen, ComponentType> = {
  full: PersonalInfoScreen,
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
const screensOfSide: Record<Side, Record<RegistrationScreen, ComponentType>> = {
  'employee-benefits': employeeScreens,
  employers: { ...employeeScreens, selectVerificationOption: DeviceSelectionScreen },
};

function isRegistrationScreen(value: string): value is RegistrationScreen {
  return (registrationScreens as readonly string[]).includes(value);
}

/** The registration screen a browser address shows, if it is one. */
function screenOfAddress(pathname: string, side: string): RegistrationScreen | null {
  const route = pathname.startsWith(`${basePath}/`) ? pathname.slice(basePath.length) : pathname;
  const prefix = `/${side}/registration/`;
  if (!route.startsWith(prefix)) return null;
  const screen = route.slice(prefix.length);
  return isRegistrationScreen(screen) ? screen : null;
}

/** What the reload answer tells the store, without erasing what it leaves out. */
function dataOfReload(response: SelfServiceResponse): Partial<RegistrationData> {
  const { step } = response;
  return {
    selfServiceResponse: response,
    ...(response.transactionId ? { transactionId: response.transactionId } : {}),
    ...(response.ssnLength ? { ssnLength: response.ssnLength } : {}),
    // Where the code went and which code it is: the code screen's heading and Back.
    ...(response.emailAddress ? { emailAddress: response.emailAddress } : {}),
    ...(response.phoneNumber ? { phoneNumber: response.phoneNumber } : {}),
    ...(response.selectedValidationOption
      ? { codeChannel: response.selectedValidationOption }
      : {}),
    ...(step === 'contactCode' || step === 'code' ? { codeStep: step } : {}),
  };
}

/**
 * On a step the flow did not itself send the person to, asks the server where the flow
 * stands and moves there: to the start when there is no flow. Answers whether the screen
 * may show.
 */
function useStepCheck(screen: RegistrationScreen, flow: ReturnType<typeof useRegistrationFlow>) {
  const arrivedAt = useRegistrationStore((state) => state.arrivedAt);
  const needsCheck = screen !== 'full' && arrivedAt !== screen;
  const { goTo, showBanner } = flow;

  useEffect(() => {
    if (!needsCheck) return;
    let current = true;
    const store = useRegistrationStore.getState();
    getReload()
      .then((response) => {
        if (!current) return;
        if (!response) return store.arrive(screen);
        const target = response.step ? screenOfStep[response.step] : 'full';
        if (!response.step) store.reset();
        store.update(dataOfReload(response));
        if (target !== screen && isRegistrationScreen(target)) goTo(target, { replace: true });
        else store.arrive(screen);
      })
      .catch(() => {
        if (!current) return;
        showBanner({ errorMessage: messages.genericError, variant: 'danger' });
        store.arrive(screen);
      });
    return () => {
      current = false;
    };
  }, [needsCheck, screen, goTo, showBanner]);

  return !needsCheck;
}

/** The registration screen on show, kept until the Back that took the person away is handled. */
let shownScreen: { screen: RegistrationScreen; side: Side } | null = null;

/**
 * Back to the registration start. The employer's is the invitation link, loaded again: the
 * server opens the invitation's flow anew and the names come with it (SPEC.md section 4).
 */
function returnToStart(side: Side) {
  const { regid } = useRegistrationStore.getState();
  if (side === 'employers' && regid) {
    shownScreen = null;
    pageNavigation.assign(fullPath(paths.employerInvitation(regid)));
    return;
  }
  navigate(fullPath(paths.registration(side)), { replace: true });
}

/**
 * SPEC.md section 4: Back from a step returns to the registration start; Back from the start
 * cancels the registration and goes to the login page. The browser has already moved when
 * popstate arrives, and the router may already have shown the new address (Chromium calls
 * its listener first): so this listener is the module's, not a screen's, and `shownScreen`
 * outlives the screen that unmounted until this popstate is handled.
 */
function onPopState() {
  if (!shownScreen) return;
  const { screen: from, side } = shownScreen;
  const to = screenOfAddress(window.location.pathname, side);
  if (to === from) return;
  if (to === 'full') {
    // Back from a step: the employee's start is here already; the employer's is reloaded.
    if (side === 'employers') returnToStart(side);
    return;
  }
  if (to) {
    // Forward again into the flow: the step check of that screen decides where it stands.
    if (from !== 'full') returnToStart(side);
    return;
  }
  if (from !== 'full') {
    returnToStart(side);
    return;
  }
  shownScreen = null;
  useRegistrationStore.getState().reset();
  // The person leaves either way; a registration not cancelled ends with its session.
  getBackToLogin().catch(() => undefined);
  navigate(fullPath(paths.login(side)), { replace: true });
}
window.addEventListener('popstate', onPopState);

function useBrowserBack(screen: RegistrationScreen, side: Side) {
  useLayoutEffect(() => {
    const shown = { screen, side };
    shownScreen = shown;
    return () => {
      // Left by a link or a call's answer: no popstate follows, forget the screen. Left by
      // Back: the popstate being dispatched still needs it, and is handled before this runs.
      setTimeout(() => {
        if (shownScreen === shown) shownScreen = null;
      });
    };
  }, [screen, side]);
}

export default function RegistrationScreens({ screen }: { screen: RegistrationScreen }) {
  const [location] = useLocation();
  const flow = useRegistrationFlow();
  const ready = useStepCheck(screen, flow);
  useBrowserBack(screen, flow.side);
  const Screen = screensOfSide[flow.side][screen];
  const withPanel = showsHelpPanel(location);

  return (
    <div className={withPanel ? 'registration registration--with-panel' : 'registration'}>
      <div className="registration__screen">
        {ready ? (
          <Screen />
        ) : (
          <p className="registration__loading" role="status">
            Loading your registration…
          </p>
        )}
      </div>
      {withPanel && <RegistrationHelpPanel side={flow.side} />}
    </div>
  );
}

/**
 * The employer invitation link (SPEC.md section 4, "Employer entry with regid"): opens this
 * browser's registration for the invited contact, and starts it with the contact's names.
 * Without a regid there is nothing to open: the start says what the server says.
 */
export function EmployerRegistrationEntry() {
  const regid = new URLSearchParams(useSearch()).get('regid');
  const { goTo, showAlert, showBanner } = useRegistrationFlow();
  const [opening, setOpening] = useState(true);

  useEffect(() => {
    if (!regid) {
      goTo('full', { replace: true });
      return;
    }
    let current = true;
    void send(() => getEmployerInfo(regid)).then((answer) => {
      if (!current) return;
      setOpening(false);
      if (answer.timedOut) return;
      const outcome = employerEntryOutcome(answer.response);
      if (outcome.kind === 'alert') {
        // SPEC.md section 4: of the alert's flags, only sessionTimeout shows the body as it is.
        showAlert({ ...outcome.alert, sessionTimeout: true });
        return;
      }
      if (outcome.kind === 'banner') {
        showBanner({ errorMessage: outcome.notice.message, variant: outcome.notice.variant });
        return;
      }
      const store = useRegistrationStore.getState();
      // A new invitation: nothing of an earlier registration in this browser carries over.
      store.reset();
      store.update({
        regid,
        transactionId: answer.response?.transactionId ?? null,
        invitedNames: outcome.names,
      });
      goTo('full', { replace: true });
    });
    return () => {
      current = false;
    };
  }, [regid, goTo, showAlert, showBanner]);

  return (
    <div className="registration">
      <div className="registration__screen">
        <div className="registration-step">
          <StepHeading>Set up your online access.</StepHeading>
          {opening && (
            <p className="registration__loading" role="status">
              Opening your invitation…
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
