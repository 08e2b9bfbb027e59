import { ForgotPasswordForm } from '@rabbithole/design-system';
import { useState } from 'react';
import { SESSION_MESSAGES, useSession } from '../session/index.ts';

/**
 * /forgot-password: asks for the reset mail. spec.md section 8: success says to check the inbox;
 * a failure shows nothing (it is only logged), so the form simply stays.
 */
export function ForgotPasswordContainer() {
  const session = useSession();
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);

  async function request(email: string) {
    setPending(true);
    setSent(false);
    try {
      await session.requestPasswordReset(email);
      setSent(true);
    } catch (error) {
      console.warn('The password reset mail could not be requested', error);
    } finally {
      setPending(false);
    }
  }

  return (
    <ForgotPasswordForm
      pending={pending}
      successMessage={sent ? SESSION_MESSAGES.resetMailSent : null}
      onSubmit={({ email }) => {
        void request(email);
      }}
    />
  );
}
