import { Box } from '../Box/Box';
import { Button } from '../Button/Button';
import { Link } from '../Link/Link';
import { PasswordField } from '../PasswordField/PasswordField';
import { AuthFormFrame, valuesOf, type AuthFormProps } from '../private/AuthFormFrame';
import {
  SocialSignInButtons,
  type SocialProvider,
} from '../SocialSignInButtons/SocialSignInButtons';
import { TextField } from '../TextField/TextField';

export interface LoginValues {
  username: string;
  password: string;
}

export interface LoginFormProps extends AuthFormProps<LoginValues> {
  /** Called when Google or Apple is pressed. */
  onSocialSignIn: (provider: SocialProvider) => void;
  /**
   * The provider whose sign-in popup is open.
   * @default null
   */
  socialPending?: SocialProvider | null;
  /** @default '/forgot-password' */
  forgotPasswordHref?: string;
  /** @default '/register' */
  registerHref?: string;
}

const names = ['username', 'password'] as const;

/** /login (spec.md section 2): Google and Apple, or username and password. */
export function LoginForm({
  onSubmit,
  pending = false,
  error,
  fieldErrors,
  onSocialSignIn,
  socialPending = null,
  forgotPasswordHref = '/forgot-password',
  registerHref = '/register',
}: LoginFormProps) {
  const busy = pending || socialPending !== null;
  return (
    <AuthFormFrame
      title="Log In"
      formLabel="Log In"
      error={error}
      fieldErrors={fieldErrors}
      onSubmit={(data) => {
        if (!busy) onSubmit(valuesOf<LoginValues>(data, names));
      }}
      before={
        <SocialSignInButtons
          onSignIn={onSocialSignIn}
          pendingProvider={socialPending}
          isDisabled={pending}
        />
      }
      after={
        <>
          No account yet? <Link href={registerHref}>Register</Link>
        </>
      }
    >
      <TextField label="Username" name="username" autoComplete="username" isRequired />
      <Box display="flex" flexDirection="column" gap="small">
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          isRequired
        />
        <Box display="flex" justifyContent="flex-end">
          <Link href={forgotPasswordHref} variant="standalone">
            Forgot your password
          </Link>
        </Box>
      </Box>
      <Button type="submit" size="large" isPending={pending} isDisabled={socialPending !== null}>
        Log In
      </Button>
    </AuthFormFrame>
  );
}
