// `npm run portal -- documents check [--open]`: the documents' store against the database
// (docs/operations.md, "Backups of documents"), after a restore or before trusting a backup.
// It prints ids alone, and its exit code tells a script what it found: 0 all is well, 1 a
// document cannot be downloaded whole (a loss), 3 no loss but objects without a row.

import { parseArgs } from 'node:util';
import {
  checkDocuments,
  type DocumentsCheck,
  hasLoss,
  orphanGraceMinutes,
} from '#server/flows/documents/documents-check.service';
import type { CommandContext } from './command-context.ts';

const documentsUsage = 'Usage: npm run portal -- documents check [--open]';

/** The exit codes of the check, for scripts. */
export const documentsCheckExit = { consistent: 0, loss: 1, orphans: 3 } as const;

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

export async function runDocumentsCommand(
  args: string[],
  context: CommandContext,
): Promise<number> {
  const [action, ...rest] = args;
  let open: boolean | undefined;
  try {
    open = parseArgs({ args: rest, options: { open: { type: 'boolean' } } }).values.open;
  } catch (error) {
    context.out((error as Error).message);
    context.out(documentsUsage);
    return 2;
  }
  if (action !== 'check') {
    context.out(documentsUsage);
    return 2;
  }
  const store = context.documentStore();
  const check = await checkDocuments(
    { db: context.db, clock: context.clock, store, dataKeys: context.dataKeys },
    { open: open ?? false },
  );
  context.out(
    `Checked ${plural(check.rows, 'document')} against ${plural(check.objects, 'object')} in ${store.describe()}${open ? ', each object opened whole' : ''}.`,
  );
  printFindings(check, context.out);
  if (hasLoss(check)) {
    context.out(
      `${plural(lossCount(check), 'document')} cannot be downloaded whole: restore their objects from a copy of the documents taken after the database's.`,
    );
    return documentsCheckExit.loss;
  }
  if (check.orphans.length > 0) {
    context.out(
      `No document is lost; ${plural(check.orphans.length, 'object has', 'objects have')} no row, and no key opens ${check.orphans.length === 1 ? 'it' : 'them'} any more.`,
    );
    return documentsCheckExit.orphans;
  }
  context.out('Every document has its object, whole, and its key opens; every object has its row.');
  return documentsCheckExit.consistent;
}

function lossCount(check: DocumentsCheck): number {
  return (
    check.missing.length +
    check.wrongSize.length +
    check.keyUnreadable.length +
    check.objectUnreadable.length
  );
}

function printFindings(check: DocumentsCheck, out: (line: string) => void) {
  for (const id of check.missing) out(`Missing object: document ${id}`);
  for (const { id, expectedBytes, foundBytes } of check.wrongSize) {
    out(
      `Cut short or altered: document ${id} (${expectedBytes} bytes expected, ${foundBytes} found)`,
    );
  }
  for (const id of check.keyUnreadable) {
    out(`Data key opens with no key of DATA_KEY or PREVIOUS_DATA_KEYS: document ${id}`);
  }
  for (const id of check.objectUnreadable) out(`Object does not open whole: document ${id}`);
  for (const key of check.orphans) out(`Object without a row: ${key}`);
  if (check.recent > 0) {
    out(
      `${plural(check.recent, 'object')} without a row younger than ${orphanGraceMinutes} minutes: uploads in flight, not judged.`,
    );
  }
  if (check.foreign > 0) {
    out(
      `${plural(check.foreign, 'other entry', 'other entries')}, not named as a document: left alone.`,
    );
  }
}
