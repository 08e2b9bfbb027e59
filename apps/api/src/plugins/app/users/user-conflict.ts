/** The columns with a unique index a new or linked account can collide on. */
export type UserUniqueField = 'username' | 'email' | 'firebase_uid';

/** A username, e-mail or Firebase uid already belongs to another account. */
export class UserConflictError extends Error {
  override name = 'UserConflictError';
  constructor(readonly fields: UserUniqueField[]) {
    super(`Already taken: ${fields.join(', ')}.`);
  }
}

// Index names from db/schema/users.ts (migration 0004).
const FIELD_OF_INDEX: Record<string, UserUniqueField> = {
  users_username_lower_key: 'username',
  users_email_lower_key: 'email',
  users_firebase_uid_key: 'firebase_uid',
};

/**
 * For a unique violation (SQLSTATE 23505) on the users table: the field whose index refused the
 * row (null if the driver did not say which); undefined for any other error. Drizzle wraps the
 * driver's error, so the cause chain is searched.
 */
export function uniqueViolationOf(error: unknown): UserUniqueField | null | undefined {
  for (let current = error; current instanceof Error; current = current.cause) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') {
      return typeof constraint === 'string' ? (FIELD_OF_INDEX[constraint] ?? null) : null;
    }
  }
  return undefined;
}
