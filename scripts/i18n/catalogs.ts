// The catalogs' two commands (docs/product/languages.md#catalogs):
//   extract  writes each area's English catalog from the messages declared in the code;
//   check    fails when an English catalog is not what the code declares, when a message is
//            missing from the Spanish catalog or is there without being used, or when a Spanish
//            message does not parse or names other values than its English one.
// `npm run lint` runs the check; `npm run lang:extract` the extraction.

import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { areaOf, type Catalog, catalogAreas, catalogFile, readCatalog } from './catalog-files.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** Every message the code declares, by id, in id order. */
export function extractMessages(): Catalog {
  const directory = mkdtempSync(path.join(tmpdir(), 'portal-messages-'));
  const outFile = path.join(directory, 'messages.json');
  try {
    execFileSync(
      path.join(root, 'node_modules/.bin/formatjs'),
      [
        'extract',
        'src/**/*.{ts,tsx}',
        '--ignore',
        'src/**/*.test.{ts,tsx}',
        '--ignore',
        'src/**/*.d.ts',
        '--throws',
        '--out-file',
        outFile,
      ],
      { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    const extracted = JSON.parse(readFileSync(outFile, 'utf8')) as Catalog;
    return Object.fromEntries(Object.entries(extracted).sort(([a], [b]) => a.localeCompare(b)));
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

/** The extracted messages grouped by area. */
export function byArea(messages: Catalog): Map<string, Catalog> {
  const areas = new Map<string, Catalog>();
  for (const [id, entry] of Object.entries(messages)) {
    const area = areaOf(id);
    areas.set(area, { ...areas.get(area), [id]: entry });
  }
  return areas;
}

const json = (catalog: Catalog) => `${JSON.stringify(catalog, null, 2)}\n`;

/** The names of the values a message takes, each with its kind. */
export function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()) {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    into.add(`${element.value}:${TYPE[element.type]}`);
    if (element.type === TYPE.tag) argumentsOf(element.children, into);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    }
  }
  return into;
}

/** What is wrong with the catalogs, one sentence per problem; empty when all is well. */
export function catalogProblems(declared: Catalog): string[] {
  const problems: string[] = [];
  const areas = byArea(declared);
  const onDisk = new Set(catalogAreas());
  for (const area of onDisk) {
    if (!areas.has(area)) problems.push(`lang/${area}/ has no message in the code: remove it.`);
  }
  for (const [area, english] of areas) {
    if (!onDisk.has(area)) {
      problems.push(`lang/${area}/ is missing: run npm run lang:extract and translate it.`);
      continue;
    }
    if (readFileSync(catalogFile(area, 'en'), 'utf8') !== json(english)) {
      problems.push(
        `lang/${area}/en.json is not what the code declares: run npm run lang:extract.`,
      );
    }
    if (!existsSync(catalogFile(area, 'es'))) {
      problems.push(`lang/${area}/es.json is missing: translate lang/${area}/en.json into it.`);
      continue;
    }
    const spanish = readCatalog(area, 'es');
    for (const [id, { defaultMessage }] of Object.entries(english)) {
      const translated = spanish[id]?.defaultMessage;
      if (translated === undefined) {
        problems.push(`${id} has no Spanish in lang/${area}/es.json.`);
        continue;
      }
      let spanishArguments: Set<string>;
      try {
        spanishArguments = argumentsOf(parse(translated));
      } catch (error) {
        problems.push(`${id} in Spanish does not parse: ${(error as Error).message}.`);
        continue;
      }
      const englishArguments = [...argumentsOf(parse(defaultMessage))].sort().join(', ');
      if ([...spanishArguments].sort().join(', ') !== englishArguments) {
        problems.push(`${id} in Spanish takes other values than in English (${englishArguments}).`);
      }
    }
    for (const id of Object.keys(spanish)) {
      if (!(id in english)) problems.push(`${id} is in lang/${area}/es.json but not in the code.`);
    }
  }
  return problems;
}

function writeEnglish(declared: Catalog) {
  for (const [area, english] of byArea(declared)) {
    mkdirSync(path.dirname(catalogFile(area, 'en')), { recursive: true });
    writeFileSync(catalogFile(area, 'en'), json(english));
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const command = process.argv[2];
  const declared = extractMessages();
  if (command === 'extract') {
    writeEnglish(declared);
    console.log(`${Object.keys(declared).length} messages extracted into lang/`);
  } else if (command === 'check') {
    const problems = catalogProblems(declared);
    for (const problem of problems) console.error(problem);
    if (problems.length > 0) process.exit(1);
    console.log(`catalogs: ${Object.keys(declared).length} messages, each in English and Spanish`);
  } else {
    console.error('Usage: catalogs.ts extract|check');
    process.exit(2);
  }
}
