// Addresses that answers tell the browser to follow (login, proceed to login, log out) are
// followed only when they stay on this site, whatever the answer says.

/** Whether `url` (absolute or relative) resolves to `origin`. */
export function isSameOriginUrl(url: string, origin: string): boolean {
  try {
    return new URL(url, origin).origin === origin;
  } catch {
    return false;
  }
}
