import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppPluginOptions } from '../../../app.ts';
import type { Clock } from '../../../auth/clock.ts';
import { hashOpaqueToken, newOpaqueToken } from '../../../auth/opaque-tokens.ts';
import type { Db } from '../../../db/database.ts';
import { refreshTokens, sessions } from '../../../db/schema/index.ts';

/** A session (refresh-token family) and the refresh token just issued for it. */
export interface IssuedSession {
  userId: number;
  sessionId: string;
  refreshToken: string;
}

export type RotationResult =
  | ({ outcome: 'rotated' } & IssuedSession)
  /** Never issued, or its family was deleted. */
  | { outcome: 'unknown' }
  /** Already rotated once: presented again, so its whole family was revoked (RFC 9700). */
  | { outcome: 'reused' }
  /** The family was signed out, revoked, or reached its lifetime. */
  | { outcome: 'ended' };

export interface SessionsRepository {
  /** A new family for a sign-in, with its first refresh token. */
  start(userId: number): Promise<IssuedSession>;
  /** Trades a refresh token for the next one of its family, in one transaction. */
  rotate(refreshToken: string): Promise<RotationResult>;
  /** True while the session is neither revoked nor past its lifetime: one primary-key look-up. */
  isActive(sessionId: string): Promise<boolean>;
  revoke(sessionId: string): Promise<void>;
  /** Ends every session of the user (a password reset). */
  revokeAllOf(userId: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessionsRepository: SessionsRepository;
  }
}

export function createSessionsRepository(
  db: Db,
  clock: Clock,
  lifetimeSeconds: number,
): SessionsRepository {
  const now = () => new Date(clock());
  const active = (at: Date) => and(isNull(sessions.revoked_at), gt(sessions.expires_at, at));

  const isActive = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sql.placeholder('id')), active(sql.placeholder('now') as never)))
    .limit(1)
    .prepare('sessions_is_active');

  return {
    async start(userId) {
      const at = now();
      const { token, hash } = newOpaqueToken();
      const sessionId = await db.transaction(async (tx) => {
        const [session] = await tx
          .insert(sessions)
          .values({
            user_id: userId,
            created_at: at,
            expires_at: new Date(at.getTime() + lifetimeSeconds * 1000),
          })
          .returning({ id: sessions.id });
        if (!session) throw new Error('INSERT … RETURNING returned no session');
        await tx
          .insert(refreshTokens)
          .values({ token_hash: hash, session_id: session.id, created_at: at });
        return session.id;
      });
      return { userId, sessionId, refreshToken: token };
    },

    rotate(refreshToken) {
      const at = now();
      const presented = hashOpaqueToken(refreshToken);
      return db.transaction(async (tx): Promise<RotationResult> => {
        // The conditional UPDATE is the lock: of two requests racing with one token, exactly one
        // sees the row; the other finds it used and treats it as a replay.
        const [claimed] = await tx
          .update(refreshTokens)
          .set({ used_at: at })
          .where(and(eq(refreshTokens.token_hash, presented), isNull(refreshTokens.used_at)))
          .returning({ sessionId: refreshTokens.session_id });
        if (!claimed) {
          const [known] = await tx
            .select({ sessionId: refreshTokens.session_id })
            .from(refreshTokens)
            .where(eq(refreshTokens.token_hash, presented));
          if (!known) return { outcome: 'unknown' };
          await tx
            .update(sessions)
            .set({ revoked_at: at })
            .where(and(eq(sessions.id, known.sessionId), isNull(sessions.revoked_at)));
          return { outcome: 'reused' };
        }
        const [session] = await tx
          .select({ userId: sessions.user_id })
          .from(sessions)
          .where(and(eq(sessions.id, claimed.sessionId), active(at)));
        if (!session) return { outcome: 'ended' };
        const next = newOpaqueToken();
        await tx
          .insert(refreshTokens)
          .values({ token_hash: next.hash, session_id: claimed.sessionId, created_at: at });
        return {
          outcome: 'rotated',
          userId: session.userId,
          sessionId: claimed.sessionId,
          refreshToken: next.token,
        };
      });
    },

    async isActive(sessionId) {
      const rows = await isActive.execute({ id: sessionId, now: now().toISOString() });
      return rows.length > 0;
    },

    async revoke(sessionId) {
      await db
        .update(sessions)
        .set({ revoked_at: now() })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revoked_at)));
    },

    async revokeAllOf(userId) {
      await db
        .update(sessions)
        .set({ revoked_at: now() })
        .where(and(eq(sessions.user_id, userId), isNull(sessions.revoked_at)));
    },
  };
}

export default fp(
  async (app: FastifyInstance, { authLimits }: AppPluginOptions) => {
    const lifetime = authLimits.sessionLifetimeSeconds;
    app.decorate('sessionsRepository', createSessionsRepository(app.db, app.clock, lifetime));
  },
  { name: 'sessions-repository', dependencies: ['db', 'clock'] },
);
