// The page's dismissible notice (docs/product/shell.md#banner). It brings itself to the
// user: on every show it scrolls to the top and takes focus; on dismiss focus goes back to the
// control that caused it, so a keyboard user continues where they were.

import { useEffect, useRef } from 'react';
import { defineMessages } from '#domain/shared/define-messages';
import { useText } from '#web/language/use-text.ts';
import { type BannerVariant, usePortalStore } from '#web/lib/store.ts';
import { SafeHtml } from './safe-html.tsx';
import './notifications.css';

/** A sign, the same in every language; screen readers read the button's label instead. */
const closeSign = '×';

const bannerText = defineMessages({
  dismiss: {
    id: 'shell.banner.dismiss',
    defaultMessage: 'Dismiss notification',
    description: "The banner's close button (an × on the screen).",
  },
});

type ShownVariant = Exclude<BannerVariant, 'danger'>;

/** The registration flow's 'danger' is the error notice under another name. */
function shownVariant(variant: BannerVariant): ShownVariant {
  return variant === 'danger' ? 'error' : variant;
}

/** Errors interrupt; success and warning notices wait for the screen reader to finish. */
const roleOf: Record<ShownVariant, 'alert' | 'status'> = {
  error: 'alert',
  warning: 'status',
  success: 'status',
};

const iconPaths: Record<ShownVariant, string> = {
  error: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-1 5h2v7h-2V7Zm0 9h2v2h-2v-2Z',
  warning: 'M12 2 1 21h22L12 2Zm-1 7h2v6h-2V9Zm0 8h2v2h-2v-2Z',
  success:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-1.5 14.5-4-4 1.4-1.4 2.6 2.6 5.6-5.6 1.4 1.4-7 7Z',
};

function focusIfPossible(element: Element | null): boolean {
  if (!(element instanceof HTMLElement)) return false;
  element.focus();
  return document.activeElement === element;
}

/** The activator may be gone (another screen) or disabled (a request in flight). */
function focusActivator(selector: string | undefined): boolean {
  if (!selector) return false;
  try {
    return focusIfPossible(document.querySelector(selector));
  } catch {
    // The selector came from the caller; an invalid one must not break dismissing.
    return false;
  }
}

function focusMainContent(): void {
  const main = document.getElementById('main-content');
  if (!main) return;
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus();
}

export function Banner() {
  const text = useText();
  const banner = usePortalStore((state) => state.banner);
  const activator = usePortalStore((state) => state.bannerActivator);
  const hideBanner = usePortalStore((state) => state.hideBanner);
  const closeButton = useRef<HTMLButtonElement>(null);

  // The store makes a new banner object on every showBanner call, so the same text shown
  // twice still runs this again: the user is brought back to the notice each time.
  useEffect(() => {
    if (!banner?.showBanner) return;
    window.scrollTo({ top: 0 });
    closeButton.current?.focus();
  }, [banner]);

  if (!banner?.showBanner) return null;

  const variant = shownVariant(banner.variant);

  function dismiss() {
    hideBanner();
    if (!focusActivator(activator?.clickedButton)) focusMainContent();
  }

  return (
    <div className={`banner banner--${variant}`} role={roleOf[variant]}>
      <svg className="banner__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={iconPaths[variant]} />
      </svg>
      <SafeHtml className="banner__message" html={banner.errorMessage} />
      <button
        ref={closeButton}
        type="button"
        className="banner__close"
        aria-label={text.formatMessage(bannerText.dismiss)}
        onClick={dismiss}
      >
        <span aria-hidden="true">{closeSign}</span>
      </button>
    </div>
  );
}
