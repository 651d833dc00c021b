import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteTemplate } from './pglite-template';

/**
 * A new DATA_DIR holding the run's migrated embedded database, with no merchant yet: written from
 * the global setup's dump in under a second, where a service started on an empty folder spends
 * seconds on initdb and the migrations. Outside a run that made the dump, an empty folder.
 */
export async function migratedDataDir(prefix: string): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const template = pgliteTemplate();
  if (template) await (await PGlite.create({ dataDir, loadDataDir: template })).close();
  return dataDir;
}
