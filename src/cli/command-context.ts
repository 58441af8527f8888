// What every operator command is given, however the database was opened: the commands of
// commands.ts and the ones in files of their own (claims, billing, documents, data-key) take
// it from here.

import type { Clock } from '#domain/shared/clock';
import type { InventoriedDocumentStore } from '#server/adapters/document-store';
import type { Database } from '#server/db/client';
import type { KeyRing } from '#server/crypto/sealed-data';

export interface CommandContext {
  db: Database;
  clock: Clock;
  /** Keys the keyed hashes (HASH_KEY, else DATA_KEY): a census import hashes its SSNs with it. */
  hashKey: string;
  /** DATA_KEY, which seals, and PREVIOUS_DATA_KEYS, which only open (decision 0025). */
  dataKeys: KeyRing;
  /** The documents' store of the settings (the bucket, else DATA_DIR/documents), made on first use. */
  documentStore(): InventoriedDocumentStore;
  /** The portal's origin as the browser sees it (the server config's publicUrl), for printed links. */
  publicUrl: string;
  /** The insurer's name, in the e-mails a command has the portal send. */
  brandName: string;
  out(line: string): void;
}
