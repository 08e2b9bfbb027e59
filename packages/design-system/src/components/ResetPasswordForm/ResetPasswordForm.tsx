import { useState } from 'react';
import { Button } from '../Button/Button';
import { PasswordField } from '../PasswordField/PasswordField';
import {
  AuthFormFrame,
  passwordsMustMatch,
  validateNewPassword,
  type AuthFormProps,
} from '../private/AuthFormFrame';

export interface ResetPasswordValues {
  password: string;
}

export type ResetPasswordFormProps = AuthFormProps<ResetPasswordValues>;

/**
 * /reset (spec.md sections 2 and 5): Password and Confirm password, then Verify. The token is the
 * page's query parameter, so it stays with the container; only the new password comes out.
 */
export function ResetPasswordForm({
  onSubmit,
  pending = false,
  error,
  fieldErrors,
}: ResetPasswordFormProps) {
  // The confirmation is checked against what is typed above it, so that value is held here.
  const [password, setPassword] = useState('');
  return (
    <AuthFormFrame
      title="Reset Password"
      formLabel="Reset Password"
      error={error}
      fieldErrors={fieldErrors}
      onSubmit={() => {
        if (!pending) onSubmit({ password });
      }}
    >
      <PasswordField
        label="Password"
        name="password"
        autoComplete="new-password"
        isRequired
        value={password}
        onChange={setPassword}
        validate={validateNewPassword}
      />
      <PasswordField
        label="Confirm password"
        name="confirm_password"
        autoComplete="new-password"
        isRequired
        validate={(confirmation) => (confirmation === password ? null : passwordsMustMatch)}
      />
      <Button type="submit" size="large" isPending={pending}>
        Verify
      </Button>
    </AuthFormFrame>
  );
}
