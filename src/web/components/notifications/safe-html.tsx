// Server messages in the banner and the alert are HTML (docs/product/calls.md). They pass through
// DOMPurify before they reach the page. DOMPurify is about 11 KB gzip, so it is imported the
// first time a message is shown instead of weighing on the login page
// (docs/product/budgets.md#the-login-page).

import type { DOMPurify as Purifier } from 'dompurify';
import { useEffect, useState } from 'react';

/** Messages carry a few words of emphasis, a list or a link: nothing that can run or restyle. */
const allowedTags = ['a', 'b', 'strong', 'em', 'i', 'br', 'p', 'ul', 'li', 'span'];
const linkAttributes = ['href', 'target', 'rel'];
const allowedTargets = new Set(['_blank', '_self']);
/** http(s), mailto and tel; anything without a scheme is a relative link. */
const allowedUri = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

let purifier: Purifier | undefined;
let loading: Promise<Purifier> | undefined;

function loadPurifier(): Promise<Purifier> {
  loading ??= import('dompurify').then(
    ({ default: DOMPurify }) => {
      // An instance of our own, so these hooks never leak into another user of DOMPurify.
      const instance = DOMPurify(window);
      instance.addHook('uponSanitizeAttribute', (node, event) => {
        if (node.nodeName !== 'A') event.keepAttr = false;
      });
      instance.addHook('afterSanitizeAttributes', (node) => {
        if (node.nodeName !== 'A') return;
        const target = node.getAttribute('target');
        if (target === null) return;
        if (!allowedTargets.has(target)) node.removeAttribute('target');
        else if (target === '_blank') node.setAttribute('rel', 'noopener noreferrer');
      });
      purifier = instance;
      return instance;
    },
    (error: unknown) => {
      // Let the next message try again (a deploy may have replaced the chunk meanwhile).
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

function sanitize(instance: Purifier, html: string): string {
  return instance.sanitize(html, {
    ALLOWED_TAGS: allowedTags,
    ALLOWED_ATTR: linkAttributes,
    ALLOWED_URI_REGEXP: allowedUri,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}

/** A parsed document is inert: no script runs and no image loads, so its text is safe. */
function plainText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}

type Loaded = { purifier: Purifier } | { failed: true } | undefined;

interface SafeHtmlProps {
  html: string;
  className?: string;
}

/**
 * Renders `html` sanitised. Until DOMPurify has loaded it renders nothing, never the raw HTML;
 * if it cannot load, the message is shown as plain text so the user still reads it.
 */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const [loaded, setLoaded] = useState<Loaded>(() => purifier && { purifier });
  const ready = loaded !== undefined && 'purifier' in loaded;

  useEffect(() => {
    if (ready) return;
    let mounted = true;
    loadPurifier().then(
      (instance) => {
        if (mounted) setLoaded({ purifier: instance });
      },
      () => {
        if (mounted) setLoaded({ failed: true });
      },
    );
    return () => {
      mounted = false;
    };
  }, [ready]);

  if (!loaded) return null;
  if ('failed' in loaded) {
    return <div className={className}>{plainText(html)}</div>;
  }
  return (
    <div
      className={className}
      dangerouslySetInnerHTML={{ __html: sanitize(loaded.purifier, html) }}
    />
  );
}
