import { Button } from '../Button/Button';
import { Link } from '../Link/Link';
import { PasswordField } from '../PasswordField/PasswordField';
import {
  AuthFormFrame,
  validateNewPassword,
  valuesOf,
  type AuthFormProps,
} from '../private/AuthFormFrame';
import { TextArea } from '../TextArea/TextArea';
import { TextField } from '../TextField/TextField';

/** The field names are the API's, so `fieldErrors` from `body.errors.json` land on them as is. */
export interface RegisterValues {
  username: string;
  email: string;
  password: string;
  /** Empty when the optional About was left blank. */
  about_me: string;
}

export interface RegisterFormProps extends AuthFormProps<RegisterValues> {
  /** @default '/login' */
  loginHref?: string;
}

const names = ['username', 'email', 'password', 'about_me'] as const;

/** /register (spec.md sections 2 and 5): Username, Email, Password, About (optional). */
export function RegisterForm({
  onSubmit,
  pending = false,
  error,
  fieldErrors,
  loginHref = '/login',
}: RegisterFormProps) {
  return (
    <AuthFormFrame
      title="Register"
      formLabel="Register"
      error={error}
      fieldErrors={fieldErrors}
      onSubmit={(data) => {
        if (!pending) onSubmit(valuesOf<RegisterValues>(data, names));
      }}
      after={
        <>
          Already have an account? <Link href={loginHref}>Log In</Link>
        </>
      }
    >
      <TextField label="Username" name="username" autoComplete="username" isRequired />
      <TextField label="Email" name="email" type="email" autoComplete="email" isRequired />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="new-password"
        isRequired
        validate={validateNewPassword}
      />
      <TextArea label="About (optional)" name="about_me" rows={3} />
      <Button type="submit" size="large" isPending={pending}>
        Register
      </Button>
    </AuthFormFrame>
  );
}
