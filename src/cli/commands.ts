// Operator commands, independent of how the database was opened so tests can run them.

import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { Clock } from '../domain/shared/clock.ts';
import { importCensus } from '../server/adapters/census-import.ts';
import { unlockAccount } from '../server/db/accounts-repository.ts';
import { recordAuditEvent } from '../server/db/audit-repository.ts';
import type { Database } from '../server/db/client.ts';

export interface CommandContext {
  db: Database;
  clock: Clock;
  dataKey: string;
  out(line: string): void;
}

export const usage = `Usage: npm run portal -- <command>

Commands:
  unlock <user name>
      Clears the login lockout of an account (five failed logins lock it for 30 minutes).
  import-census --client <9-digit client id> --name <employer name> <file.csv>
      Imports an employer's census. Columns: first_name, last_name, date_of_birth (MM/DD/YYYY), ssn, zip_code,
      email, reserved_user_name.
      A file with any bad row imports nothing; every problem is listed with its line.
`;

/** Runs one command; returns the process exit code. */
export async function runCommand(args: string[], context: CommandContext): Promise<number> {
  const [command, ...rest] = args;
  switch (command) {
    case 'unlock':
      return unlock(rest, context);
    case 'import-census':
      return importCensusFile(rest, context);
    default:
      context.out(usage);
      return command === undefined || command === 'help' ? 0 : 2;
  }
}

async function unlock(args: string[], { db, clock, out }: CommandContext): Promise<number> {
  const [userName] = args;
  if (!userName || args.length > 1) {
    out('Usage: npm run portal -- unlock <user name>');
    return 2;
  }
  const account = await unlockAccount(db, userName, clock.now());
  if (!account) {
    out(`No account has the user name ${userName}.`);
    return 1;
  }
  await recordAuditEvent(db, {
    action: 'account.unlocked',
    accountId: account.id,
    details: { by: 'operator' },
    at: clock.now(),
  });
  out(`Unlocked ${userName}: it can log in again.`);
  return 0;
}

async function importCensusFile(args: string[], context: CommandContext): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { client: { type: 'string' }, name: { type: 'string' } },
  });
  const [file] = positionals;
  if (!values.client || !values.name || !file || positionals.length > 1) {
    context.out(
      'Usage: npm run portal -- import-census --client <9-digit client id> --name <employer name> <file.csv>',
    );
    return 2;
  }
  let csv: string;
  try {
    csv = readFileSync(file, 'utf8');
  } catch (error) {
    context.out(`Cannot read ${file}: ${(error as Error).message}`);
    return 1;
  }
  const result = await importCensus(
    context.db,
    { clientId: values.client, clientName: values.name, csv },
    { dataKey: context.dataKey, today: context.clock.now() },
  );
  if (!result.ok) {
    context.out(`Nothing was imported from ${file}: ${result.problems.length} problem(s).`);
    for (const problem of result.problems) {
      context.out(`  line ${problem.line}, ${problem.column}: ${problem.message}`);
    }
    return 1;
  }
  context.out(
    `Imported ${file} for client ${values.client}: ${result.inserted} new, ${result.updated} updated.`,
  );
  return 0;
}
