import { Button } from '../Button/Button';
import { Link } from '../Link/Link';
import { AuthFormFrame, valuesOf, type AuthFormProps } from '../private/AuthFormFrame';
import { TextField } from '../TextField/TextField';

export interface ForgotPasswordValues {
  email: string;
}

export interface ForgotPasswordFormProps extends AuthFormProps<ForgotPasswordValues> {
  /**
   * Shown above the form once the request went through (spec.md section 8: "Please check your
   * email inbox or SPAM folder for a password reset email"), in a polite live region.
   * @default undefined
   */
  successMessage?: string | null;
  /** @default '/login' */
  loginHref?: string;
}

const names = ['email'] as const;

/** /forgot-password (spec.md section 2): the Email field and Reset Password. */
export function ForgotPasswordForm({
  onSubmit,
  pending = false,
  error,
  fieldErrors,
  successMessage,
  loginHref = '/login',
}: ForgotPasswordFormProps) {
  return (
    <AuthFormFrame
      title="Forgot your password"
      formLabel="Forgot your password"
      status={successMessage}
      error={error}
      fieldErrors={fieldErrors}
      onSubmit={(data) => {
        if (!pending) onSubmit(valuesOf<ForgotPasswordValues>(data, names));
      }}
      after={<Link href={loginHref}>Log In</Link>}
    >
      <TextField label="Email" name="email" type="email" autoComplete="email" isRequired />
      <Button type="submit" size="large" isPending={pending}>
        Reset Password
      </Button>
    </AuthFormFrame>
  );
}
