import type { Ref } from 'react';
import { Input } from 'react-aria-components';
import { TextFieldFrame } from '../private/FieldParts';
import * as styles from './TextField.css';

/** Input types a plain text field takes; passwords have their own field (`PasswordField`). */
export const textFieldTypes = ['text', 'email', 'tel', 'url', 'search'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

/** Returns an error message for an invalid value, or nothing when the value is fine. */
export type FieldValidate = (value: string) => string | string[] | true | null | undefined;

/** Props every text-entry field shares (TextField, PasswordField, TextArea). */
export interface FieldBaseProps {
  /** The visible label, which also names the input. */
  label: string;
  /** The form field name: `Form`'s `validationErrors` are keyed by it. */
  name?: string;
  /** Help shown under the input and read as its description. */
  description?: string;
  /**
   * A server-side error: marks the field invalid and shows this text under it. Without it, the
   * field still shows `Form` validation errors and failed `isRequired`/`validate` checks.
   * @default undefined
   */
  errorMessage?: string;
  /** @default false */
  isRequired?: boolean;
  /** @default false */
  isDisabled?: boolean;
  /** Client-side check run as the value changes (on submit with native validation). */
  validate?: FieldValidate;
  /** Controlled value; pair with `onChange`. */
  value?: string;
  /** Uncontrolled starting value. */
  defaultValue?: string;
  /** Called with the new value on every edit. */
  onChange?: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
}

export interface TextFieldProps extends FieldBaseProps {
  /**
   * The input type: `email` brings the e-mail keyboard and format check.
   * @default 'text'
   */
  type?: TextFieldType;
  /** The browser's autofill hint, e.g. `username`, `email`. */
  autoComplete?: string;
}

/** A labelled single-line text input (the RAC starter's TextField), full width. */
export function TextField({ type = 'text', ref, ...field }: TextFieldProps) {
  return (
    <TextFieldFrame {...field} type={type} className={styles.field}>
      <Input ref={ref} className={styles.input} />
    </TextFieldFrame>
  );
}
