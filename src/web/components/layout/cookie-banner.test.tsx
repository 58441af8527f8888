import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '#domain/shared/messages';
import { CookieBanner } from './cookie-banner.tsx';

describe('CookieBanner', () => {
  it('shows the cookie notice until the visitor closes it', async () => {
    const user = userEvent.setup();
    render(<CookieBanner />);
    expect(
      screen.getByText(
        'We use performance and functionality cookies to provide a more personalized experience on our site.',
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close cookie notice' }));

    expect(screen.queryByText(messages.cookieNotice)).not.toBeInTheDocument();
    expect(document.cookie).toContain('cookiePolicyAccepted=true');
  });

  it('stores the acceptance as a session cookie for the whole site', async () => {
    const user = userEvent.setup();
    const writeCookie = vi.spyOn(document, 'cookie', 'set');
    render(<CookieBanner />);

    await user.click(screen.getByRole('button', { name: 'Close cookie notice' }));

    expect(writeCookie).toHaveBeenCalledTimes(1);
    const written = writeCookie.mock.calls[0]?.[0] ?? '';
    expect(written).toMatch(/^cookiePolicyAccepted=true;/);
    expect(written).toContain('path=/;');
    expect(written).not.toMatch(/expires|max-age/i);
  });

  it('stays hidden once the acceptance cookie is set', () => {
    document.cookie = 'cookiePolicyAccepted=true; path=/';

    render(<CookieBanner />);

    expect(screen.queryByText(messages.cookieNotice)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close cookie notice' })).not.toBeInTheDocument();
  });
});
