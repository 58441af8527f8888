import { useState } from 'react';
import { defineMessages } from '#domain/shared/define-messages';
import { sharedText } from '#domain/shared/messages';
import { useText } from '#web/language/use-text.ts';
import { getCookie, setCookie } from '#web/lib/cookies.ts';

/** The cookie-policy acceptance cookie of docs/product/shell.md#cookie-banner. */
export const cookiePolicyCookieName = 'cookiePolicyAccepted';

const cookieText = defineMessages({
  region: {
    id: 'shell.cookie.region',
    defaultMessage: 'Cookie notice',
    description: "The cookie banner's name for screen readers.",
  },
  close: {
    id: 'shell.cookie.close',
    defaultMessage: 'Close cookie notice',
    description: "The cookie banner's close button (an × on the screen).",
  },
});

/** The cookie notice, shown until the visitor closes it once in this browser session. */
export function CookieBanner() {
  const text = useText();
  const [accepted, setAccepted] = useState(() => getCookie(cookiePolicyCookieName) !== undefined);
  if (accepted) return null;

  function accept() {
    // docs/product/shell.md#what-the-browser-keeps: the acceptance has no expiry, so it lasts for
    // the browser session.
    setCookie(cookiePolicyCookieName, 'true', { path: '/' });
    setAccepted(true);
  }

  return (
    <section className="cookie-banner" aria-label={text.formatMessage(cookieText.region)}>
      <div className="cookie-banner__inner container">
        <p className="cookie-banner__text">{text.formatMessage(sharedText.cookieNotice)}</p>
        <button type="button" className="cookie-banner__close" onClick={accept}>
          <svg viewBox="0 0 16 16" aria-hidden="true">
            <path d="M3 3l10 10M13 3L3 13" />
          </svg>
          <span className="visually-hidden">{text.formatMessage(cookieText.close)}</span>
        </button>
      </div>
    </section>
  );
}
