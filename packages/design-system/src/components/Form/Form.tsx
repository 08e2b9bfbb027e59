import type { ReactNode, SyntheticEvent } from 'react';
import { Form as AriaForm } from 'react-aria-components';
import type { Space } from '../../tokens';
import { Stack } from '../Stack/Stack';
import * as styles from './Form.css';

/** Server errors keyed by field `name`, as the API returns them in `body.errors.json`. */
export type FormValidationErrors = Record<string, string | string[]>;

export interface FormProps {
  /** The fields and the submit `Button` (`type="submit"`). */
  children: ReactNode;
  /**
   * Called with the form's values once every field passes its checks. The browser's own
   * submission (a page load) never happens: the app sends the values itself.
   */
  onSubmit?: (data: FormData) => void;
  /**
   * Server-side errors keyed by field `name`: each shows under its field, which is marked
   * invalid until the user edits it and leaves the field.
   * @default undefined
   */
  validationErrors?: FormValidationErrors;
  /**
   * An error about the whole form (e.g. "Invalid username or password. Please try again."),
   * announced through a `role="alert"` region above the fields.
   * @default undefined
   */
  errorMessage?: string;
  /**
   * The gap between fields.
   * @default 'large'
   */
  space?: Space;
  /** Names the form when the page has more than one. */
  'aria-label'?: string;
}

/** A form (RAC Form): field errors from the server and a form-level alert above the fields. */
export function Form({
  children,
  onSubmit,
  validationErrors,
  errorMessage,
  space = 'large',
  'aria-label': ariaLabel,
}: FormProps) {
  const handleSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit?.(new FormData(event.currentTarget));
  };
  return (
    <AriaForm
      className={styles.form}
      onSubmit={handleSubmit}
      validationErrors={validationErrors}
      aria-label={ariaLabel}
    >
      {/* Mounted while empty: screen readers announce content added to an existing alert. */}
      <div role="alert">{errorMessage && <p className={styles.message}>{errorMessage}</p>}</div>
      <Stack space={space}>{children}</Stack>
    </AriaForm>
  );
}
