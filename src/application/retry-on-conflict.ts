import { ConcurrentModification } from '../domain/errors';
import { Conflict } from './outcomes';

const ATTEMPTS = 5;

/**
 * Tries for work that must end in a definitive answer while others write the same record: each
 * round of racers has a winner, so N racers are through within N tries; the bound only stops a bug
 * from looping forever.
 */
export const UNTIL_DEFINITIVE = 100;

/** Runs read-modify-write `work` again when another writer got there first; `conflict` if that keeps happening. */
export async function retryOnConflict<T>(id: string, work: () => Promise<T>, attempts = ATTEMPTS): Promise<T | Conflict> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof ConcurrentModification)) throw error;
      if (attempt >= attempts) return { kind: 'conflict', id };
    }
  }
}

/**
 * A read for retryOnConflict's work: the first try takes `asRead`, the caller's copy as it last read or
 * saved it, when there is one; every other try reads afresh. A copy someone changed since fails its
 * save on the version, so the next try reads what they stored.
 */
export function readOnceFrom<T>(asRead: T | undefined, read: () => Promise<T>): () => Promise<T> {
  let copy = asRead;
  return async () => {
    const taken = copy;
    copy = undefined;
    return taken ?? read();
  };
}
