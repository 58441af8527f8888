// What every operator command is given, however the database was opened: the commands of
// commands.ts and the ones in files of their own (claims, billing) take it from here.

import type { Clock } from '#domain/shared/clock';
import type { Database } from '#server/db/client';

export interface CommandContext {
  db: Database;
  clock: Clock;
  dataKey: string;
  /** The portal's origin as the browser sees it (the server config's publicUrl), for printed links. */
  publicUrl: string;
  /** The insurer's name, in the e-mails a command has the portal send. */
  brandName: string;
  out(line: string): void;
}
