import type { ComponentPropsWithoutRef } from 'react';
import { defineMessages } from '#domain/shared/define-messages';
import { useText } from '#web/language/use-text.ts';

const newTabText = defineMessages({
  opensInNewTab: {
    id: 'shell.opensInNewTab',
    defaultMessage: '(opens in a new tab)',
    description: 'Read by screen readers after the name of a link that opens in a new tab.',
  },
});

type NewTabLinkProps = Omit<ComponentPropsWithoutRef<'a'>, 'target' | 'rel'> & { href: string };

/**
 * A link that opens in a new tab and says so to screen readers. `noopener` keeps the new
 * page from reaching back into the portal through window.opener.
 */
export function NewTabLink({ children, ...linkProps }: NewTabLinkProps) {
  const text = useText();
  return (
    <a {...linkProps} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {text.formatMessage(newTabText.opensInNewTab)}</span>
    </a>
  );
}
