// What every benefits screen does with the server: load its data on mount, and answer the failures
// every call shares. 401 (not logged in on this side) goes to the login page of the side the page
// is on, employee's or employer's, unless the login wants its second step (decision 0027): then
// 'Confirm it's you', which brings the person back here. 404 is the screen's own to say; anything
// else shows the generic banner. A 403 has shown the Session Timeout alert already
// (lib/api-client.ts) and resolves with nothing.

import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { recentStepRefusal, secondStepRefusal } from '#domain/second-factor/second-factor-rules';
import { sharedText } from '#domain/shared/messages';
import type { Side } from '#domain/shared/sides';
import { useLanguageStore } from '#web/language/language-store.ts';
import { currentText } from '#web/language/use-text.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { usePortalStore } from '#web/lib/store.ts';
import { paths } from '#web/paths.ts';

export type Loaded<T> =
  { kind: 'loading' } | { kind: 'ready'; data: T } | { kind: 'not-found' } | { kind: 'failed' };

/** The HTTP status of a rejected call, if it was an answer of the server. */
export function statusOf(error: unknown): number | null {
  return error instanceof ApiError ? error.statusCode : null;
}

/** A 400 that names the field it refuses: `{ field, message }`. */
export function fieldRefusal(error: unknown): { field: string; message: string } | null {
  if (statusOf(error) !== 400) return null;
  const body = (error as ApiError).body as { field?: unknown; message?: unknown } | undefined;
  return typeof body?.field === 'string' && typeof body.message === 'string'
    ? { field: body.field, message: body.message }
    : null;
}

/**
 * What a 401 asks for: the password ('login'), 'Confirm it's you' ('confirm'), or the step again
 * though the session did it at its login ('again': a high-risk change, recentStepMinutes).
 */
export type SignInNeed = 'login' | 'confirm' | 'again';

export function signInNeed(body: unknown): SignInNeed {
  const error = (body as { error?: unknown } | undefined)?.error;
  if (error === recentStepRefusal.error) return 'again';
  return error === secondStepRefusal.error ? 'confirm' : 'login';
}

/** The side a page of the benefits area belongs to, from its route. */
export function sideOfRoute(route: string): Side {
  return route.startsWith(paths.sideRoot('employers')) ? 'employers' : 'employee-benefits';
}

/** The route on show with its query, as `?path=` takes it back. */
function currentRoute(location: string): string {
  return `${location}${window.location.search}`;
}

/**
 * Where a 401 sends the person from this page: 'Confirm it's you' (`confirm`), which brings
 * them back here with its query, or the login page of the page's side when the login has ended.
 */
export function useSignIn(): (need: SignInNeed | boolean) => void {
  const [location, navigate] = useLocation();
  const side = sideOfRoute(location);
  return useCallback(
    (need) => {
      const asked = need === true ? 'confirm' : need === false ? 'login' : need;
      navigate(
        asked === 'login'
          ? paths.login(side)
          : paths.confirm(side, currentRoute(location), asked === 'again'),
        { replace: true },
      );
    },
    [navigate, side, location],
  );
}

/**
 * Handles a call's failure the way every screen does: on 401 to 'Confirm it's you' or the
 * login page, else the generic banner (focus returns to `activator` when it is dismissed).
 */
export function useCallFailure(): (error: unknown, activator?: string) => void {
  const signIn = useSignIn();
  const showBanner = usePortalStore((state) => state.showBanner);
  return useCallback(
    (error, activator) => {
      if (statusOf(error) === 401) signIn(signInNeed((error as ApiError).body));
      else {
        showBanner(
          { errorMessage: currentText().formatMessage(sharedText.genericError) },
          activator,
        );
      }
    },
    [signIn, showBanner],
  );
}

/**
 * Loads with `load` (a stable function: a module's, or one of useCallback) on mount; a screen
 * for other data is mounted anew (a key). `replace` puts a newer answer (after a withdraw,
 * say) in its place. A change of the page's language loads it again: the sentences the server
 * wrote into the answer (a claim's status history, say) come in the new language.
 */
export function useBenefitsData<T>(
  load: () => Promise<T | undefined>,
): [Loaded<T>, (data: T) => void] {
  const [loaded, setLoaded] = useState<Loaded<T>>({ kind: 'loading' });
  const failed = useCallFailure();
  const language = useLanguageStore((state) => state.language);

  useEffect(() => {
    let current = true;
    load()
      .then((data) => current && data !== undefined && setLoaded({ kind: 'ready', data }))
      .catch((error: unknown) => {
        if (!current) return;
        if (statusOf(error) === 404) return setLoaded({ kind: 'not-found' });
        setLoaded({ kind: 'failed' });
        failed(error);
      });
    return () => {
      current = false;
    };
    // The language is a reason to load again, not a value of the call: the server reads it.
  }, [load, failed, language]);

  const replace = useCallback((data: T) => setLoaded({ kind: 'ready', data }), []);
  return [loaded, replace];
}

/** What a screen shows while its data loads. */
export function LoadingNotice({ loaded, text }: { loaded: Loaded<unknown>; text: string }) {
  return loaded.kind === 'loading' ? (
    <p className="benefits-loading" role="status">
      {text}
    </p>
  ) : null;
}
