import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SiteHeader } from './site-header.tsx';

function renderHeaderWithMain() {
  render(
    <>
      <SiteHeader />
      <main id="main-content" tabIndex={-1}>
        <h1>Log in</h1>
      </main>
    </>,
  );
  return screen.getByRole('main');
}

describe('SiteHeader', () => {
  it('moves focus to the main content when the skip link is clicked', async () => {
    const user = userEvent.setup();
    const main = renderHeaderWithMain();

    await user.click(screen.getByRole('link', { name: 'Skip to main content' }));

    expect(main).toHaveFocus();
  });

  it.each(['{Enter}', ' '])(
    'moves focus to the main content when the skip link gets %s',
    async (key) => {
      const user = userEvent.setup();
      const main = renderHeaderWithMain();

      await user.tab();
      expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
      await user.keyboard(key);

      expect(main).toHaveFocus();
    },
  );

  it('links the logo to the insurer site in a new tab and says so', () => {
    render(<SiteHeader />);

    const logo = screen.getByRole('link', { name: 'Meridian Mutual (opens in a new tab)' });

    expect(logo).toHaveAttribute('href', 'https://www.meridianmutual.example');
    expect(logo).toHaveAttribute('target', '_blank');
    expect(logo).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows the main navigation and the contact number', () => {
    render(<SiteHeader />);

    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('1-800-555-CARE (1-800-555-2273)');
  });
});
