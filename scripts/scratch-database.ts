import { Client } from 'pg';

/** A PostgreSQL database of its own on a server, for one test file or one bench run. */
export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * Creates database `name` on the server of `serverUrl` (replacing one left behind by a run that
 * died) and returns its URL. `createSql` lists the ways to create it, tried in order: a server built
 * without ICU refuses a natural-language collation, so callers can fall back to the default.
 */
export async function createScratchDatabase(serverUrl: string, name: string, createSql = [`CREATE DATABASE ${name}`]): Promise<ScratchDatabase> {
  await dropDatabase(serverUrl, name);
  for (const [index, sql] of createSql.entries()) {
    try {
      await onServer(serverUrl, sql);
      break;
    } catch (error) {
      if (index === createSql.length - 1) throw error;
    }
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => dropDatabase(serverUrl, name) };
}

/** Drops database `name` on the server of `serverUrl`, if it is there, whoever is connected. */
export function dropDatabase(serverUrl: string, name: string): Promise<void> {
  return onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** Runs one statement on its own connection to `serverUrl` (a server's or a database's URL). */
export async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
