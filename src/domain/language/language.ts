// The portal's two languages (docs/product/languages.md): English and the Spanish of the United
// States, formal 'usted'. A visitor's language is the one he chose (kept in a cookie and, once
// logged in, on his account); until he chooses, the first of his browser's languages that the
// portal speaks; English when none.

export const languages = ['en', 'es'] as const;
export type Language = (typeof languages)[number];

export const defaultLanguage: Language = 'en';

/** The cookie that keeps a browser's choice, and how long it keeps it. */
export const languageCookie = { name: 'portal-language', maxAgeDays: 365 } as const;

/** Each language named in itself: the header's link to it reads so, with its own `lang`. */
export const languageNames: Record<Language, string> = { en: 'English', es: 'Español' };

/** The BCP 47 tag for dates and numbers: both keep the United States' formats. */
export const localeOf: Record<Language, string> = { en: 'en-US', es: 'es-US' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

export function otherLanguage(language: Language): Language {
  return language === 'en' ? 'es' : 'en';
}

/**
 * The language of an Accept-Language header: of the tags the portal speaks, the one with the
 * highest weight (the first listed among equals); undefined when it lists none. 'es-MX',
 * 'es-419' and 'es' all mean Spanish; a weight of 0 means "not this one".
 */
export function languageOfAcceptLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  let best: { language: Language; weight: number } | undefined;
  for (const part of header.slice(0, 1000).split(',')) {
    const [tag = '', ...parameters] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (!isLanguage(primary)) continue;
    const weight = weightOf(parameters);
    if (weight > 0 && (!best || weight > best.weight)) best = { language: primary, weight };
  }
  return best?.language;
}

function weightOf(parameters: string[]): number {
  for (const parameter of parameters) {
    const [name, value] = parameter.trim().split('=');
    if (name?.trim().toLowerCase() !== 'q') continue;
    const weight = Number(value?.trim());
    return Number.isFinite(weight) && weight >= 0 && weight <= 1 ? weight : 0;
  }
  return 1;
}

/** Where a request's language comes from, strongest first. */
export interface LanguageSources {
  /** The browser's choice, from the cookie (anything else in it is ignored). */
  cookie?: string;
  /** The logged-in account's choice. */
  account?: Language | null;
  acceptLanguage?: string;
}

export function languageOf({ cookie, account, acceptLanguage }: LanguageSources): Language {
  if (isLanguage(cookie)) return cookie;
  if (account) return account;
  return languageOfAcceptLanguage(acceptLanguage) ?? defaultLanguage;
}

/**
 * What a login does with the two choices: the browser's, made before logging in, becomes the
 * account's; without one, the account's becomes the browser's (so the pages after the login
 * speak it).
 */
export function languageAtLogin(
  cookie: string | undefined,
  account: Language | null,
): { saveOnAccount?: Language; keepInBrowser?: Language } {
  if (isLanguage(cookie)) return cookie === account ? {} : { saveOnAccount: cookie };
  return account ? { keepInBrowser: account } : {};
}
