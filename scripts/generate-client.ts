import 'reflect-metadata';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { CLIENT_DIR, clientFiles } from './client-files';

// Runs compiled, from dist/scripts.
const ROOT = join(__dirname, '..', '..');

/** `npm run client:generate`: rewrites the typed client's generated files from the code. */
async function main(): Promise<void> {
  for (const [file, content] of Object.entries(await clientFiles())) {
    const path = join(ROOT, CLIENT_DIR, file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, content);
    console.log(`wrote ${path}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
