// The blocking alert of docs/product/shell.md#alert: session timeout, locked
// session or account. It has to be acknowledged: the backdrop and Escape do nothing, focus
// stays on its two Close buttons, and the page behind it is hidden from assistive tools.
// Closing starts over on the login page with a full page load, which brings a new session
// and CSRF token.

import { useEffect, useId, useRef } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { defineMessages } from '#domain/shared/define-messages';
import { sharedText } from '#domain/shared/messages';
import { sideOfPath } from '#domain/shared/sides';
import { useText } from '#web/language/use-text.ts';
import { pageNavigation } from '#web/lib/page-navigation.ts';
import { portalConfig } from '#web/lib/portal-config.ts';
import { type AlertNotification, usePortalStore } from '#web/lib/store.ts';
import { fullPath, paths } from '#web/paths.ts';
import { SafeHtml } from './safe-html.tsx';
import './notifications.css';

/** A sign, the same in every language; screen readers read the button's label instead. */
const closeSign = '×';

const alertText = defineMessages({
  close: {
    id: 'shell.alert.close',
    defaultMessage: 'Close',
    description:
      "The alert's two buttons that close it (the × in its header and the one in its body).",
  },
});

function loginUrl(pathname: string): string {
  return fullPath(paths.login(sideOfPath(pathname)));
}

const tabbable = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

interface HiddenState {
  element: Element;
  ariaHidden: string | null;
  inert: boolean;
}

/**
 * Hides everything but `root` from assistive tools and from focus, and returns the function
 * that puts every element back as it was. docs/product/shell.md#alert names the registration page
 * as well; it is normally inside a hidden sibling already, but may be mounted beside the app.
 */
function hideOutside(root: HTMLElement): () => void {
  const targets = new Set<Element>(
    [...document.body.children].filter((element) => element !== root),
  );
  for (const page of document.querySelectorAll('.page-registration')) {
    if (!root.contains(page)) targets.add(page);
  }
  const previous: HiddenState[] = [...targets].map((element) => ({
    element,
    ariaHidden: element.getAttribute('aria-hidden'),
    inert: element.hasAttribute('inert'),
  }));
  for (const { element } of previous) {
    element.setAttribute('aria-hidden', 'true');
    element.setAttribute('inert', '');
  }
  document.body.classList.add('alert-modal-open');
  return () => {
    for (const { element, ariaHidden, inert } of previous) {
      if (ariaHidden === null) element.removeAttribute('aria-hidden');
      else element.setAttribute('aria-hidden', ariaHidden);
      if (!inert) element.removeAttribute('inert');
    }
    document.body.classList.remove('alert-modal-open');
  };
}

/** Tab and Shift+Tab wrap around inside the dialog, whatever has focus when they are pressed. */
function trapFocus(dialog: HTMLElement): () => void {
  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Tab') return;
    const items = [...dialog.querySelectorAll<HTMLElement>(tabbable)];
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    const active = document.activeElement;
    const outside = !dialog.contains(active);
    if (event.shiftKey && (outside || active === first)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (outside || active === last)) {
      event.preventDefault();
      first.focus();
    }
  }
  document.addEventListener('keydown', onKeyDown, true);
  return () => document.removeEventListener('keydown', onKeyDown, true);
}

function AlertBody({ alert }: { alert: AlertNotification }) {
  const text = useText();
  if (alert.sessionTimeout) return <p>{alert.bodyMessage}</p>;
  if (alert.sessionLocked) return <SafeHtml html={alert.bodyMessage ?? ''} />;
  return (
    <p>{text.formatMessage(sharedText.defaultAlertBody, { phone: portalConfig.supportPhone })}</p>
  );
}

/**
 * A press on the backdrop would move focus to the page body; keeping it where it was lets a
 * keyboard user go on from there.
 */
function keepFocusOnBackdropPress(backdrop: HTMLElement): () => void {
  function onMouseDown(event: MouseEvent) {
    if (event.target === backdrop) event.preventDefault();
  }
  backdrop.addEventListener('mousedown', onMouseDown);
  return () => backdrop.removeEventListener('mousedown', onMouseDown);
}

function AlertDialog({ alert }: { alert: AlertNotification }) {
  const text = useText();
  const closeAlert = usePortalStore((state) => state.closeAlert);
  const root = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const headerClose = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const bodyId = useId();

  useEffect(() => {
    if (!root.current || !dialog.current) return;
    const cleanups = [
      hideOutside(root.current),
      trapFocus(dialog.current),
      keepFocusOnBackdropPress(root.current),
    ];
    headerClose.current?.focus();
    return () => cleanups.forEach((cleanup) => cleanup());
  }, []);

  function close() {
    // Unmounting now runs the effect's cleanup, so the page is accessible again before the
    // browser starts the new page load.
    flushSync(closeAlert);
    pageNavigation.assign(loginUrl(window.location.pathname));
  }

  return (
    <div ref={root} className="alert-modal">
      <div
        ref={dialog}
        className="alert-modal__dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={headingId}
        aria-describedby={bodyId}
      >
        <div className="alert-modal__header">
          <h2 id={headingId} className="alert-modal__title">
            {alert.message}
          </h2>
          <button
            ref={headerClose}
            type="button"
            className="alert-modal__dismiss"
            aria-label={text.formatMessage(alertText.close)}
            onClick={close}
          >
            <span aria-hidden="true">{closeSign}</span>
          </button>
        </div>
        <div className="alert-modal__body">
          <div id={bodyId} className="alert-modal__text">
            <AlertBody alert={alert} />
          </div>
          <button type="button" className="alert-modal__close" onClick={close}>
            {text.formatMessage(alertText.close)}
          </button>
        </div>
      </div>
    </div>
  );
}

export function AlertModal() {
  const alert = usePortalStore((state) => state.alert);
  if (!alert?.showAlert) return null;
  return createPortal(<AlertDialog alert={alert} />, document.body);
}
