/**
 * What the operational endpoints need from the rest of the service, as plain functions so that the
 * HTTP adapter never learns which database (or driver) sits behind them. The container provides them.
 */

/** Resolves when the service can do its work (the database answers); rejects with the reason otherwise. */
export type ReadinessProbe = () => Promise<void>;

/** The database connection pool as it is right now. */
export interface PoolState {
  /** Connections open (in use or idle). */
  total: number;
  idle: number;
  /** Pieces of work waiting for a connection. */
  waiting: number;
}

export type PoolStateSource = () => PoolState;
