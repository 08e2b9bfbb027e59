import type { ReactNode } from 'react';
import {
  FieldError,
  type KeyboardEvent,
  Label,
  Text as AriaText,
  TextField as AriaTextField,
} from 'react-aria-components';
import type { FieldBaseProps } from '../TextField/TextField';
import * as styles from '../TextField/TextField.css';

/**
 * The label, with a marker when the field is required. The marker is hidden from assistive
 * technology: the input's `required` already says it.
 */
function FieldLabel({ children, isRequired }: { children: ReactNode; isRequired: boolean }) {
  return (
    <Label className={styles.label}>
      {children}
      {isRequired && (
        <span aria-hidden="true" className={styles.requiredMark}>
          *
        </span>
      )}
    </Label>
  );
}

/**
 * Description and error under the input. Without `errorMessage`, FieldError shows RAC's own
 * validation errors (a Form's `validationErrors`, `isRequired`, `validate`).
 */
function FieldMessages({
  description,
  errorMessage,
}: {
  description: string | undefined;
  errorMessage: string | undefined;
}) {
  return (
    <>
      {description && (
        <AriaText slot="description" className={styles.description}>
          {description}
        </AriaText>
      )}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </>
  );
}

export interface TextFieldFrameProps extends Omit<FieldBaseProps, 'ref'> {
  className: string;
  type?: string;
  autoComplete?: string;
  maxLength?: number;
  /** Keys pressed in the control (a comment's Cmd+Enter and Escape). */
  onKeyDown?: (event: KeyboardEvent) => void;
  /** More text read after the description, e.g. a character count shown beside the field. */
  'aria-describedby'?: string;
  /** The control itself: an Input (with any adornment) or a TextArea. */
  children: ReactNode;
}

/**
 * What TextField, PasswordField and TextArea share: RAC's TextField wired to the common props,
 * the label above the control and the messages below it.
 */
export function TextFieldFrame({
  label,
  name,
  description,
  errorMessage,
  isRequired = false,
  isDisabled = false,
  validate,
  value,
  defaultValue,
  onChange,
  className,
  type,
  autoComplete,
  maxLength,
  onKeyDown,
  'aria-describedby': ariaDescribedBy,
  children,
}: TextFieldFrameProps) {
  return (
    <AriaTextField
      className={className}
      name={name}
      type={type}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={errorMessage ? true : undefined}
      validate={validate}
      autoComplete={autoComplete}
      maxLength={maxLength}
      value={value}
      defaultValue={defaultValue}
      onChange={onChange}
      onKeyDown={onKeyDown}
      aria-describedby={ariaDescribedBy}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      {children}
      <FieldMessages description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
