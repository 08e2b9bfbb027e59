import type { Ref } from 'react';
import { TextArea as AriaTextArea, type KeyboardEvent } from 'react-aria-components';
import { TextFieldFrame } from '../private/FieldParts';
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
  /** Keys pressed in the field, e.g. Cmd+Enter to send or Escape to cancel. */
  onKeyDown?: (event: KeyboardEvent) => void;
  /** The id of more text read after the description, e.g. a character count beside the field. */
  'aria-describedby'?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line text field (RAC TextField with a TextArea), e.g. "About (optional)". */
export function TextArea({ rows = 4, ref, ...field }: TextAreaProps) {
  return (
    <TextFieldFrame {...field} className={styles.field}>
      <AriaTextArea ref={ref} rows={rows} className={styles.textArea} />
    </TextFieldFrame>
  );
}
