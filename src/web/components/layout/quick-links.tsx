import { useId } from 'react';
import { defineMessages } from '#domain/shared/define-messages';
import { otherProducts, quickLinks } from '#web/content/brand-content.ts';
import { useText } from '#web/language/use-text.ts';
import { NewTabLink } from './new-tab-link.tsx';

const quickLinksText = defineMessages({
  heading: { id: 'shell.quickLinks.heading', defaultMessage: 'Quick Links' },
  otherProducts: {
    id: 'shell.quickLinks.otherProducts',
    defaultMessage: 'Other Products',
    description: "The insurer's products other than group benefits, under the quick links.",
  },
});

/** The quick-links panel of docs/product/shell.md, for the aside of a page. */
export function QuickLinks() {
  const text = useText();
  const headingId = useId();
  return (
    <aside className="quick-links" aria-labelledby={headingId}>
      <h2 id={headingId} className="quick-links__heading">
        {text.formatMessage(quickLinksText.heading)}
      </h2>
      <ul className="quick-links__list">
        {quickLinks.map((entry) => (
          <li key={entry.link}>
            <NewTabLink href={entry.link} className="quick-links__link">
              {text.formatMessage(entry.text)}
            </NewTabLink>
          </li>
        ))}
      </ul>
      <h3 className="quick-links__subheading">
        {text.formatMessage(quickLinksText.otherProducts)}
      </h3>
      <ul className="quick-links__products">
        {otherProducts.map((entry) => (
          <li key={entry.link}>
            <NewTabLink href={entry.link}>{text.formatMessage(entry.text)}</NewTabLink>
          </li>
        ))}
      </ul>
    </aside>
  );
}
