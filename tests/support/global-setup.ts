import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SHARED_BUILD_ENV, compileService } from '../integration/faults/server-process';
import { PGLITE_TEMPLATE_ENV, writePgliteTemplate } from './pglite-template';

/** Set by the global setup: the folder of what it made (see global-teardown). */
export const SHARED_FOLDER_ENV = 'TEST_SHARED_FOLDER';

/**
 * Jest's global setup: what every test file would otherwise make again, made once and side by
 * side. An empty embedded database takes seconds to create (PGlite runs initdb), so each test file
 * starts its own from a copy of one migrated here; the fault tests run the service compiled here.
 * The paths reach the test files' processes as environment variables.
 */
export default async function globalSetup(): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 've-payments-tests-'));
  const template = join(folder, 'migrated-pglite.tar');
  const [build] = await Promise.all([compileService(), writePgliteTemplate(template)]);
  process.env[PGLITE_TEMPLATE_ENV] = template;
  process.env[SHARED_BUILD_ENV] = build;
  process.env[SHARED_FOLDER_ENV] = folder;
}
