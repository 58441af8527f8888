// The module the catalogs plugin (scripts/i18n/catalog-plugin.ts) makes from lang/.

declare module 'virtual:catalogs' {
  /** One area's messages in one language, parsed. */
  // An ambient module has no top-level import to name the type by.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  export type CompiledCatalog = Record<string, import('react-intl').MessageFormatElement[]>;

  export const catalogLoaders: Record<
    string,
    Record<'en' | 'es', () => Promise<{ default: CompiledCatalog }>>
  >;
}
