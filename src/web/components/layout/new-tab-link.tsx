import type { ComponentPropsWithoutRef } from 'react';

type NewTabLinkProps = Omit<ComponentPropsWithoutRef<'a'>, 'target' | 'rel'> & { href: string };

/**
 * A link that opens in a new tab and says so to screen readers. `noopener` keeps the new
 * page from reaching back into the portal through window.opener.
 */
export function NewTabLink({ children, ...linkProps }: NewTabLinkProps) {
  return (
    <a {...linkProps} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
