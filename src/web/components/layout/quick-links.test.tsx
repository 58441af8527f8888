import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QuickLinks } from './quick-links.tsx';

describe('QuickLinks', () => {
  it('is a complementary panel titled Quick Links', () => {
    render(<QuickLinks />);

    expect(screen.getByRole('complementary', { name: 'Quick Links' })).toBeInTheDocument();
  });

  it('lists Make a Payment, Start a Claim and Service Forms, then three other products', () => {
    render(<QuickLinks />);

    const [quickLinks, otherProducts] = screen.getAllByRole('list');
    const names = (list: HTMLElement | undefined) =>
      within(list as HTMLElement)
        .getAllByRole('link')
        .map((link) => link.textContent?.replace(' (opens in a new tab)', ''));
    expect(names(quickLinks)).toEqual(['Make a Payment', 'Start a Claim', 'Service Forms']);
    expect(screen.getByRole('heading', { name: 'Other Products' })).toBeInTheDocument();
    expect(names(otherProducts)).toHaveLength(3);
  });
});
