// What every registration screen shares: the module and side of the path, moving to another
// step, showing an outcome (banner, alert or the next step) and running a call the same way
// (a 403 has already shown the Session Timeout alert; a failure is an answer of nothing).

import { useCallback, useMemo } from 'react';
import { useLocation } from 'wouter';
import { isPasswordReset, sideOfModule } from '#domain/self-service/flow';
import { usePortalStore } from '#web/lib/store.ts';
import { portalConfig } from '#web/lib/portal-config.ts';
import { disabilityClaimUrl } from '#web/content/claim-links.ts';
import { paths, type RegistrationScreen } from '#web/paths.ts';
import type { OutcomeTexts, StepOutcome } from './step-outcome.ts';
import { registrationModuleOfPath } from './flow-module-of-path.ts';
import { useFlowStore } from './flow-store.ts';

export const outcomeTexts: OutcomeTexts = {
  claimUrl: disabilityClaimUrl,
  phone: portalConfig.supportPhone,
};

export type Answer<T> =
  /** HTTP 403: the Session Timeout alert is showing; the screen only gets its buttons back. */
  | { timedOut: true }
  /** The answer, or undefined when the call failed. */
  | { timedOut: false; response: T | undefined };

export async function send<T>(call: () => Promise<T | undefined>): Promise<Answer<T>> {
  try {
    const response = await call();
    return response === undefined ? { timedOut: true } : { timedOut: false, response };
  } catch {
    return { timedOut: false, response: undefined };
  }
}

export function useFlow() {
  const [location, navigate] = useLocation();
  const module = registrationModuleOfPath(location);
  const side = sideOfModule(module);
  const showBanner = usePortalStore((state) => state.showBanner);
  const showAlert = usePortalStore((state) => state.showAlert);
  const hideBanner = usePortalStore((state) => state.hideBanner);
  const onStart = location === paths.registration(side) || location === paths.ssoRegistration;

  /**
   * The history holds the login page (or the partner's page), the registration start and at
   * most one step after it: browser Back from any step lands on the start (SPEC.md section 4).
   * A password reset has one address (SPEC.md section 2): its steps show there, one after
   * the other, and Back leaves it.
   */
  const goTo = useCallback(
    (screen: RegistrationScreen, options: { replace?: boolean } = {}) => {
      const store = useFlowStore.getState();
      store.update({ flowModule: module });
      store.arrive(screen);
      if (isPasswordReset(module)) return;
      navigate(paths.registrationScreen(side, screen), { replace: options.replace ?? !onStart });
    },
    [navigate, module, side, onStart],
  );

  /** Shows what an answer means; the banner's Dismiss returns focus to `activator`. */
  const follow = useCallback(
    (outcome: StepOutcome<string>, activator: string) => {
      if (outcome.kind === 'alert') {
        showAlert(outcome.alert);
        return;
      }
      if (outcome.notice) {
        const { message, variant } = outcome.notice;
        showBanner({ errorMessage: message, variant }, activator);
      }
      if (outcome.kind === 'goTo') goTo(outcome.screen);
    },
    [goTo, showAlert, showBanner],
  );

  return useMemo(
    () => ({ module, side, goTo, follow, hideBanner, showBanner, showAlert, navigate }),
    [module, side, goTo, follow, hideBanner, showBanner, showAlert, navigate],
  );
}
