import { Database } from './database';

/** The advisory lock one folding instance holds (any constant unused elsewhere in the database). */
const COUNT_FOLD_LOCK_KEY = 7_640_000_021;

/**
 * Moves the lists' count changes into their counts (see the count-changes migration), in one
 * transaction; an instance that finds another folding leaves it to that one. Returns how many
 * changes it moved.
 */
export function foldCountChanges(database: Database): Promise<number> {
  return database.transaction(async (session) => {
    const [{ locked }] = await session.rows<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS locked', [COUNT_FOLD_LOCK_KEY]);
    if (!locked) return 0;
    const [{ moved }] = await session.rows<{ moved: number }>('SELECT payment_request_counts_fold() AS moved');
    return moved;
  });
}
