import { ConcurrentModification } from '../domain/errors';

const ATTEMPTS = 5;

/** Runs read-modify-write `work` again when another writer got there first. */
export async function retryOnConflict<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof ConcurrentModification) || attempt >= ATTEMPTS) throw error;
    }
  }
}
