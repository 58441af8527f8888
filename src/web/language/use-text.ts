// How a screen says something: `const text = useText()`, then
// `text.formatMessage(loginText.heading)` or, with values, `text.formatMessage(message, { name })`.
// Code outside a component (a call's error handler, the alert of an expired session) uses
// `currentText()`, which formats in the language shown at that moment.

import type { IntlShape } from 'react-intl';
import type { Say } from '#domain/shared/claim-terms';
import { useLanguageStore } from './language-store.ts';

export function useText(): IntlShape {
  return useLanguageStore((state) => state.intl);
}

export function currentText(): IntlShape {
  return useLanguageStore.getState().intl;
}

/** The domain's `Say` in the page's language: for a rule that writes words (a month, a line). */
export const sayWith =
  (text: IntlShape): Say =>
  (message, values) =>
    text.formatMessage(message, values);
