import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { describe, expect, it } from 'vitest';
import { LandingPage } from './landing-page.tsx';

function renderLandingPage() {
  const location = memoryLocation({ path: '/auth/', record: true });
  render(
    <Router base="/auth" hook={location.hook}>
      <LandingPage />
    </Router>,
  );
  return location;
}

function card(heading: string) {
  const section = screen.getByRole('heading', { level: 2, name: heading }).closest('section');
  if (!section) throw new Error(`No card for ${heading}`);
  return section;
}

describe('LandingPage', () => {
  it('welcomes the visitor with a page heading', () => {
    renderLandingPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to My Account' })).toBeVisible();
  });

  it('offers an Employee Login card that leads to the employee login page', () => {
    renderLandingPage();

    const employee = card('Employee Login');
    expect(employee).toHaveTextContent(/file a claim or family medical leave/i);
    expect(within(employee).getByRole('link', { name: 'Log in as an employee' })).toHaveAttribute(
      'href',
      '/auth/employee-benefits/login',
    );
  });

  it('offers an Employer Login card that leads to the employer login page', () => {
    renderLandingPage();

    const employer = card('Employer Login');
    expect(employer).toHaveTextContent(/manage employee claims/i);
    expect(within(employer).getByRole('link', { name: 'Log in as an employer' })).toHaveAttribute(
      'href',
      '/auth/employers/login',
    );
  });

  it('navigates within the app when a login card link is followed', async () => {
    const user = userEvent.setup();
    const location = renderLandingPage();

    await user.click(screen.getByRole('link', { name: 'Log in as an employer' }));

    expect(location.history.at(-1)).toBe('/auth/employers/login');
  });

  it('ends with a legal note about the underwriter and state availability', () => {
    renderLandingPage();

    expect(screen.getByText(/underwritten by Meridian Mutual/)).toHaveTextContent(
      /not be available in all states/,
    );
  });
});
