import { describe, expect, it, vi } from 'vitest';
import { deleteCookie, getCookie, setCookie } from './cookies.ts';

describe('cookies', () => {
  it('reads back a value it wrote, encoded safely', () => {
    setCookie('rememberedUser', 'jane.doe@example.com; x=1');

    expect(getCookie('rememberedUser')).toBe('jane.doe@example.com; x=1');
    expect(getCookie('unknown')).toBeUndefined();
  });

  it('writes a session cookie unless a lifetime in days is given', () => {
    const writeCookie = vi.spyOn(document, 'cookie', 'set');

    setCookie('session', 'yes', { path: '/' });
    setCookie('lasting', 'yes', { days: 30, path: '/auth' });

    expect(writeCookie).toHaveBeenNthCalledWith(1, 'session=yes; path=/; SameSite=Lax');
    expect(writeCookie).toHaveBeenNthCalledWith(
      2,
      'lasting=yes; path=/auth; max-age=2592000; SameSite=Lax',
    );
  });

  it('deletes a cookie', () => {
    setCookie('rememberedUser', 'jroe2024', { days: 30 });

    deleteCookie('rememberedUser');

    expect(getCookie('rememberedUser')).toBeUndefined();
  });
});
