import { rmSync } from 'node:fs';
import { SHARED_BUILD_ENV } from '../integration/faults/server-process';

/** Jest's global teardown: what the global setup made goes with the run. */
export default function globalTeardown(): void {
  for (const path of [process.env.TEST_SHARED_FOLDER, process.env[SHARED_BUILD_ENV]]) {
    if (path) rmSync(path, { recursive: true, force: true });
  }
}
