// Browser Back from a flow's screens, where the flow acts on it
// (docs/product/registration.md#browser-back for the registration,
// docs/product/username-recovery.md for username recovery). The browser has already moved when
// popstate arrives, and the router may already have shown the new address (Chromium calls its
// listener first): so the listener is the module's, not a screen's, and what the screen on show
// left outlives that screen until this popstate is handled.

import { useLayoutEffect } from 'react';

export interface BackFromScreen<Shown> {
  /** While the calling screen shows, and after it until Back's popstate is handled: `shown`. */
  useOnShow(shown: Shown): void;
  /** The Back is handled, or the page is left: no screen of the flow is on show any more. */
  forget(): void;
}

/** Calls `onBack` on a popstate while a screen is on show, with what that screen left. */
export function listenForBack<Shown>(onBack: (from: Shown) => void): BackFromScreen<Shown> {
  let onShow: { shown: Shown } | null = null;
  window.addEventListener('popstate', () => {
    if (onShow) onBack(onShow.shown);
  });
  return {
    useOnShow(shown) {
      useLayoutEffect(() => {
        const entry = { shown };
        onShow = entry;
        return () => {
          // Left by a link or a call's answer: no popstate follows, forget the screen. Left by
          // Back: the popstate being dispatched still needs it, and is handled before this runs.
          setTimeout(() => {
            if (onShow === entry) onShow = null;
          });
        };
      }, [shown]);
    },
    forget() {
      onShow = null;
    },
  };
}
