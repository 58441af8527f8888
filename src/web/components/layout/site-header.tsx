import type { KeyboardEvent, MouseEvent } from 'react';
import { defineMessages } from '#domain/shared/define-messages';
import { LanguageLink } from '#web/language/language-link.tsx';
import { useText } from '#web/language/use-text.ts';
import { portalConfig } from '#web/lib/portal-config.ts';
import { ContactNumber } from './contact-number.tsx';
import { MainNav } from './main-nav.tsx';
import { NewTabLink } from './new-tab-link.tsx';

export const mainContentId = 'main-content';

const headerText = defineMessages({
  skipLink: { id: 'shell.skipLink', defaultMessage: 'Skip to main content' },
  questions: {
    id: 'shell.questionsCall',
    defaultMessage: '<intro>Questions? Call</intro> {phone}',
    description: 'In the header; <intro> is hidden on a narrow phone, leaving the number.',
  },
});

// Focus moves by script rather than by following the fragment, so that the URL the router
// reads stays clean and the next Tab starts inside the main content in every browser.
function focusMainContent(event: MouseEvent | KeyboardEvent) {
  event.preventDefault();
  document.getElementById(mainContentId)?.focus();
}

/** The skip link, the brand logo, the contact number and the main navigation. */
export function SiteHeader() {
  const text = useText();
  return (
    <header className="site-header">
      <a
        href={`#${mainContentId}`}
        className="skip-link"
        onClick={focusMainContent}
        onKeyDown={(event) => {
          // A link reacts to Enter only; people also expect Space to work on this one.
          if (event.key === ' ') focusMainContent(event);
        }}
      >
        {text.formatMessage(headerText.skipLink)}
      </a>
      <div className="site-header__bar container">
        <NewTabLink href={portalConfig.siteUrl} className="site-header__logo">
          <svg className="site-header__logo-mark" viewBox="0 0 32 32" aria-hidden="true">
            <rect width="32" height="32" rx="6" />
            <path d="M7 23V9l9 8 9-8v14" />
          </svg>
          <span className="site-header__brand">{portalConfig.brandName}</span>
        </NewTabLink>
        <p className="site-header__contact">
          {text.formatMessage(headerText.questions, {
            intro: (words) => <span className="site-header__contact-intro">{words}</span>,
            phone: <ContactNumber key="phone" withVanityLabel className="site-header__phone" />,
          })}
        </p>
        <LanguageLink className="site-header__language" />
      </div>
      <MainNav />
    </header>
  );
}
