import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { SHARED_BUILD_ENV } from '../integration/faults/server-process';
import { CHECKED_BUILD_ENV, SHARED_FOLDER_ENV } from './global-setup';
import { POSTGRES_TEMPLATE_ENV, dropPostgresDatabase } from './test-database';

/** Jest's global teardown: what the global setup made goes with the run. */
export default async function globalTeardown(): Promise<void> {
  const [build, checked] = [process.env[SHARED_BUILD_ENV], process.env[CHECKED_BUILD_ENV]];
  const compiledHere = checked && build === resolve(checked) ? undefined : build;
  for (const path of [process.env[SHARED_FOLDER_ENV], compiledHere]) {
    if (path) rmSync(path, { recursive: true, force: true });
  }
  const template = process.env[POSTGRES_TEMPLATE_ENV];
  if (template) await dropPostgresDatabase(template);
}
