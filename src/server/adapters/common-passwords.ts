// The NIST SP 800-63B blocklist on top of the composition rules of docs/product/field-rules.md: the
// 49,000 most common passwords of the maintained zxcvbn-ts dictionary, compared without regard to
// case.

import common from '@zxcvbn-ts/language-common';

export interface PasswordBlocklist {
  isBlocked(password: string): boolean;
}

export function loadCommonPasswords(): PasswordBlocklist {
  const words = new Set(common.dictionary['passwords-common'].map((word) => word.toLowerCase()));
  return { isBlocked: (password) => words.has(password.toLowerCase()) };
}
