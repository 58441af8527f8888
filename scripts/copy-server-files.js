// The compiled server needs the files that sit beside its sources: the SQL migrations, the
// demo census files and the message catalogs (lang/, read by src/server/language/say.ts). And its own package.json: the import aliases of the sources
// (`#domain/...`, `#server/...`, package.json "imports") point at .ts files, the compiled
// ones at the .js files beside them.
import { cpSync, writeFileSync } from 'node:fs';

cpSync('src/server/db/migrations', 'dist/server/db/migrations', { recursive: true });
cpSync('src/server/dev/demo', 'dist/server/dev/demo', {
  recursive: true,
  filter: (source) => !source.endsWith('.ts'),
});
cpSync('lang', 'dist/lang', { recursive: true });
const compiled = {
  type: 'module',
  imports: { '#domain/*': './domain/*.js', '#server/*': './server/*.js' },
};
writeFileSync('dist/package.json', `${JSON.stringify(compiled, null, 2)}\n`);
