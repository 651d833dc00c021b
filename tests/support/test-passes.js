/**
 * Which test files a run takes. There are two passes:
 * - the embedded pass (`npm test`, no TEST_DATABASE_URL): every file, on PGlite, except those that
 *   need a PostgreSQL server;
 * - the PostgreSQL pass (`npm run test:postgres`, TEST_DATABASE_URL set): only the files whose
 *   behaviour depends on the engine, so that nothing engine-independent runs twice.
 * A file says where it belongs with a tag on a line of a doc comment, usually the one
 * above its first describe:
 *   `@engine both`      runs in both passes: its SQL, locks or timing differ between engines;
 *   `@engine postgres`  runs in the PostgreSQL pass only: it needs a server (outages, several pools);
 *   no tag              runs in the embedded pass only.
 */
const { readdirSync, readFileSync } = require('node:fs');
const { join } = require('node:path');

const TAG = /^\s*\*\s*@engine\s+(both|postgres)\b/m;

/** `both`, `postgres`, or `embedded` (no tag) for a test file's text. */
function engineTag(text) {
  return TAG.exec(text)?.[1] ?? 'embedded';
}

function testFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The pass this run is: 'postgres' when TEST_DATABASE_URL names a server, else 'embedded'. */
function currentPass(env = process.env) {
  return env.TEST_DATABASE_URL ? 'postgres' : 'embedded';
}

/** The test files under `testsDir` that the given pass leaves out, as absolute paths. */
function filesOutsidePass(testsDir, pass = currentPass()) {
  return testFiles(testsDir).filter((path) => {
    const tag = engineTag(readFileSync(path, 'utf8'));
    return pass === 'postgres' ? tag === 'embedded' : tag === 'postgres';
  });
}

module.exports = { currentPass, engineTag, filesOutsidePass };
