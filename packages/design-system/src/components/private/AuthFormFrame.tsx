import type { ReactNode } from 'react';
import { Form } from '../Form/Form';
import { Heading } from '../Heading/Heading';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import * as styles from './AuthFormFrame.css';

/** The props every public-area form shares: values out, state in. */
export interface AuthFormProps<Values> {
  /** Called with the field values, as typed, once every client-side check passes. */
  onSubmit: (values: Values) => void;
  /**
   * The request is under way: the submit button shows a spinner and ignores presses, and
   * pressing Enter in a field sends nothing more.
   * @default false
   */
  pending?: boolean;
  /**
   * A message about the whole form (spec.md section 8), read out through a `role="alert"` region.
   * @default undefined
   */
  error?: string | null;
  /**
   * Server errors keyed by field (`body.errors.json`), each shown under its field until the user
   * edits it.
   * @default undefined
   */
  fieldErrors?: Partial<Record<keyof Values & string, string>>;
}

/** Client-side rules of spec.md section 5, spelled once for every form that takes a password. */
export const passwordMinLength = 3;
export const passwordTooShort = 'Password must have at least 3 characters';
export const passwordsMustMatch = 'Passwords must match!';

export const validateNewPassword = (value: string) =>
  value.length < passwordMinLength ? passwordTooShort : null;

/** The values of a submitted form, keyed by the fields' `name`s. */
export const valuesOf = <Values,>(data: FormData, names: readonly (keyof Values & string)[]) =>
  Object.fromEntries(
    names.map((name) => {
      // Text fields only: a File entry (which these forms never have) would read as empty.
      const value = data.get(name);
      return [name, typeof value === 'string' ? value : ''];
    }),
  ) as Values;

/** Drops the keys without a message, which RAC's Form would otherwise mark invalid. */
const presentErrors = (errors: Partial<Record<string, string>> | undefined) =>
  errors &&
  (Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as Record<
    string,
    string
  >);

interface AuthFormFrameProps {
  /** The page's `h1`. */
  title: string;
  /** A line under the title. */
  intro?: string;
  /** Shown above the form (the social sign-in buttons). */
  before?: ReactNode;
  /** Shown above the fields in a polite live region (e.g. the reset mail was sent). */
  status?: string | null;
  /** Names the form for assistive technology. */
  formLabel: string;
  error: string | null | undefined;
  fieldErrors: Partial<Record<string, string>> | undefined;
  onSubmit: (data: FormData) => void;
  /** The fields and the submit button. */
  children: ReactNode;
  /** Links under the form (to Register, to Log In). */
  after?: ReactNode;
}

/** Title, optional lead-in, the form with its alert region, and the links beneath. */
export function AuthFormFrame({
  title,
  intro,
  before,
  status,
  formLabel,
  error,
  fieldErrors,
  onSubmit,
  children,
  after,
}: AuthFormFrameProps) {
  return (
    <Stack space="xlarge" className={styles.frame}>
      <Stack space="small">
        <Heading level={1} size={2}>
          {title}
        </Heading>
        {intro && <Text tone="muted">{intro}</Text>}
      </Stack>
      {before}
      <div>
        {/* Mounted while empty, like Form's alert, so a message added later is announced. */}
        <div role="status">{status && <p className={styles.statusMessage}>{status}</p>}</div>
        <Form
          aria-label={formLabel}
          onSubmit={onSubmit}
          errorMessage={error ?? undefined}
          validationErrors={presentErrors(fieldErrors)}
        >
          {children}
        </Form>
      </div>
      {after && (
        <Text size="small" tone="muted" align="center">
          {after}
        </Text>
      )}
    </Stack>
  );
}
