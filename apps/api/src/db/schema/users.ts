import { USER_ROLES } from '@rabbithole/api-contract';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const userRoleEnum = pgEnum('user_role', USER_ROLES);

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    username: text().notNull(),
    email: text().notNull(),
    /** argon2id (PHC string); null for accounts that only sign in with Google or Apple. */
    password_hash: text(),
    about_me: text().notNull().default(''),
    avatar_url: text(),
    auth_provider: text(),
    firebase_uid: text(),
    role: userRoleEnum().notNull().default('user'),
    created_at: createdAt,
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Case-insensitive uniqueness: "DJ_Kid" and "dj_kid" are one account, as are e-mails.
    uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    uniqueIndex('users_firebase_uid_key').on(table.firebase_uid),
  ],
);

/**
 * A refresh-token family: one sign-in and every token rotated from it (RFC 9700). Revoking the
 * family ends that session on every device that holds one of its tokens.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: createdAt,
    /** The family ends at this time however often it is rotated. */
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_id_idx').on(table.user_id)],
);

/** One refresh token of a family, kept only as its SHA-256; `used_at` marks it rotated. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    token_hash: text().primaryKey(),
    session_id: uuid()
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    created_at: createdAt,
    used_at: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('refresh_tokens_session_id_idx').on(table.session_id)],
);

/** A password reset link's token, kept only as its SHA-256; single use, short-lived. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    token_hash: text().primaryKey(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: createdAt,
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('password_reset_tokens_user_id_idx').on(table.user_id)],
);
