import { readFileSync, writeFileSync } from 'node:fs';
import { getPGliteInstance } from 'typeorm-pglite';
import { createDataSource } from '../../src/adapters/persistence/typeorm/data-source';
import { runMigrations } from '../../src/adapters/persistence/typeorm/run-migrations';

/** Set by Jest's global setup: the migrated embedded database of the run (see global-setup). */
export const PGLITE_TEMPLATE_ENV = 'TEST_PGLITE_TEMPLATE';

/** Creates and migrates an embedded database, writes its dump (PGlite's dumpDataDir) to `path`, and returns `path`. */
export async function writePgliteTemplate(path: string): Promise<string> {
  const dataSource = createDataSource({ databaseUrl: null, dataDir: 'memory://' });
  await dataSource.initialize();
  try {
    await runMigrations(dataSource);
    const dump = await (await getPGliteInstance()).dumpDataDir('none');
    writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
    return path;
  } finally {
    await dataSource.destroy();
  }
}

let template: Blob | null | undefined;

/** The run's migrated embedded database to start from, or null outside a Jest run that made one. */
export function pgliteTemplate(): Blob | null {
  if (template === undefined) {
    const path = process.env[PGLITE_TEMPLATE_ENV];
    template = path ? new Blob([readFileSync(path)]) : null;
  }
  return template;
}
