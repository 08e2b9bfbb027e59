import type { ProfileHeaderProps } from '@rabbithole/design-system';
import { useMemo } from 'react';
import { useSession } from '../session/index.ts';
import { profileHeader } from './profileView.ts';

/** Whose profile is shown: the signed-in user, as their session read them (GET /api/me). */
export interface Profile {
  userId: number;
  header: ProfileHeaderProps;
}

/**
 * The signed-in user's profile, or null while nobody is known: the session is still restoring, or
 * its GET /api/me failed (spec.md section 8: silent).
 */
export function useProfile(): Profile | null {
  const { user } = useSession();
  return useMemo(() => (user ? { userId: user.id, header: profileHeader(user) } : null), [user]);
}
