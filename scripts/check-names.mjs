import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

// Runs as is, from scripts/: plain Node, no dependency, nothing to compile.
// The names it keeps are those of docs/architecture.md, "Names".
const ROOT = join(fileURLToPath(import.meta.url), '..', '..');

/** Route files: `<feature>.routes.ts` declares /api/v1 routes, `<feature>.router.ts` builds a Router; no other form. */
const ROUTE_FILE = /(?<![.])(routes?|router)\.ts$/;
/** Words the code no longer uses for its concepts, in file names under src and tests. */
const RETIRED_IN_FILE_NAMES = [/portal/, /attempt(?!s-exhausted)/, /declared-routes/];
/** "portal" survives only in wire names (PORTAL_URL, /payments_portal, the limiters' `portal-…` keys). */
const PORTAL_IN_CODE = /portal/i;
const PORTAL_WIRE_NAMES = /PORTAL_URL|payments_portal|'portal-[a-z-]+'|portal-link|portal-address|developer portal/g;

function files(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((entry) => (entry.isDirectory() ? files(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : []));
}

/** `npm run lint:names`: one suffix per role and one word per concept (docs/architecture.md, "Names"). */
function main() {
  const problems = [];
  for (const path of [...files(join(ROOT, 'src')), ...files(join(ROOT, 'tests'))]) {
    const name = relative(ROOT, path);
    const file = name.split('/').pop();
    if (ROUTE_FILE.test(file)) problems.push(`${name}: a route file is named <feature>.routes.ts or <feature>.router.ts`);
    for (const word of RETIRED_IN_FILE_NAMES) if (word.test(file)) problems.push(`${name}: "${word.source}" is not a name in use`);
    if (!name.startsWith('src/')) continue;
    readFileSync(path, 'utf8').split(/\r?\n/).forEach((line, index) => {
      if (PORTAL_IN_CODE.test(line.replace(PORTAL_WIRE_NAMES, ''))) {
        problems.push(`${name}:${index + 1}: "portal" is the hosted page, except in wire names`);
      }
    });
  }
  for (const problem of problems) console.log(problem);
  if (problems.length > 0) {
    console.error(`${problems.length} name(s) against docs/architecture.md, "Names"`);
    process.exitCode = 1;
  }
}

main();
