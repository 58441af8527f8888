// Entry point of the operator commands: `npm run portal -- <command>`.

import { systemClock } from '#domain/shared/clock';
import { ConfigError } from '#server/config/config';
import {
  configFromEnvironment,
  configuredDocumentStore,
  openConfiguredDatabase,
} from '#server/runtime';
import { runCommand, usage } from './commands.ts';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.length === 0 || args[0] === 'help') {
    process.stdout.write(usage);
    return 0;
  }
  const config = configFromEnvironment();
  const database = await openConfiguredDatabase(config);
  let documentStore: ReturnType<typeof configuredDocumentStore> | undefined;
  try {
    return await runCommand(args, {
      db: database.db,
      clock: systemClock(config.timeZone),
      hashKey: config.hashKey,
      dataKeys: config.dataKeys,
      documentStore: () => (documentStore ??= configuredDocumentStore(config)),
      publicUrl: config.publicUrl,
      brandName: config.brand.name,
      out: (line) => process.stdout.write(`${line}\n`),
    });
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const message = error instanceof ConfigError ? error.message : (error as Error).message;
    process.stderr.write(`${message}\n`);
    process.exit(1);
  },
);
