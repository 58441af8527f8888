// 'Log out' on the pages of a logged-in person: the call, then a full page load of where the
// answer points (a new session and CSRF token come with it), only when that stays on this
// site. A failure shows the banner and brings focus back here when it is dismissed.

import { useState } from 'react';
import { defineMessages } from '#domain/shared/define-messages';
import { sharedText } from '#domain/shared/messages';
import type { Side } from '#domain/shared/sides';
import { useText } from '#web/language/use-text.ts';
import { postLogout } from '#web/lib/logout.ts';
import { pageNavigation } from '#web/lib/page-navigation.ts';
import { isSameOriginUrl } from '#web/lib/same-origin.ts';
import { usePortalStore } from '#web/lib/store.ts';

const logoutId = 'logout';

const accountText = defineMessages({
  logOut: { id: 'benefits.logOut', defaultMessage: 'Log out' },
});

export function LogOutButton({ side }: { side: Side }) {
  const text = useText();
  const showBanner = usePortalStore((state) => state.showBanner);
  const [pending, setPending] = useState(false);

  const logOut = async () => {
    setPending(true);
    try {
      const response = await postLogout(side);
      if (!response) return setPending(false);
      const target = response.redirectUrl ?? '';
      pageNavigation.assign(isSameOriginUrl(target, window.location.origin) ? target : '/auth/');
    } catch {
      setPending(false);
      showBanner({ errorMessage: text.formatMessage(sharedText.genericError) }, `#${logoutId}`);
    }
  };

  return (
    <button
      id={logoutId}
      type="button"
      className="button button--secondary"
      disabled={pending}
      onClick={logOut}
    >
      {text.formatMessage(accountText.logOut)}
    </button>
  );
}
