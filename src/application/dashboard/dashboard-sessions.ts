import { isActive } from '../../domain/api-key';
import { AuthenticateMerchant, Caller } from '../merchants/authenticate-merchant';
import { ApiKeyRepository } from '../ports/api-key-repository';
import { Clock } from '../ports/clock';
import { DashboardSession, DashboardSessionStore } from '../ports/dashboard-session-store';
import { MerchantRepository } from '../ports/merchant-repository';
import { SecretKeyHasher } from '../ports/secret-key-hasher';

/** How long a dashboard session lasts at most, whatever is done in it. */
export const DASHBOARD_SESSION_HOURS = 12;

/** A session in use: who it acts for (the same Caller the API builds from a key) and its CSRF secret. */
export interface OpenSession {
  caller: Caller;
  session: DashboardSession;
}

/**
 * Signing in to the dashboard with a secret key, and the sessions that follow. The key is checked by
 * the API's own authentication and then forgotten: the browser keeps a random session id, the store
 * only its digest. A session ends when signed out, after 12 hours, or when its key stops working.
 */
export class DashboardSessions {
  constructor(
    private readonly authenticate: AuthenticateMerchant,
    private readonly hasher: SecretKeyHasher,
    private readonly sessions: DashboardSessionStore,
    private readonly keys: ApiKeyRepository,
    private readonly merchants: MerchantRepository,
    private readonly clock: Clock,
    /** A new unguessable secret (session ids and CSRF secrets). */
    private readonly newSecret: () => string,
  ) {}

  /** A new session for the key's merchant and mode, with the id for the cookie; null for a key that does not work. */
  async signIn(secretKey: string): Promise<(OpenSession & { sessionId: string }) | null> {
    const caller = await this.authenticate.execute(secretKey);
    if (!caller) return null;
    const sessionId = this.newSecret();
    const now = this.clock.now();
    const session: DashboardSession = {
      idHash: this.hasher.hash(sessionId),
      merchantId: caller.merchant.id,
      keyId: caller.keyId,
      mode: caller.mode,
      csrfSecret: this.newSecret(),
      createdAt: now,
      expiresAt: new Date(now.getTime() + DASHBOARD_SESSION_HOURS * 3_600_000),
      endedAt: null,
    };
    await this.sessions.add(session);
    return { caller, session, sessionId };
  }

  /** The session a cookie names, when it is still open and its key still works; else null. */
  async resume(sessionId: string): Promise<OpenSession | null> {
    const now = this.clock.now();
    const session = await this.sessions.findActive(this.hasher.hash(sessionId), now);
    if (!session) return null;
    const key = await this.keys.findById(session.keyId);
    if (!key || !isActive(key, now)) return null;
    const merchant = await this.merchants.findById(session.merchantId);
    if (!merchant) return null;
    return { caller: { merchant, keyId: key.id, mode: session.mode }, session };
  }

  async signOut(sessionId: string): Promise<void> {
    await this.sessions.end(this.hasher.hash(sessionId), this.clock.now());
  }
}
