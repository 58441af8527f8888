import { useState } from 'react';
import { messages } from '#domain/shared/messages';
import { getCookie, setCookie } from '#web/lib/cookies.ts';

/** The cookie-policy acceptance cookie of SPEC.md section 3. */
export const cookiePolicyCookieName = 'cookiePolicyAccepted';

/** The cookie notice, shown until the visitor closes it once in this browser session. */
export function CookieBanner() {
  const [accepted, setAccepted] = useState(() => getCookie(cookiePolicyCookieName) !== undefined);
  if (accepted) return null;

  function accept() {
    // SPEC.md section 9: the acceptance has no expiry, so it lasts for the browser session.
    setCookie(cookiePolicyCookieName, 'true', { path: '/' });
    setAccepted(true);
  }

  return (
    <section className="cookie-banner" aria-label="Cookie notice">
      <div className="cookie-banner__inner container">
        <p className="cookie-banner__text">{messages.cookieNotice}</p>
        <button type="button" className="cookie-banner__close" onClick={accept}>
          <svg viewBox="0 0 16 16" aria-hidden="true">
            <path d="M3 3l10 10M13 3L3 13" />
          </svg>
          <span className="visually-hidden">Close cookie notice</span>
        </button>
      </div>
    </section>
  );
}
