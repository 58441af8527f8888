// The build's size budget (DESIGN.md section 10): the JavaScript a login page loads is the
// entry chunk and every chunk it imports statically; lazy routes are not counted. Above the
// budget the build fails. The figure is written to dist/web/login-page-size.json for the bench.

import { gzipSync } from 'node:zlib';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

export interface LoginPageSize {
  files: { file: string; gzipBytes: number }[];
  gzipBytes: number;
  maxGzipBytes: number;
}

export function measureLoginPage(bundle: OutputBundle, maxGzipBytes: number): LoginPageSize {
  const chunks = new Map<string, OutputChunk>();
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk') chunks.set(output.fileName, output);
  }
  const entries = [...chunks.values()].filter((chunk) => chunk.isEntry);
  const loaded = new Set<string>();
  const visit = (fileName: string) => {
    if (loaded.has(fileName)) return;
    loaded.add(fileName);
    chunks.get(fileName)?.imports.forEach(visit);
  };
  entries.forEach((entry) => visit(entry.fileName));
  const files = [...loaded].map((file) => ({
    file,
    gzipBytes: gzipSync(chunks.get(file)?.code ?? '', { level: 9 }).length,
  }));
  return {
    files,
    gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
    maxGzipBytes,
  };
}

export function loginPageBudget({ maxGzipBytes }: { maxGzipBytes: number }): Plugin {
  return {
    name: 'login-page-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const size = measureLoginPage(bundle, maxGzipBytes);
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
      this.emitFile({
        type: 'asset',
        fileName: 'login-page-size.json',
        source: `${JSON.stringify(size, null, 2)}\n`,
      });
      if (size.gzipBytes > maxGzipBytes) {
        this.error(
          `The login page loads ${kb(size.gzipBytes)} of JavaScript (gzip), over the budget of ${kb(maxGzipBytes)}.`,
        );
      }
      this.info(`login page JavaScript: ${kb(size.gzipBytes)} gzip (budget ${kb(maxGzipBytes)})`);
    },
  };
}
