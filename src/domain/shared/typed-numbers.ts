// Amounts as people type them (docs/architecture.md: money is whole cents): '$1,250.00' or
// '1250' read from the digits, never through a float. The employer's statement and the census
// read earnings with these.

/** '1,900' or '1900' as 1900; anything else null. Thousands separators where they belong. */
export function wholeNumberOfTyped(value: string): number | null {
  const text = value.trim();
  if (!/^(\d{1,3}(,\d{3})+|\d{1,9})$/.test(text)) return null;
  return Number(text.replaceAll(',', ''));
}

/**
 * '$1,250.00', '1250.5' or '1250' as whole cents, read from the digits, never through a
 * float; anything else null.
 */
export function centsOfTypedDollars(value: string): number | null {
  const match = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d{1,9})(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  const dollars = Number((match[1] ?? '').replaceAll(',', ''));
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  return dollars * 100 + cents;
}
