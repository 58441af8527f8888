// What a new password must not be, beyond the field rules the browser checks too: one of the
// common passwords, or one that contains the account's user name (PASSWORDNOTALLOWED, for a
// registration's password and a reset's alike).

import type { PasswordBlocklist } from '#server/adapters/common-passwords';

export function passwordNotAllowed(
  blocklist: PasswordBlocklist,
  password: string,
  userName: string,
): boolean {
  return blocklist.isBlocked(password) || password.toLowerCase().includes(userName.toLowerCase());
}
