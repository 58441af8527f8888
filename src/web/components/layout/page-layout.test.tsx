import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { describe, expect, it } from 'vitest';
import { LandingPage } from '#web/routes/landing-page.tsx';
import { PageLayout } from './page-layout.tsx';
import { QuickLinks } from './quick-links.tsx';

function renderLayout(page: ReactNode, props: { aside?: ReactNode } = {}) {
  const { hook } = memoryLocation({ path: '/auth/' });
  return render(
    <Router base="/auth" hook={hook}>
      <PageLayout notices={<p>Your account is locked.</p>} className="page-landing" {...props}>
        {page}
      </PageLayout>
    </Router>,
  );
}

describe('PageLayout', () => {
  it('frames the page with the banner, main, aside and footer landmarks', () => {
    renderLayout(<h1>Log in</h1>, { aside: <QuickLinks /> });

    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main-content');
    expect(main).toHaveAttribute('tabindex', '-1');
    expect(main.firstElementChild).toHaveTextContent('Your account is locked.');
    expect(screen.getByRole('complementary', { name: 'Quick Links' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Cookie notice' })).toBeInTheDocument();
  });

  it('lets a page add its own class to the page root', () => {
    const { container } = renderLayout(<h1>Log in</h1>);

    expect(container.firstElementChild).toHaveClass('page-layout', 'page-landing');
  });

  it('skips from the top of the page to the main content', async () => {
    const user = userEvent.setup();
    renderLayout(<h1>Log in</h1>);

    await user.tab();
    await user.keyboard('{Enter}');

    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('has no axe-core violations on the landing page', async () => {
    const { container } = renderLayout(<LandingPage />, { aside: <QuickLinks /> });

    // Colour contrast needs computed styles, which the test DOM does not lay out; the
    // end-to-end scan in Chromium covers it.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });

    expect(results.violations).toEqual([]);
  });
});
