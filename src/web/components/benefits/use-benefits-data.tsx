// What every benefits screen does with the server: load its data on mount, and answer the
// failures every call shares. 401 (not logged in on this side) goes to the login page of the
// side the page is on, employee's or employer's; 404 is the screen's own to say; anything else shows the generic banner. A 403 has shown the
// Session Timeout alert already (lib/api-client.ts) and resolves with nothing.

import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { messages } from '#domain/shared/messages';
import type { Side } from '#domain/shared/sides';
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
 * Handles a call's failure the way every screen does: to the login page on 401, else the
 * generic banner (focus returns to `activator` when it is dismissed).
 */
export function useCallFailure(): (error: unknown, activator?: string) => void {
  const [location, navigate] = useLocation();
  const showBanner = usePortalStore((state) => state.showBanner);
  const side: Side = location.startsWith(paths.sideRoot('employers'))
    ? 'employers'
    : 'employee-benefits';
  return useCallback(
    (error, activator) => {
      if (statusOf(error) === 401) navigate(paths.login(side), { replace: true });
      else showBanner({ errorMessage: messages.genericError }, activator);
    },
    [navigate, showBanner, side],
  );
}

/**
 * Loads with `load` (a stable function: a module's, or one of useCallback) on mount; a screen
 * for other data is mounted anew (a key). `replace` puts a newer answer (after a withdraw,
 * say) in its place.
 */
export function useBenefitsData<T>(
  load: () => Promise<T | undefined>,
): [Loaded<T>, (data: T) => void] {
  const [loaded, setLoaded] = useState<Loaded<T>>({ kind: 'loading' });
  const failed = useCallFailure();

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
  }, [load, failed]);

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
