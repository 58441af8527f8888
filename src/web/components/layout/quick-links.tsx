import { useId } from 'react';
import { otherProducts, quickLinks } from '#web/content/brand-content.ts';
import { NewTabLink } from './new-tab-link.tsx';

/** The quick-links panel of SPEC.md section 2, for the aside of a page. */
export function QuickLinks() {
  const headingId = useId();
  return (
    <aside className="quick-links" aria-labelledby={headingId}>
      <h2 id={headingId} className="quick-links__heading">
        Quick Links
      </h2>
      <ul className="quick-links__list">
        {quickLinks.map((entry) => (
          <li key={entry.link}>
            <NewTabLink href={entry.link} className="quick-links__link">
              {entry.text}
            </NewTabLink>
          </li>
        ))}
      </ul>
      <h3 className="quick-links__subheading">Other Products</h3>
      <ul className="quick-links__products">
        {otherProducts.map((entry) => (
          <li key={entry.link}>
            <NewTabLink href={entry.link}>{entry.text}</NewTabLink>
          </li>
        ))}
      </ul>
    </aside>
  );
}
