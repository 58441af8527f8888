// How money is written for a person, in both languages alike (docs/product/languages.md): whole
// cents as $1,234.56, and an amount of whole dollars, such as a coverage, as $50,000. The pages,
// e-mails, PDFs and the operator's commands all write it so.

const withCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** $1,234.56. */
export function formatCents(cents: number): string {
  return withCents.format(cents / 100);
}

/** $50,000 for whole dollars; an amount with cents keeps them ($1,234.56). */
export function formatDollars(cents: number): string {
  return cents % 100 === 0 ? wholeDollars.format(cents / 100) : formatCents(cents);
}

const rates = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 6,
});

/** A rate in millionths of a dollar: $0.45, and $0.0045 where a rate has more places. */
export function formatRate(microdollars: number): string {
  return rates.format(microdollars / 1_000_000);
}
