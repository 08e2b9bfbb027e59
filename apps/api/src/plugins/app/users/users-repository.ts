import type { User } from '@rabbithole/api-contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppPluginOptions } from '../../../app.ts';
import type { Db } from '../../../db/database.ts';
import { users } from '../../../db/schema/index.ts';
import { uniqueViolationOf, UserConflictError, type UserUniqueField } from './user-conflict.ts';

export { UserConflictError, type UserUniqueField } from './user-conflict.ts';

export type UserRow = typeof users.$inferSelect;

export interface NewUser {
  username: string;
  email: string;
  /** argon2id PHC string; null for an account that signs in only with Google or Apple. */
  passwordHash: string | null;
  aboutMe?: string;
  /** `web_client`, `internal`, `google`, `apple`… (spec.md section 3). */
  authProvider: string | null;
  firebaseUid?: string | null;
}

export interface UsersRepository {
  findById(id: number): Promise<UserRow | null>;
  /** Case-insensitive, as the unique index is. */
  findByUsername(username: string): Promise<UserRow | null>;
  /** Case-insensitive, as the unique index is. */
  findByEmail(email: string): Promise<UserRow | null>;
  findByFirebaseUid(uid: string): Promise<UserRow | null>;
  /** Rejects with UserConflictError naming every taken field. */
  create(user: NewUser): Promise<UserRow>;
  /**
   * Links a Firebase uid; `auth_provider` is set only when the account had none (spec.md 3: "the
   * first linked social provider"). Null when no account has this id. Rejects with
   * UserConflictError when another account holds the uid.
   */
  linkFirebaseUid(id: number, uid: string, provider: string | null): Promise<UserRow | null>;
  setPasswordHash(id: number, hash: string): Promise<void>;
  /** The contract's User: never the hash. */
  toUser(row: UserRow): User;
}

declare module 'fastify' {
  interface FastifyInstance {
    usersRepository: UsersRepository;
  }
}

export function createUsersRepository(db: Db, adminUsers: readonly string[]): UsersRepository {
  const admins = new Set(adminUsers.map((name) => name.toLowerCase()));
  const first = (rows: UserRow[]) => rows[0] ?? null;
  // The same expression as the unique indexes, so the look-up uses them.
  const findIgnoringCase = async (
    column: typeof users.username | typeof users.email,
    value: string,
  ) =>
    first(
      await db
        .select()
        .from(users)
        .where(sql`lower(${column}) = lower(${value})`)
        .limit(1),
    );

  /** Which of the fields are held by some account, after the index said at least `known` is. */
  async function takenFields(user: NewUser, known: UserUniqueField | null) {
    const fields = new Set<UserUniqueField>(known ? [known] : []);
    const [username, email, uid] = await Promise.all([
      repository.findByUsername(user.username),
      repository.findByEmail(user.email),
      user.firebaseUid ? repository.findByFirebaseUid(user.firebaseUid) : null,
    ]);
    if (username) fields.add('username');
    if (email) fields.add('email');
    if (uid) fields.add('firebase_uid');
    return [...fields];
  }

  const repository: UsersRepository = {
    async findById(id) {
      return first(await db.select().from(users).where(eq(users.id, id)).limit(1));
    },
    findByUsername: (username) => findIgnoringCase(users.username, username),
    findByEmail: (email) => findIgnoringCase(users.email, email),
    async findByFirebaseUid(uid) {
      return first(await db.select().from(users).where(eq(users.firebase_uid, uid)).limit(1));
    },
    async create(user) {
      try {
        const [row] = await db
          .insert(users)
          .values({
            username: user.username,
            email: user.email,
            password_hash: user.passwordHash,
            about_me: user.aboutMe ?? '',
            auth_provider: user.authProvider,
            firebase_uid: user.firebaseUid ?? null,
          })
          .returning();
        if (!row) throw new Error('INSERT … RETURNING returned no row');
        return row;
      } catch (error) {
        // The unique indexes decide (two registrations racing both pass any look-up first);
        // the look-up afterwards only completes the list when several fields are taken.
        const violated = uniqueViolationOf(error);
        if (violated === undefined) throw error;
        throw new UserConflictError(await takenFields(user, violated));
      }
    },
    async linkFirebaseUid(id, uid, provider) {
      try {
        return first(
          await db
            .update(users)
            .set({
              firebase_uid: uid,
              auth_provider: sql`coalesce(${users.auth_provider}, ${provider})`,
              updated_at: sql`now()`,
            })
            .where(eq(users.id, id))
            .returning(),
        );
      } catch (error) {
        if (uniqueViolationOf(error) === undefined) throw error;
        throw new UserConflictError(['firebase_uid']);
      }
    },
    async setPasswordHash(id, hash) {
      await db
        .update(users)
        .set({ password_hash: hash, updated_at: sql`now()` })
        .where(eq(users.id, id));
    },
    toUser(row) {
      return {
        id: row.id,
        username: row.username,
        email: row.email,
        about_me: row.about_me,
        avatar_url: row.avatar_url,
        auth_provider: row.auth_provider,
        firebase_uid: row.firebase_uid,
        is_firebase_user: row.firebase_uid !== null,
        role: row.role === 'admin' || admins.has(row.username.toLowerCase()) ? 'admin' : 'user',
      };
    },
  };
  return repository;
}

export default fp(
  async (app: FastifyInstance, { config }: AppPluginOptions) => {
    app.decorate('usersRepository', createUsersRepository(app.db, config.adminUsers));
  },
  { name: 'users-repository', dependencies: ['db'] },
);
