// `npm run portal -- data-key rewrap [--batch-size 500]`: the rotation of DATA_KEY
// (docs/operations.md, decision 0025). Every value sealed under a key of PREVIOUS_DATA_KEYS
// is sealed again under DATA_KEY: documents' data keys (never their files), claim drafts,
// claims' bank account numbers, the claims system's events in the outbox. It prints counts
// and ids, never a value; exit 0 when every value is under DATA_KEY, so the previous keys may
// go, and 1 when it must run again or a value opens with no key.

import { parseArgs } from 'node:util';
import { sealedColumns, sealedValueKinds } from '#server/db/sealed-values-repository';
import { everyValueCurrent, rewrapSealedValues } from './data-key-rewrap.ts';
import type { CommandContext } from './command-context.ts';

const dataKeyUsage = 'Usage: npm run portal -- data-key rewrap [--batch-size 500]';
const defaultBatchSize = 500;

export async function runDataKeyCommand(
  args: string[],
  { db, dataKeys, out }: CommandContext,
): Promise<number> {
  const [action, ...rest] = args;
  let size: string | undefined;
  try {
    size = parseArgs({ args: rest, options: { 'batch-size': { type: 'string' } } }).values[
      'batch-size'
    ];
  } catch (error) {
    out((error as Error).message);
    out(dataKeyUsage);
    return 2;
  }
  const batchSize = size === undefined ? defaultBatchSize : Number(size);
  if (action !== 'rewrap' || !Number.isInteger(batchSize) || batchSize < 1 || batchSize > 10_000) {
    out(dataKeyUsage);
    return 2;
  }
  const previous = dataKeys.previous.length;
  out(
    previous === 0
      ? 'No PREVIOUS_DATA_KEYS: nothing to seal again; checking that every sealed value opens with DATA_KEY.'
      : `Sealing again with DATA_KEY what ${previous === 1 ? 'the previous key' : `the ${previous} previous keys`} sealed.`,
  );
  const report = await rewrapSealedValues(db, dataKeys, { batchSize });
  for (const kind of sealedValueKinds) {
    const counts = report[kind];
    out(
      `${sealedColumns[kind].label}: ${counts.read} read, ${counts.resealed} sealed again, ${counts.current} under DATA_KEY already, ${counts.changed} changed meanwhile, ${counts.unreadable.length} unreadable.`,
    );
    for (const id of counts.unreadable) out(`  opens with no key: ${kind} ${id}`);
  }
  if (everyValueCurrent(report)) {
    out(
      previous === 0
        ? 'Every sealed value is under DATA_KEY.'
        : 'Every sealed value is under DATA_KEY: PREVIOUS_DATA_KEYS can be removed.',
    );
    return 0;
  }
  const counts = Object.values(report);
  if (counts.some((kind) => kind.unreadable.length > 0)) {
    out('Some values open with no key: keep the previous keys until they are accounted for.');
  }
  if (counts.some((kind) => kind.changed > 0)) {
    out('Values changed while this ran: run it again once every instance seals with DATA_KEY.');
  }
  return 1;
}
