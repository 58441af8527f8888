// The compiled server needs the files that sit beside its sources: the SQL migrations and
// the demo census files.
import { cpSync } from 'node:fs';

cpSync('src/server/db/migrations', 'dist/server/db/migrations', { recursive: true });
cpSync('src/server/demo', 'dist/server/demo', {
  recursive: true,
  filter: (source) => !source.endsWith('.ts'),
});
