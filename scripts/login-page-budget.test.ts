import { describe, expect, it, vi } from 'vitest';
import { loginPageBudget, measureLoginPage } from './login-page-budget.ts';

const chunk = (
  fileName: string,
  code: string,
  imports: string[] = [],
  isEntry = false,
  facadeModuleId: string | null = null,
) => ({
  type: 'chunk' as const,
  fileName,
  code,
  imports,
  dynamicImports: [],
  isEntry,
  facadeModuleId,
  moduleIds: facadeModuleId ? [facadeModuleId] : [],
});

// An entry that imports a shared chunk statically and a lazy route dynamically.
const bundle = {
  'index.js': chunk('index.js', 'a'.repeat(5000), ['shared.js'], true),
  'shared.js': chunk('shared.js', 'b'.repeat(5000)),
  'lazy-route.js': chunk('lazy-route.js', 'c'.repeat(5000), ['shared.js']),
  'index.css': { type: 'asset' as const, fileName: 'index.css', source: 'body{}' },
  'en.js': chunk('en.js', 'e'.repeat(100), [], false, 'catalog:shell/en'),
  'es.js': chunk('es.js', 'x'.repeat(3000) + 'y'.repeat(3000), [], false, 'catalog:shell/es'),
} as never;

const catalogsOf = { en: ['catalog:shell/en'], es: ['catalog:shell/es'] };

describe('the login page size budget', () => {
  it('counts the entry and its static imports, not lazy routes', () => {
    const size = measureLoginPage(bundle, 100 * 1024);
    expect(size.files.map((file) => file.file).sort()).toEqual(['index.js', 'shared.js']);
    expect(size.gzipBytes).toBe(size.files.reduce((sum, file) => sum + file.gzipBytes, 0));
  });

  it("counts each language's catalogs with the page, the largest as the page's figure", () => {
    const size = measureLoginPage(bundle, 100 * 1024, catalogsOf);
    const files = (language: 'en' | 'es') =>
      size.languages?.[language]?.files.map((file) => file.file).sort();
    expect(files('en')).toEqual(['en.js', 'index.js', 'shared.js']);
    expect(files('es')).toEqual(['es.js', 'index.js', 'shared.js']);
    expect(size.gzipBytes).toBe(size.languages?.es?.gzipBytes);
    expect(size.languages?.es?.gzipBytes).toBeGreaterThan(size.languages?.en?.gzipBytes ?? 0);
  });

  it('fails the build when one language is over the budget', () => {
    const { languages } = measureLoginPage(bundle, 100 * 1024, catalogsOf);
    const between = Math.round(
      ((languages?.en?.gzipBytes ?? 0) + (languages?.es?.gzipBytes ?? 0)) / 2,
    );
    const plugin = loginPageBudget({ maxGzipBytes: between, catalogsOf });
    const context = { emitFile: vi.fn(), error: vi.fn(), info: vi.fn() };
    (plugin.generateBundle as (...args: unknown[]) => void).call(context, {}, bundle);
    expect(context.error).toHaveBeenCalledTimes(1);
    expect(context.error).toHaveBeenCalledWith(
      expect.stringMatching(/^The login page in es loads/),
    );
  });

  it('fails the build above the budget', () => {
    const plugin = loginPageBudget({ maxGzipBytes: 10 });
    const context = { emitFile: vi.fn(), error: vi.fn(), info: vi.fn() };
    (plugin.generateBundle as (...args: unknown[]) => void).call(context, {}, bundle);
    expect(context.error).toHaveBeenCalledWith(expect.stringMatching(/over the budget of 0\.0 KB/));
    expect(context.emitFile).toHaveBeenCalledWith(
      expect.objectContaining({ fileName: 'login-page-size.json' }),
    );
  });

  it('passes the build within the budget', () => {
    const plugin = loginPageBudget({ maxGzipBytes: 100 * 1024 });
    const context = { emitFile: vi.fn(), error: vi.fn(), info: vi.fn() };
    (plugin.generateBundle as (...args: unknown[]) => void).call(context, {}, bundle);
    expect(context.error).not.toHaveBeenCalled();
  });
});
