// What every step screen of a self-service flow knows: the module and side its route gives
// it, how the flow moves to another step, and how an outcome is shown (a banner, an alert,
// the next step, or the page the server sends the person to).

import { useCallback, useContext, useMemo } from 'react';
import { useLocation } from 'wouter';
import { sideOfModule } from '#domain/self-service/flow';
import { pageNavigation } from '#web/lib/page-navigation.ts';
import { isSameOriginUrl } from '#web/lib/same-origin.ts';
import { usePortalStore } from '#web/lib/store.ts';
import { fullPath, paths, type RegistrationScreen } from '#web/paths.ts';
import { useFlowStore } from './flow-store.ts';
import { type FlowRoute, FlowRouteContext } from './flow-route.ts';
import type { RedirectOutcome, StepOutcome } from './step-outcome.ts';

/** The outcomes every flow follows the same way; a screen handles any other kind itself. */
export type FollowedOutcome = StepOutcome<string> | RedirectOutcome;

const followedKinds: ReadonlySet<string> = new Set<FollowedOutcome['kind']>([
  'goTo',
  'alert',
  'banner',
  'redirect',
]);

export function isFollowed(outcome: { kind: string }): outcome is FollowedOutcome {
  return followedKinds.has(outcome.kind);
}

/** What the route table says of the page on show (router.tsx). */
export function useFlowRoute(): FlowRoute {
  const route = useContext(FlowRouteContext);
  if (!route) throw new Error('A flow screen shows only on a route of its flow (router.tsx).');
  return route;
}

export function useFlow() {
  const route = useFlowRoute();
  const { module } = route;
  const side = sideOfModule(module);
  const [, navigate] = useLocation();
  const showBanner = usePortalStore((state) => state.showBanner);
  const showAlert = usePortalStore((state) => state.showAlert);
  const hideBanner = usePortalStore((state) => state.hideBanner);

  /**
   * The history holds the login page (or the partner's page), the registration start and at
   * most one step after it: browser Back from any step lands on the start
   * (docs/product/registration.md#browser-back). A flow whose route gives no step addresses (the
   * password reset, docs/product/password-reset.md) shows its steps at its one address, one after
   * the other, and Back leaves it.
   */
  const goTo = useCallback(
    (screen: RegistrationScreen, options: { replace?: boolean } = {}) => {
      const store = useFlowStore.getState();
      store.update({ flowModule: module });
      store.arrive(screen);
      if (!route.stepPath) return;
      navigate(route.stepPath(screen), { replace: options.replace ?? !route.start });
    },
    [navigate, module, route],
  );

  /**
   * Shows what an answer means; the banner's Dismiss returns focus to `activator`. A redirect
   * is a full page load (a new session), and only ever to this site: anywhere else, the login
   * page of the side.
   */
  const follow = useCallback(
    (outcome: FollowedOutcome, activator: string) => {
      if (outcome.kind === 'redirect') {
        const target = isSameOriginUrl(outcome.url, window.location.origin)
          ? outcome.url
          : fullPath(paths.login(side));
        pageNavigation.assign(target);
        return;
      }
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
    [goTo, showAlert, showBanner, side],
  );

  return useMemo(
    () => ({ module, side, goTo, follow, hideBanner, showBanner, showAlert, navigate }),
    [module, side, goTo, follow, hideBanner, showBanner, showAlert, navigate],
  );
}
