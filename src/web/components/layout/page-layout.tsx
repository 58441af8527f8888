import type { ReactNode } from 'react';
import '#web/styles/tokens.css';
import '#web/styles/base.css';
import '#web/styles/layout.css';
import '#web/styles/navigation.css';
import '#web/styles/footer.css';
import '#web/styles/shell-pages.css';
import { CookieBanner } from './cookie-banner.tsx';
import { SiteFooter } from './site-footer.tsx';
import { mainContentId, SiteHeader } from './site-header.tsx';

interface PageLayoutProps {
  children: ReactNode;
  /** Page-level notices such as the notification banner, shown first in the main content. */
  notices?: ReactNode;
  /** Complementary content (for example the quick-links panel): beside main when wide. */
  aside?: ReactNode;
  /** Extra class of the page root, for example `page-registration`. */
  className?: string;
}

/** The frame of every screen: header, main content with an optional aside, footer. */
export function PageLayout({ children, notices, aside, className }: PageLayoutProps) {
  const rootClasses = className ? `page-layout ${className}` : 'page-layout';
  const bodyClasses = aside
    ? 'page-layout__body page-layout__body--with-aside container'
    : 'page-layout__body container';
  return (
    <div className={rootClasses}>
      <SiteHeader />
      <div className={bodyClasses}>
        <main id={mainContentId} tabIndex={-1} className="page-layout__main">
          {notices}
          {children}
        </main>
        {aside && <div className="page-layout__aside">{aside}</div>}
      </div>
      <SiteFooter />
      <CookieBanner />
    </div>
  );
}
