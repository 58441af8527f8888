import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { catalogLoaders } from 'virtual:catalogs';
import { loadAreas, showLanguage } from '#web/language/language-store.ts';

// happy-dom has no WebAuthn: every file's screens get the one stand-in a test drives
// (web/browser-webauthn.ts), whichever file of a worker imported them first.
vi.mock('@simplewebauthn/browser', () => import('./web/browser-webauthn.ts'));

// Every screen's words, in English unless a test shows another language.
await loadAreas(Object.keys(catalogLoaders));

// A screen found by findBy... may be a lazy route whose module is still being transformed: on a
// loaded or slow machine that takes seconds, not the library's default second. Waiting longer
// costs nothing when the screen is there (the wait ends as soon as it is found).
configure({ asyncUtilTimeout: 10_000 });

afterEach(async () => {
  cleanup();
  // A test that showed Spanish leaves the next one in English.
  await showLanguage('en');
  // Spies of one test never answer for the next.
  vi.restoreAllMocks();
  sessionStorage.clear();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});
