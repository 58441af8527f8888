// The context operator commands get in tests (src/cli/command-context.ts): a test app's
// database and clock, the test secrets, the app's documents folder, and where the commands'
// lines go. A test spreads its own changes over it.

import type { Clock } from '#domain/shared/clock';
import { createFolderDocumentStore } from '#server/adapters/document-store';
import type { TestApp } from './test-app.ts';
import { testSecrets } from './test-secrets.ts';

export function testCommandContext(
  portal: TestApp,
  out: (line: string) => void,
  clock: Clock = portal.clock,
) {
  return {
    db: portal.database.db,
    clock,
    hashKey: testSecrets.DATA_KEY,
    dataKeys: { current: testSecrets.DATA_KEY, previous: [] },
    documentStore: () => createFolderDocumentStore(portal.documentsFolder),
    publicUrl: 'https://benefits.example.com',
    brandName: 'Meridian Mutual',
    out,
  };
}
