// How a screen says something: `const text = useText()`, then
// `text.formatMessage(loginText.heading)` or, with values, `text.formatMessage(message, { name })`.
// Code outside a component (a call's error handler, the alert of an expired session) uses
// `currentText()`, which formats in the language shown at that moment.

import type { IntlShape } from 'react-intl';
import { useLanguageStore } from './language-store.ts';

export function useText(): IntlShape {
  return useLanguageStore((state) => state.intl);
}

export function currentText(): IntlShape {
  return useLanguageStore.getState().intl;
}
