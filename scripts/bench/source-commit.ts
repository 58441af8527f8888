// The commit the measured code came from, read from the checkout's .git files (HEAD, then the
// branch it names, loose or packed), so that the bench needs no git binary. Whether the tree
// had changes on top of it is not checked: a record should come from a clean checkout.

import { readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

export function sourceCommit(root: string): string | null {
  try {
    const gitDir = findGitDir(root);
    const head = readFileSync(join(gitDir, 'HEAD'), 'utf8').trim();
    const ref = /^ref: (.+)$/.exec(head)?.[1];
    if (!ref) return head;
    // A worktree keeps HEAD of its own but its branches in the main repository.
    const common = readOptional(join(gitDir, 'commondir'));
    const refsDir = common ? resolve(gitDir, common.trim()) : gitDir;
    const loose = readOptional(join(refsDir, ref));
    if (loose) return loose.trim();
    const packed = readOptional(join(refsDir, 'packed-refs')) ?? '';
    return (
      packed
        .split('\n')
        .map((line) => line.split(' '))
        .find(([, name]) => name === ref)?.[0] ?? null
    );
  } catch {
    return null;
  }
}

function findGitDir(root: string): string {
  const dotGit = join(root, '.git');
  if (statSync(dotGit).isDirectory()) return dotGit;
  const pointer = /^gitdir: (.+)$/m.exec(readFileSync(dotGit, 'utf8'))?.[1];
  if (!pointer) throw new Error(`${dotGit} names no git directory`);
  return resolve(root, pointer.trim());
}

function readOptional(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}
