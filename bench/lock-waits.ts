import { Client } from 'pg';

/** What pg_stat_activity showed of the database's client backends while a load ran. */
export interface LockWaits {
  samples: number;
  /** Backends waiting on a lock, on average per sample. */
  meanWaiting: number;
  /** Of the backends busy with a statement, the share waiting on a lock (0..1). */
  shareOfActive: number;
  /** Backend-seconds spent waiting on locks: samples × waiting × the sampling interval. */
  waitSeconds: number;
  /** The kinds of lock waited on (pg_stat_activity.wait_event), with how many sampled waits each. */
  kinds: Record<string, number>;
}

const INTERVAL_MS = 20;

/**
 * Runs `load` while a connection of its own samples pg_stat_activity every 20 ms: how many of the
 * database's client backends wait on a lock (wait_event_type 'Lock': a row, a transaction id, a
 * tuple…) beside how many run a statement at all.
 */
export async function sampleLockWaits<T>(databaseUrl: string, load: () => Promise<T>): Promise<[T, LockWaits]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  let samples = 0;
  let waiting = 0;
  let active = 0;
  const kinds: Record<string, number> = {};
  let running = true;
  const sampling = (async () => {
    while (running) {
      const { rows } = await client.query<{ wait_event_type: string | null; wait_event: string | null; state: string | null }>(
        `SELECT wait_event_type, wait_event, state FROM pg_stat_activity
          WHERE datname = current_database() AND backend_type = 'client backend' AND pid <> pg_backend_pid()`,
      );
      samples++;
      for (const row of rows) {
        if (row.state === 'active') active++;
        if (row.wait_event_type === 'Lock') {
          waiting++;
          kinds[row.wait_event ?? '?'] = (kinds[row.wait_event ?? '?'] ?? 0) + 1;
        }
      }
      await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS));
    }
  })();
  try {
    const result = await load();
    return [result, { samples, meanWaiting: waiting / Math.max(1, samples), shareOfActive: waiting / Math.max(1, active), waitSeconds: (waiting * INTERVAL_MS) / 1000, kinds }];
  } finally {
    running = false;
    await sampling;
    await client.end();
  }
}

export function describeLockWaits(waits: LockWaits): string {
  const kinds = Object.entries(waits.kinds).sort((a, b) => b[1] - a[1]).map(([kind, n]) => `${kind} ${n}`).join(', ') || 'none';
  return `lock waits: ${waits.meanWaiting.toFixed(2)} backends waiting on average, ${(waits.shareOfActive * 100).toFixed(1)}% of active backend time, ` +
    `~${waits.waitSeconds.toFixed(1)} backend-s in ${waits.samples} samples (kinds: ${kinds})`;
}
