import { describe, expect, it } from 'vitest';
import {
  languageAtLogin,
  languageOf,
  languageOfAcceptLanguage,
  otherLanguage,
} from './language.ts';

describe('languageOfAcceptLanguage', () => {
  it.each([
    ['es-US,es;q=0.9,en;q=0.8', 'es'],
    ['en-US,en;q=0.9,es;q=0.8', 'en'],
    ['es-MX', 'es'],
    ['es-419,fr;q=0.5', 'es'],
    ['fr-FR,fr;q=0.9,es;q=0.7,en;q=0.6', 'es'],
    ['en;q=0.4, es;q=0.6', 'es'],
    ['ES', 'es'],
    ['es;q=0, en;q=0.1', 'en'],
    ['*', undefined],
    ['fr, de', undefined],
    ['', undefined],
    [undefined, undefined],
    ['es;q=abc, en;q=0.5', 'en'],
    ['es;q=2, en', 'en'],
  ])('reads %j as %j', (header, language) => {
    expect(languageOfAcceptLanguage(header)).toBe(language);
  });

  it('takes the first listed among equal weights', () => {
    expect(languageOfAcceptLanguage('es, en')).toBe('es');
    expect(languageOfAcceptLanguage('en, es')).toBe('en');
  });
});

describe('languageOf', () => {
  it('takes the browser’s choice first, then the account’s, then the browser’s languages', () => {
    expect(languageOf({ cookie: 'es', account: 'en', acceptLanguage: 'en' })).toBe('es');
    expect(languageOf({ cookie: 'de', account: 'es', acceptLanguage: 'en' })).toBe('es');
    expect(languageOf({ account: null, acceptLanguage: 'es-US' })).toBe('es');
    expect(languageOf({ acceptLanguage: 'fr' })).toBe('en');
    expect(languageOf({})).toBe('en');
  });

  it('names the other language', () => {
    expect(otherLanguage('en')).toBe('es');
    expect(otherLanguage('es')).toBe('en');
  });
});

describe('languageAtLogin', () => {
  it('saves the browser’s choice on the account when they differ', () => {
    expect(languageAtLogin('es', null)).toEqual({ saveOnAccount: 'es' });
    expect(languageAtLogin('es', 'en')).toEqual({ saveOnAccount: 'es' });
    expect(languageAtLogin('es', 'es')).toEqual({});
  });

  it('gives the browser the account’s choice when the browser made none', () => {
    expect(languageAtLogin(undefined, 'es')).toEqual({ keepInBrowser: 'es' });
    expect(languageAtLogin('klingon', 'es')).toEqual({ keepInBrowser: 'es' });
    expect(languageAtLogin(undefined, null)).toEqual({});
  });
});
