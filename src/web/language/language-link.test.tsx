import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SiteHeader } from '#web/components/layout/site-header.tsx';
import { LoginPage } from '#web/flows/login/login-page.tsx';
import { showLanguage } from './language-store.ts';

function answerChoice(status = 200) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(new Response(JSON.stringify({ language: 'es' }), { status }));
}

describe('the link to the other language', () => {
  it('names Spanish in Spanish, marked as Spanish, on an English page', () => {
    render(<SiteHeader />);
    const link = screen.getByRole('link', { name: 'Español' });
    expect(link).toHaveAttribute('lang', 'es');
    expect(link).toHaveAttribute('hreflang', 'es');
    expect(screen.queryByRole('link', { name: 'English' })).toBeNull();
  });

  it('keeps the choice and shows the page in Spanish, <html lang> included', async () => {
    const fetch = answerChoice();
    const user = userEvent.setup();
    render(
      <>
        <SiteHeader />
        <LoginPage side="employee-benefits" />
      </>,
    );
    await user.type(screen.getByLabelText('Username'), 'jroe2024');

    await user.click(screen.getByRole('link', { name: 'Español' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' }),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    expect(screen.getByRole('checkbox', { name: 'Recordar mi nombre de usuario' })).toBeVisible();
    // What was typed stays.
    expect(screen.getByLabelText('Nombre de usuario')).toHaveValue('jroe2024');
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/auth/language');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ language: 'es' });
    const back = screen.getByRole('link', { name: 'English' });
    expect(back).toHaveAttribute('lang', 'en');
  });

  it('shows Spanish even when the choice could not be kept', async () => {
    answerChoice(500);
    const user = userEvent.setup();
    render(<LoginPage side="employers" />);
    render(<SiteHeader />);

    await user.click(screen.getByRole('link', { name: 'Español' }));

    expect(await screen.findByText('Empleadores')).toBeInTheDocument();
  });

  it('follows a change of language made elsewhere on the page', async () => {
    render(<SiteHeader />);
    await act(() => showLanguage('es'));
    expect(screen.getByRole('link', { name: 'Saltar al contenido principal' })).toBeInTheDocument();
  });
});
