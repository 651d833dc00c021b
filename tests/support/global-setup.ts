import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SHARED_BUILD_ENV, compileService } from '../integration/faults/server-process';
import { PGLITE_TEMPLATE_ENV, writePgliteTemplate } from './pglite-template';
import { POSTGRES_TEMPLATE_ENV, createPostgresTemplate } from './test-database';

/** Set by the global setup: the folder of what it made (see global-teardown). */
export const SHARED_FOLDER_ENV = 'TEST_SHARED_FOLDER';
/** Set by `npm test`: the folder its type check emitted the whole project into. */
export const CHECKED_BUILD_ENV = 'TEST_CHECKED_BUILD';

/**
 * Jest's global setup: what every test file would otherwise make again, made once and side by
 * side. Each test file starts its database from a migrated copy: in the embedded pass a dump of a
 * migrated PGlite (an empty one takes seconds to create: PGlite runs initdb), in the PostgreSQL
 * pass a template database on the server. The fault tests run the service compiled here, or the one
 * `npm test`'s type check emitted (TEST_CHECKED_BUILD: the same sources, compiled once). What it made
 * reaches the test files' processes as environment variables.
 */
export default async function globalSetup(): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 've-payments-tests-'));
  process.env[SHARED_FOLDER_ENV] = folder;
  const template = process.env.TEST_DATABASE_URL
    ? createPostgresTemplate().then((name) => (process.env[POSTGRES_TEMPLATE_ENV] = name))
    : writePgliteTemplate(join(folder, 'migrated-pglite.tar')).then((path) => (process.env[PGLITE_TEMPLATE_ENV] = path));
  const [build] = await Promise.all([checkedBuild() ?? compileService(), template]);
  process.env[SHARED_BUILD_ENV] = build;
}

/** The build `npm test`'s type check emitted, when there is one; the teardown leaves it. */
function checkedBuild(): string | undefined {
  const folder = process.env[CHECKED_BUILD_ENV];
  return folder && existsSync(join(folder, 'src', 'main.js')) ? resolve(folder) : undefined;
}
