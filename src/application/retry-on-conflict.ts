import { ConcurrentModification } from '../domain/errors';
import { Conflict } from './outcomes';

const ATTEMPTS = 5;

/** Runs read-modify-write `work` again when another writer got there first; `conflict` if that keeps happening. */
export async function retryOnConflict<T>(id: string, work: () => Promise<T>): Promise<T | Conflict> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof ConcurrentModification)) throw error;
      if (attempt >= ATTEMPTS) return { kind: 'conflict', id };
    }
  }
}
