import { AccountMenu } from '@rabbithole/design-system';
import { isAdmin } from '../admin/index.ts';
import { useSession } from '../session/index.ts';

export interface AccountMenuContainerProps {
  /** Called once signed out (spec.md section 2: the app then goes to /login). */
  onLoggedOut: () => void;
  /** The admin page, offered to admins only. */
  adminHref?: string;
}

/** The signed-in user's account menu; Logout signs out, then hands over to the app. Nothing for a guest. */
export function AccountMenuContainer({ onLoggedOut, adminHref }: AccountMenuContainerProps) {
  const { user, logout } = useSession();
  if (!user) return null;
  return (
    <AccountMenu
      username={user.username}
      avatarUrl={user.avatar_url}
      adminHref={adminHref !== undefined && isAdmin(user) ? adminHref : null}
      onLogout={() => {
        // logout() never rejects: a failed DELETE /api/tokens is only logged.
        void logout().then(onLoggedOut);
      }}
    />
  );
}
