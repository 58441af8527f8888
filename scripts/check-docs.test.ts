import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkDocs } from './check-docs.ts';

let root: string;

// Built, not written out, so that this file cites no missing path itself.
const missingPage = ['docs', 'product', 'logout.md'].join('/');
const missingDecision = ['docs', 'decisions', '0099'].join('/');

function write(path: string, text: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

const folderMap = [
  '# Architecture',
  '',
  '## Folders',
  '',
  '| folder | holds |',
  '| --- | --- |',
  '| `src/domain/` | the rules |',
  '| `src/domain/login/` | logging in |',
  '',
  '## Tests',
  '',
  'Not the map: `src/web/` named here does not count, nor `src/` alone.',
  '',
].join('\n');

// A tree where everything cited exists and every folder is mapped; each test breaks one thing.
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'check-docs-'));
  write('docs/architecture.md', folderMap);
  write('docs/decisions/0012-employer-registration-flow.md', '# 0012\n');
  write('docs/product/login.md', 'See docs/decisions/0012 and `docs/architecture.md#folders`.\n');
  write('src/domain/login/login.ts', '// Why: docs/product/login.md.\n');
  write('src/server/db/migrations/meta/_journal.json', '{}\n');
  write('README.md', 'The map: docs/architecture.md.\n');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the docs check', () => {
  it('passes when every cited path exists and every folder is in the map', () => {
    rmSync(join(root, 'src/server'), { recursive: true });
    expect(checkDocs(root)).toEqual([]);
  });

  it('names the file, the line and the path of a citation that leads nowhere', () => {
    rmSync(join(root, 'src/server'), { recursive: true });
    write('src/domain/login/login.ts', `// One.\n// See ${missingPage}.\n`);
    write('tests/e2e/login.spec.ts', `// ${missingDecision} says why.\n`);
    expect(checkDocs(root)).toEqual([
      `src/domain/login/login.ts:2: ${missingPage} does not exist`,
      `tests/e2e/login.spec.ts:1: ${missingDecision} does not exist`,
    ]);
  });

  it('names a folder of src/ that the map leaves out, but not a generated one', () => {
    expect(checkDocs(root)).toEqual([
      'docs/architecture.md (## Folders): src/server/ is not in the map',
      'docs/architecture.md (## Folders): src/server/db/ is not in the map',
      'docs/architecture.md (## Folders): src/server/db/migrations/ is not in the map',
    ]);
  });

  it('names a folder the map keeps after it is gone', () => {
    rmSync(join(root, 'src/server'), { recursive: true });
    rmSync(join(root, 'src/domain/login'), { recursive: true });
    expect(checkDocs(root)).toEqual([
      'docs/architecture.md (## Folders): src/domain/login/ is in the map but not in the tree',
    ]);
  });
});
