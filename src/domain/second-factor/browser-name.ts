// The browser a security notice names ('Chrome on Windows', 'Chrome en Windows'), read from its
// User-Agent: enough for a person to tell their own from a stranger's, never an address or a
// place. The names of browsers and systems read the same in every language; the word between
// them and the name of an unknown browser come in the notice's language.

const browsers: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const systems: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

const first = (list: [RegExp, string][], text: string) =>
  list.find(([pattern]) => pattern.test(text))?.[1];

/** The words around the names: English unless a notice says them in its language. */
export interface BrowserWords {
  /** Between browser and system: 'on'. */
  on: string;
  /** A browser the User-Agent does not name: 'A browser'. */
  unknown: string;
}

const english: BrowserWords = { on: 'on', unknown: 'A browser' };

export function browserName(userAgent: string | undefined, words: BrowserWords = english): string {
  const text = userAgent ?? '';
  const browser = first(browsers, text) ?? words.unknown;
  const system = first(systems, text);
  return system ? `${browser} ${words.on} ${system}` : browser;
}
