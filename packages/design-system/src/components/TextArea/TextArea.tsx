import type { Ref } from 'react';
import { TextArea as AriaTextArea, TextField as AriaTextField } from 'react-aria-components';
import { FieldLabel, FieldMessages } from '../private/FieldParts';
import type { FieldBaseProps } from '../TextField/TextField';
import * as styles from '../TextField/TextField.css';

export interface TextAreaProps extends Omit<FieldBaseProps, 'ref'> {
  /**
   * Visible lines before the field scrolls; the user may drag it taller.
   * @default 4
   */
  rows?: number;
  /** Longest value accepted, in characters. */
  maxLength?: number;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line text field (RAC TextField with a TextArea), e.g. "About (optional)". */
export function TextArea({
  label,
  name,
  description,
  errorMessage,
  isRequired = false,
  isDisabled = false,
  validate,
  rows = 4,
  maxLength,
  value,
  defaultValue,
  onChange,
  ref,
}: TextAreaProps) {
  return (
    <AriaTextField
      className={styles.field}
      name={name}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={errorMessage ? true : undefined}
      validate={validate}
      maxLength={maxLength}
      value={value}
      defaultValue={defaultValue}
      onChange={onChange}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <AriaTextArea ref={ref} rows={rows} className={styles.textArea} />
      <FieldMessages description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
