import type { MockUser } from '../fixtures/users.ts';
import { mockDb } from '../store/db.ts';
import { firebaseIdentityOf } from './firebase-tokens.ts';

// Look-ups the session and users handlers share, with the server's rules: usernames and
// e-mails compare case-insensitively; a token names a user through a live session or, for a
// Firebase ID token, through the account linked to its uid.

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export function userByUsername(username: string): MockUser | undefined {
  return mockDb.users.all().find((user) => same(user.username, username));
}

export function userByEmail(email: string): MockUser | undefined {
  return mockDb.users.all().find((user) => same(user.email, email));
}

export function sessionOfAccessToken(token: string | null) {
  return mockDb.sessions.all().find((session) => session.access_token === token);
}

/** The signed-in user a Bearer stands for, or undefined (the server's 401). */
export function userOfToken(token: string | null): MockUser | undefined {
  const session = sessionOfAccessToken(token);
  if (session) return mockDb.users.get(session.user_id);
  const identity = firebaseIdentityOf(token);
  if (!identity) return undefined;
  return mockDb.users.all().find((user) => user.firebase_uid === identity.uid);
}

/** Which fields of a new account are taken already: the server's duplicate 422. */
export function takenFields(username: string, email: string): Record<string, string[]> {
  const taken: Record<string, string[]> = {};
  if (userByUsername(username)) taken.username = ['This username is already taken.'];
  if (userByEmail(email)) taken.email = ['This email is already taken.'];
  return taken;
}

export function nextId(rows: readonly { id: number }[]): number {
  return Math.max(0, ...rows.map((row) => row.id)) + 1;
}
