import { Client } from 'pg';

/** A database of its own for one bench run, created from BENCH_DATABASE_URL's server and dropped at the end. */
export async function createBenchDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `bench_${process.pid}`;
  const admin = async (sql: string) => {
    const client = new Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`DROP DATABASE IF EXISTS ${name}`);
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
