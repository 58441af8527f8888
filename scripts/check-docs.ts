// The repository explains itself: every `docs/...` path that the code, the tests, the scripts,
// the docs or the README name exists, and the folder map of docs/architecture.md names every
// folder of src/ (and no folder that is gone). Run by `npm run lint`; exits 1 with each problem.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where a citation of `docs/` may sit. */
const citingRoots = ['src', 'tests', 'scripts', 'docs', 'README.md'];
const textFile = /\.(ts|tsx|js|cjs|mjs|md|mermaid|json|css|html|sql|ya?ml)$/;
/** Folders of src/ that tools write, which nobody opens to change: not in the map. */
const generatedFolders = ['src/server/db/migrations/meta'];
const folderMap = { file: 'docs/architecture.md', heading: '## Folders' };

// A path under docs/ as prose writes it: not part of a longer path, ending before any
// sentence stop or `#anchor`.
const docsPath = /(?<![\w./-])docs\/[\w./-]*[\w-]/g;
const srcFolder = /`(src\/[\w.-][\w./-]*?)\/?`/g;

interface Entry {
  path: string;
  folder: boolean;
}

function walk(root: string, path: string): Entry[] {
  const absolute = join(root, path);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') return [];
    const child = { path: `${path}/${entry.name}`, folder: entry.isDirectory() };
    return child.folder ? [child, ...walk(root, child.path)] : [child];
  });
}

/**
 * Whether a cited path exists. A decision may be cited by its number alone
 * (`docs/decisions/0012`) when exactly one record starts with it.
 */
function resolves(root: string, path: string): boolean {
  if (existsSync(join(root, path))) return true;
  const folder = join(root, dirname(path));
  const name = path.slice(path.lastIndexOf('/') + 1);
  if (!existsSync(folder)) return false;
  return readdirSync(folder).filter((entry) => entry.startsWith(`${name}-`)).length === 1;
}

function citingFiles(root: string): string[] {
  return citingRoots.flatMap((path) => {
    if (path.endsWith('.md')) return existsSync(join(root, path)) ? [path] : [];
    return walk(root, path)
      .filter((entry) => !entry.folder && textFile.test(entry.path))
      .map((entry) => entry.path);
  });
}

/** Each `docs/...` path named in a file that does not exist, as `file:line: ...`. */
export function missingDocsPaths(root: string): string[] {
  return citingFiles(root).flatMap((file) =>
    readFileSync(join(root, file), 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        [...line.matchAll(docsPath)]
          .map((match) => match[0])
          .filter((path) => !resolves(root, path))
          .map((path) => `${file}:${index + 1}: ${path} does not exist`),
      ),
  );
}

/** The text of the folder map: its section of docs/architecture.md. */
function folderMapText(root: string): string {
  const file = join(root, folderMap.file);
  if (!existsSync(file)) return '';
  const text = readFileSync(file, 'utf8');
  const start = text.indexOf(`\n${folderMap.heading}\n`);
  if (start < 0) return '';
  const end = text.indexOf('\n## ', start + 1);
  return text.slice(start, end < 0 ? undefined : end);
}

/** Folders of src/ the map leaves out, and folders the map names that are gone. */
export function folderMapProblems(root: string): string[] {
  const folders = walk(root, 'src')
    .filter((entry) => entry.folder && !generatedFolders.includes(entry.path))
    .map((entry) => entry.path);
  const named = new Set(
    [...folderMapText(root).matchAll(srcFolder)].map((match) => match[1] ?? ''),
  );
  const where = `${folderMap.file} (${folderMap.heading})`;
  return [
    ...folders
      .filter((folder) => !named.has(folder))
      .map((folder) => `${where}: ${folder}/ is not in the map`),
    ...[...named]
      .filter((folder) => !folders.includes(folder) && !generatedFolders.includes(folder))
      .map((folder) => `${where}: ${folder}/ is in the map but not in the tree`),
  ];
}

export function checkDocs(root: string): string[] {
  return [...missingDocsPaths(root), ...folderMapProblems(root)];
}

const invokedAs = process.argv[1] ? relative(process.cwd(), process.argv[1]) : '';
if (invokedAs.split(sep).join('/').endsWith('scripts/check-docs.ts')) {
  const root = dirname(dirname(fileURLToPath(import.meta.url)));
  const problems = checkDocs(root);
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exit(1);
}
