import { ResetPasswordForm } from '@rabbithole/design-system';
import { useSession } from '../session/index.ts';
import { useSessionAction } from './useSessionAction.ts';

export interface ResetPasswordContainerProps {
  /** The `token` query parameter of the reset link; null when the link had none. */
  token: string | null;
  /** Called once the new password is set (the app goes to /login). */
  onReset: () => void;
}

/** /reset: the new password twice ("Passwords must match!"), then Verify. */
export function ResetPasswordContainer({ token, onReset }: ResetPasswordContainerProps) {
  const session = useSession();
  const reset = useSessionAction(session.resetPassword, onReset);
  return (
    <ResetPasswordForm
      pending={reset.pending}
      error={reset.error}
      onSubmit={({ password }) => {
        // A link without a token fails like a stale one: the server refuses the empty token.
        void reset.run(token ?? '', password);
      }}
    />
  );
}
