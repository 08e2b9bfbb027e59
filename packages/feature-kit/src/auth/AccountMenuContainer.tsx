import { AccountMenu } from '@rabbithole/design-system';
import { useSession } from '../session/index.ts';

export interface AccountMenuContainerProps {
  /** Called once signed out (spec.md section 2: the app then goes to /login). */
  onLoggedOut: () => void;
}

/** The signed-in user's account menu; Logout signs out, then hands over to the app. Nothing for a guest. */
export function AccountMenuContainer({ onLoggedOut }: AccountMenuContainerProps) {
  const { user, logout } = useSession();
  if (!user) return null;
  return (
    <AccountMenu
      username={user.username}
      avatarUrl={user.avatar_url}
      onLogout={() => {
        // logout() never rejects: a failed DELETE /api/tokens is only logged.
        void logout().then(onLoggedOut);
      }}
    />
  );
}
