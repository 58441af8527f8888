// The header's link to the other language (docs/product/languages.md): named in that language,
// marked with its `lang` so a screen reader says it in the right voice. Following it keeps the
// choice (a cookie, and the account when logged in) and shows the same page in that language,
// with what was typed into it kept.

import type { MouseEvent } from 'react';
import { languageNames, otherLanguage } from '#domain/language/language';
import { postLanguageChoice } from './api/language-choice.ts';
import { showLanguage, useLanguageStore } from './language-store.ts';

export function LanguageLink({ className }: { className?: string }) {
  const language = useLanguageStore((state) => state.language);
  const other = otherLanguage(language);

  const choose = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    // Shown even when the choice could not be kept: the person reads this page in it now, and
    // the next page asks again.
    await postLanguageChoice({ language: other }).catch(() => undefined);
    await showLanguage(other);
  };

  return (
    <a
      href={window.location.href}
      lang={other}
      hrefLang={other}
      className={className}
      onClick={choose}
    >
      {languageNames[other]}
    </a>
  );
}
