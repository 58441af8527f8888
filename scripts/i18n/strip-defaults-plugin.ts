// In the production build, a message of the browser's keeps only its id
// (docs/decisions/0035-translations.md): its English default and its note for the translator
// are for the extractor, and the English the page shows comes from the compiled English catalog,
// so they would only weigh on every page twice. FormatJS's own TypeScript transformer removes
// them from each `defineMessages`. The domain's messages keep theirs: the server and the code
// not translated yet read their English (`messages` of src/domain/shared/messages.ts).

import { transformWithTs } from '@formatjs/ts-transformer';
import ts from 'typescript';
import type { Plugin } from 'vite';

const browserSource = /\/src\/web\/.*\.tsx?$/;

export function stripMessageDefaults(): Plugin {
  const transformer = transformWithTs(ts, {
    removeDefaultMessage: true,
  });
  return {
    name: 'strip-message-defaults',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!browserSource.test(id) || id.endsWith('.d.ts') || !code.includes('defineMessages(')) {
        return undefined;
      }
      const output = ts.transpileModule(code, {
        fileName: id,
        compilerOptions: {
          target: ts.ScriptTarget.ESNext,
          module: ts.ModuleKind.ESNext,
          jsx: ts.JsxEmit.Preserve,
          verbatimModuleSyntax: true,
          sourceMap: true,
          inlineSources: true,
        },
        transformers: { before: [transformer] },
      });
      return {
        code: output.outputText.replace(/\/\/# sourceMappingURL=.*$/m, ''),
        map: output.sourceMapText ?? null,
      };
    },
  };
}
