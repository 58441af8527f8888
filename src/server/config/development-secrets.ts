// The secrets a development machine makes for itself: outside
// production a missing SESSION_SECRET or DATA_KEY comes from DATA_DIR, made on first use and
// kept, so sessions and sealed data survive a restart. Production refuses to start without its
// own (config.ts).

import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Secrets a development machine generates once and keeps in DATA_DIR. */
export interface DevelopmentSecrets {
  sessionSecret: string;
  dataKey: string;
}

/** Reads the development secrets of DATA_DIR, creating them on first use. */
export function loadDevelopmentSecrets(dataDir: string): DevelopmentSecrets {
  const file = join(dataDir, 'development-secrets.json');
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as DevelopmentSecrets;
  } catch {
    const secrets = {
      sessionSecret: randomBytes(32).toString('base64url'),
      dataKey: randomBytes(32).toString('base64url'),
    };
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
    return secrets;
  }
}
