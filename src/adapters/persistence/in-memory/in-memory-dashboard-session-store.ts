import { DashboardSession, DashboardSessionStore } from '../../../application/ports/dashboard-session-store';

export class InMemoryDashboardSessionStore implements DashboardSessionStore {
  private readonly sessions = new Map<string, DashboardSession>();

  async add(session: DashboardSession): Promise<void> {
    if (this.sessions.has(session.idHash)) throw new Error('dashboard session already stored');
    this.sessions.set(session.idHash, { ...session });
  }

  async findActive(idHash: string, now: Date): Promise<DashboardSession | null> {
    const session = this.sessions.get(idHash);
    if (!session || session.endedAt !== null || session.expiresAt.getTime() <= now.getTime()) return null;
    return { ...session };
  }

  async end(idHash: string, at: Date): Promise<void> {
    const session = this.sessions.get(idHash);
    if (session && session.endedAt === null) this.sessions.set(idHash, { ...session, endedAt: at });
  }
}
