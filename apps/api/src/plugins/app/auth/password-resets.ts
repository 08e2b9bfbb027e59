import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { join } from 'node:path';
import type { AppPluginOptions } from '../../../app.ts';
import { hashOpaqueToken, newOpaqueToken } from '../../../auth/opaque-tokens.ts';
import { hashPassword } from '../../../auth/passwords.ts';
import { passwordResetTokens, sessions, users } from '../../../db/schema/index.ts';
import { createMailer } from '../../../mail/mailer.ts';

export interface PasswordResets {
  /**
   * Mails a reset link if an account has this e-mail. Runs in the background: the caller
   * answers at once, the same for every address, so neither the answer nor its timing tells
   * whether the account exists.
   */
  request(email: string): void;
  /** Sets the new password and ends every session; false for an unknown, used or expired token. */
  complete(token: string, newPassword: string): Promise<boolean>;
  /** Resolves when every background request so far has finished (closing, tests). */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    passwordResets: PasswordResets;
  }
}

export default fp(
  async (app: FastifyInstance, { config, authLimits }: AppPluginOptions) => {
    const { db, clock } = app;
    const mailer = createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: join(config.dataDir, 'outbox'),
    });
    const siteUrl = config.publicUrl ?? `http://localhost:${config.port}`;
    const lifetimeMs = authLimits.resetTokenLifetimeSeconds * 1000;
    const pending = new Set<Promise<void>>();

    async function mailLink(email: string) {
      const user = await app.usersRepository.findByEmail(email);
      if (!user) return;
      const { token, hash } = newOpaqueToken();
      const at = clock();
      await db.insert(passwordResetTokens).values({
        token_hash: hash,
        user_id: user.id,
        created_at: new Date(at),
        expires_at: new Date(at + lifetimeMs),
      });
      const link = `${siteUrl}/reset?token=${token}`;
      const file = await mailer.send({
        to: user.email,
        subject: 'Reset your Rabbithole password',
        text:
          `Someone asked to reset the password of the Rabbithole account ${user.username}.\n\n` +
          `Choose a new password within the hour with this link (it works once):\n\n${link}\n\n` +
          'If it was not you, ignore this mail: your password stays as it is.\n',
      });
      if (file !== null) {
        // The one log line that holds a token, on purpose: without SMTP the operator has no other
        // way to pass the link on. With SMTP_URL set, nothing of it is logged.
        app.log.info({ file }, `Password reset mail written to the outbox; its link: ${link}`);
      }
    }

    app.decorate('passwordResets', {
      request(email) {
        const work = mailLink(email)
          .catch((error: unknown) => app.log.error({ err: error }, 'Password reset mail failed'))
          .finally(() => pending.delete(work));
        pending.add(work);
      },

      async complete(token, newPassword) {
        const hash = hashOpaqueToken(token);
        const usable = (at: Date) =>
          and(
            eq(passwordResetTokens.token_hash, hash),
            isNull(passwordResetTokens.used_at),
            gt(passwordResetTokens.expires_at, at),
          );
        // Checked once before hashing, so a wrong token costs no argon2 work; the UPDATE below
        // decides, so two uses racing cannot both succeed.
        const [candidate] = await db
          .select({ userId: passwordResetTokens.user_id })
          .from(passwordResetTokens)
          .where(usable(new Date(clock())));
        if (!candidate) return false;
        const passwordHash = await hashPassword(newPassword);
        return db.transaction(async (tx) => {
          const at = new Date(clock());
          const [claimed] = await tx
            .update(passwordResetTokens)
            .set({ used_at: at })
            .where(usable(at))
            .returning({ userId: passwordResetTokens.user_id });
          if (!claimed) return false;
          await tx
            .update(users)
            .set({ password_hash: passwordHash, updated_at: at })
            .where(eq(users.id, claimed.userId));
          // Other links sent before this one stop working, as do all sessions: whoever knew the
          // old password is signed out everywhere.
          await tx
            .update(passwordResetTokens)
            .set({ used_at: at })
            .where(
              and(
                eq(passwordResetTokens.user_id, claimed.userId),
                isNull(passwordResetTokens.used_at),
              ),
            );
          await tx
            .update(sessions)
            .set({ revoked_at: at })
            .where(and(eq(sessions.user_id, claimed.userId), isNull(sessions.revoked_at)));
          return true;
        });
      },

      async idle() {
        while (pending.size > 0) await Promise.allSettled([...pending]);
      },
    } satisfies PasswordResets);

    app.addHook('onClose', async () => {
      await app.passwordResets.idle();
      mailer.close();
    });
  },
  { name: 'password-resets', dependencies: ['db', 'clock', 'users-repository'] },
);
