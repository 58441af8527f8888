import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactNumber } from './contact-number.tsx';

const iPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const android =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const desktopChrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

function useUserAgent(userAgent: string) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
}

const { happyDOM } = window as unknown as {
  happyDOM: { setViewport(viewport: { width: number }): void };
};
const initialWidth = window.innerWidth;

afterEach(() => {
  happyDOM.setViewport({ width: initialWidth });
});

describe('ContactNumber', () => {
  it.each([iPhone, android])('is a tel link on a mobile device (%s)', (userAgent) => {
    useUserAgent(userAgent);

    render(<ContactNumber />);

    expect(screen.getByRole('link', { name: '1-800-555-2273' })).toHaveAttribute(
      'href',
      'tel:+18005552273',
    );
  });

  it('is plain text on a desktop browser, whatever the window width', () => {
    useUserAgent(desktopChrome);
    happyDOM.setViewport({ width: 375 });

    render(<ContactNumber />);

    expect(screen.getByText('1-800-555-2273')).toBeVisible();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('can show the vanity label with the number', () => {
    useUserAgent(iPhone);

    render(<ContactNumber withVanityLabel />);

    expect(
      screen.getByRole('link', { name: '1-800-555-CARE (1-800-555-2273)' }),
    ).toBeInTheDocument();
  });
});
