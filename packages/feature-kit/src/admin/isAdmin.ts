import type { User } from '@rabbithole/api-contract';

/**
 * Whether the signed-in user may release IDs (one of the server's ADMIN_USERS): the app shows the
 * admin page, and the way to it, only to them.
 */
export function isAdmin(user: Pick<User, 'role'> | null | undefined): boolean {
  return user?.role === 'admin';
}
