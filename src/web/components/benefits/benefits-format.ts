// How the benefits screens write money and dates for a person: whole cents as $1,234.56,
// calendar dates (YYYY-MM-DD) and timestamps as MM/DD/YYYY, the form the wizard takes them in,
// in English and Spanish alike (docs/product/languages.md).

import { typedDateOf } from '#domain/shared/absence-dates';
import { defineMessages } from '#domain/shared/define-messages';
import { currentText } from '#web/language/use-text.ts';

const formatText = defineMessages({
  period: {
    id: 'benefits.period',
    defaultMessage: '{start} to {end}',
    description: 'A span of days, both included; each date is MM/DD/YYYY.',
  },
});

/** A calendar date or an ISO timestamp (its UTC day) as MM/DD/YYYY. */
export function formatDate(isoDateOrTime: string): string {
  return typedDateOf(isoDateOrTime.slice(0, 10));
}

/**
 * A span of days: '03/01/2025 to 03/07/2025', in the language shown (a screen showing it
 * renders again with the language, as any screen that says something does).
 */
export function formatPeriod(start: string, end: string): string {
  return currentText().formatMessage(formatText.period, {
    start: formatDate(start),
    end: formatDate(end),
  });
}

/** What is typed into a date field, as MM/DD/YYYY: the slashes come as the digits do. */
export function maskTypedDate(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}
