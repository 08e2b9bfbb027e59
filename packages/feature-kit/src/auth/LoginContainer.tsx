import { LoginForm, type SocialProvider } from '@rabbithole/design-system';
import { useState } from 'react';
import { useSession } from '../session/index.ts';
import { destinationAfterLogin } from './destination.ts';
import { useSessionAction } from './useSessionAction.ts';

export interface LoginContainerProps {
  /** The destination remembered when a guest was sent to /login (navigation state). */
  next?: string | null | undefined;
  /** Called once signed in, after the 100 ms wait, with where to go (spec.md section 2). */
  onSignedIn: (destination: string) => void;
}

type Attempt = { provider: SocialProvider } | { username: string; password: string };

/** /login: password sign-in and Google or Apple, with spec.md section 8's messages. */
export function LoginContainer({ next, onSignedIn }: LoginContainerProps) {
  const session = useSession();
  // Which popup is open, so only its button spins.
  const [provider, setProvider] = useState<SocialProvider | null>(null);
  const login = useSessionAction(
    (attempt: Attempt) =>
      'provider' in attempt
        ? session.signInWithProvider(attempt.provider)
        : session.loginWithPassword(attempt.username, attempt.password),
    (user) => {
      // A social account that could not be created or linked is only logged: stay here.
      if (user) onSignedIn(destinationAfterLogin(next));
    },
  );

  return (
    <LoginForm
      pending={login.pending && provider === null}
      socialPending={login.pending ? provider : null}
      error={login.error}
      onSubmit={({ username, password }) => {
        setProvider(null);
        void login.run({ username, password });
      }}
      onSocialSignIn={(chosen) => {
        setProvider(chosen);
        void login.run({ provider: chosen });
      }}
    />
  );
}
