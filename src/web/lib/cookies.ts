// Browser cookies the portal writes itself: the cookie-policy acceptance and the login
// page's remember-me pair (docs/product/shell.md#what-the-browser-keeps). None of them is read by
// the server.

export interface CookieOptions {
  /** Lifetime in days; without it the cookie ends with the browser session. */
  days?: number;
  path?: string;
}

const secondsPerDay = 24 * 60 * 60;

function writeCookie(name: string, value: string, path: string, lifetime?: string): void {
  const attributes = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, `path=${path}`];
  if (lifetime) attributes.push(lifetime);
  // Lax keeps the cookie off cross-site subrequests; Secure only where the page itself is
  // served over HTTPS, so that local development over plain HTTP still works.
  attributes.push('SameSite=Lax');
  if (window.location.protocol === 'https:') attributes.push('Secure');
  document.cookie = attributes.join('; ');
}

export function getCookie(name: string): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`;
  const entry = document.cookie.split('; ').find((cookie) => cookie.startsWith(prefix));
  return entry === undefined ? undefined : decodeURIComponent(entry.slice(prefix.length));
}

export function setCookie(name: string, value: string, { days, path = '/' }: CookieOptions = {}) {
  const lifetime = days === undefined ? undefined : `max-age=${Math.round(days * secondsPerDay)}`;
  writeCookie(name, value, path, lifetime);
}

/** Removes a cookie written with the same path. */
export function deleteCookie(name: string, { path = '/' }: Pick<CookieOptions, 'path'> = {}) {
  writeCookie(name, '', path, 'expires=Thu, 01 Jan 1970 00:00:00 GMT');
}
