import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteFooter } from './site-footer.tsx';

describe('SiteFooter', () => {
  it('shows the heading links Accounts, For Employers and For Employees', () => {
    render(<SiteFooter />);

    for (const name of ['Accounts', 'For Employers', 'For Employees']) {
      const heading = screen.getByRole('heading', { name: `${name} (opens in a new tab)` });
      expect(within(heading).getByRole('link')).toHaveAttribute('target', '_blank');
    }
  });

  it('offers a Contact Us block with an online link and the phone number', () => {
    render(<SiteFooter />);

    expect(screen.getByRole('heading', { name: 'Contact Us' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Contact us online (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://www.meridianmutual.example/contact-us');
    expect(screen.getByText(/We're here to help:/)).toHaveTextContent(
      "We're here to help: 1-800-555-CARE (1-800-555-2273)",
    );
  });

  it('lists the social networks under Connect with us, each with a name', () => {
    render(<SiteFooter />);

    expect(screen.getByRole('heading', { name: 'Connect with us' })).toBeInTheDocument();
    for (const network of ['Facebook', 'LinkedIn', 'X', 'YouTube']) {
      expect(
        screen.getByRole('link', { name: `${network} (opens in a new tab)` }),
      ).toBeInTheDocument();
    }
  });

  it('shows the legal links, the forms and claims links and the copyright line', () => {
    render(<SiteFooter />);

    const legal = screen.getByRole('list', { name: 'Legal' });
    for (const name of ['Privacy', 'Terms of Use']) {
      expect(
        within(legal).getByRole('link', { name: `${name} (opens in a new tab)` }),
      ).toBeInTheDocument();
    }
    // The accessibility statement is a page of the portal: it opens in the same tab.
    const accessibility = within(legal).getByRole('link', { name: 'Accessibility' });
    expect(accessibility).not.toHaveAttribute('target');
    expect(accessibility).toHaveAttribute('href', expect.stringMatching(/\/accessibility$/));
    const formsAndClaims = screen.getByRole('list', { name: 'Forms and claims' });
    expect(within(formsAndClaims).getAllByRole('link')).toHaveLength(2);
    expect(screen.getByText('© 2021 Meridian Mutual. All rights reserved.')).toBeInTheDocument();
  });

  it('is the page footer landmark', () => {
    render(<SiteFooter />);

    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
