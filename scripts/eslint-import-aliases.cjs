// An import resolver for eslint-plugin-import that knows the aliases of package.json
// "imports" (`#domain/...`, `#server/...`, `#web/...`), so that the import boundaries of
// eslint.config.js hold for aliased imports as they do for relative ones. Any other
// specifier is left to the next resolver.
const { existsSync, readFileSync } = require('node:fs');
const { join } = require('node:path');

const root = join(__dirname, '..');
const aliases = Object.entries(
  JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).imports,
);

exports.interfaceVersion = 2;

exports.resolve = (source) => {
  for (const [pattern, target] of aliases) {
    const prefix = pattern.slice(0, -1);
    if (!source.startsWith(prefix)) continue;
    const path = join(root, target.replace('*', source.slice(prefix.length)));
    return existsSync(path) ? { found: true, path } : { found: false };
  }
  return { found: false };
};
