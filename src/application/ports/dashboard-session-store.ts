import { Mode } from '../../domain/mode';
import { token } from './token';

/** A signed-in dashboard session, as stored: the id's digest, never the id or the secret key. */
export interface DashboardSession {
  idHash: string;
  merchantId: string;
  keyId: string;
  mode: Mode;
  /** Every form of the session carries it; a post without it is refused. */
  csrfSecret: string;
  createdAt: Date;
  expiresAt: Date;
  endedAt: Date | null;
}

export interface DashboardSessionStore {
  add(session: DashboardSession): Promise<void>;
  /** The session with this digest when it is neither ended nor expired at `now`; else null. */
  findActive(idHash: string, now: Date): Promise<DashboardSession | null>;
  /** Ends the session (for every instance at once, since they all read the same row). */
  end(idHash: string, at: Date): Promise<void>;
}
export const DASHBOARD_SESSION_STORE = token<DashboardSessionStore>('DashboardSessionStore');
