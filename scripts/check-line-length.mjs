import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

// Runs as is, from scripts/: plain Node, no dependency, nothing to compile.
const ROOT = join(fileURLToPath(import.meta.url), '..', '..');
const SOURCE_DIR = 'src';
/** The longest line allowed, in characters (JavaScript string length). */
const MAX_LENGTH = 140;

/** Every `.ts` file under `dir`, sorted, so the report reads the same on every machine. */
function typeScriptFiles(dir) {
  const files = [];
  const entries = readdirSync(dir, { withFileTypes: true });
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...typeScriptFiles(path));
    else if (entry.isFile() && entry.name.endsWith('.ts')) files.push(path);
  }
  return files;
}

/** `npm run lint:lines`: lists every line in src/ longer than MAX_LENGTH characters, and fails if there is one. */
function main() {
  let found = 0;
  for (const path of typeScriptFiles(join(ROOT, SOURCE_DIR))) {
    const lines = readFileSync(path, 'utf8').split(/\r?\n/);
    lines.forEach((line, index) => {
      if (line.length > MAX_LENGTH) {
        found++;
        console.log(`${relative(ROOT, path)}:${index + 1}: ${line.length} characters`);
      }
    });
  }
  if (found > 0) {
    console.error(`${found} line(s) in ${SOURCE_DIR}/ longer than ${MAX_LENGTH} characters`);
    process.exitCode = 1;
  }
}

main();
