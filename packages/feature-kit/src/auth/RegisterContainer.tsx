import { RegisterForm } from '@rabbithole/design-system';
import { useSession } from '../session/index.ts';
import { destinationAfterLogin } from './destination.ts';
import { useSessionAction } from './useSessionAction.ts';

export interface RegisterContainerProps {
  /** The destination remembered when a guest was sent to log in, if any. */
  next?: string | null | undefined;
  /** Called once the new account is signed in, with where to go. */
  onSignedIn: (destination: string) => void;
}

/** /register: creates the account, then signs in with the same username and password. */
export function RegisterContainer({ next, onSignedIn }: RegisterContainerProps) {
  const session = useSession();
  const register = useSessionAction(session.register, () => {
    onSignedIn(destinationAfterLogin(next));
  });
  return (
    <RegisterForm
      pending={register.pending}
      error={register.error}
      fieldErrors={register.fieldErrors}
      onSubmit={(values) => {
        void register.run(values);
      }}
    />
  );
}
