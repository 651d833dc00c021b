import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const LOCK_FILE = 've-payments.pid';

export type DataDirLock = { kind: 'locked'; release: () => void };
/** Another live process holds the embedded database in `dataDir`. */
export type DataDirInUse = { kind: 'in_use'; pid: number; dataDir: string };

/**
 * One process at a time on an embedded database: a lock file created with O_EXCL holding the
 * holder's pid. A lock whose pid is no longer alive (a crash, a kill -9) is stale and taken over.
 */
export function lockDataDir(dataDir: string): DataDirLock | DataDirInUse {
  if (dataDir.startsWith('memory://')) return { kind: 'locked', release: () => {} };
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const path = join(dir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      return { kind: 'locked', release: () => releaseIfOurs(path) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = pidIn(path);
    if (holder !== null && holder !== process.pid && isAlive(holder)) return { kind: 'in_use', pid: holder, dataDir: dir };
    removeQuietly(path);
  }
  throw new Error(`could not take the lock file ${path}`);
}

function pidIn(path: string): number | null {
  try {
    const pid = Number(readFileSync(path, 'utf8').trim());
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function releaseIfOurs(path: string): void {
  if (pidIn(path) === process.pid) removeQuietly(path);
}

function removeQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // Already gone.
  }
}
