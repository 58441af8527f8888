// Every text a person reads is a message: an id, the English of docs/product/ word for word as
// its default, and a note for the translator when the words alone do not say where they go.
// The catalogs of lang/ hold each message in each language (docs/product/languages.md);
// `npm run lang:extract` reads these declarations to write the English ones.

export interface MessageDescriptor {
  /** '<area>.<name>': the area is the catalog it lives in (lang/<area>/). */
  id: string;
  /** English, in ICU MessageFormat: '{name}' for a value, '{count, plural, ...}' for a count. */
  defaultMessage: string;
  description?: string;
}

/** Declares a group of messages; the identity, named so the extractor finds them. */
export function defineMessages<const Names extends string>(
  messages: Record<Names, MessageDescriptor>,
): Record<Names, MessageDescriptor> {
  return messages;
}
