import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react-aria-components';
import { Button } from '../Button/Button';
import { Form } from '../Form/Form';
import { TextArea } from '../TextArea/TextArea';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './CommentForm.css';

/** The longest comment accepted, in characters. */
export const commentMaxLength = 2000;
/** The count shows once this few characters are left, so it is noise for no one else. */
export const commentCountFrom = commentMaxLength - 200;

const formatNumber = (value: number) => value.toLocaleString('en-US');

/** Shown when a comment is longer than `commentMaxLength`: it cannot be sent until shortened. */
export const commentTooLongMessage = `Comments can be at most ${formatNumber(commentMaxLength)} characters.`;

export interface CommentFormProps {
  /**
   * Sends the comment, trimmed. Resolve true once it is saved: a new comment's form then
   * empties itself. False (or a rejection) keeps the text, so nothing typed is lost.
   */
  onSubmit: (text: string) => Promise<boolean> | boolean;
  /**
   * The comment is being saved (by the container): the submit button is busy and ignores
   * presses. The form is also busy on its own while `onSubmit`'s promise is unsettled.
   * @default false
   */
  isPending?: boolean;
  /** The moment of the set the comment will be tied to, e.g. "41:10": shown as "at 41:10". */
  moment?: string;
  /** The field's visible label. @default 'Add a comment' */
  label?: string;
  /** The submit button's label. @default 'Post' */
  submitLabel?: string;
  /** The text the field starts with (an edited comment). @default '' */
  defaultValue?: string;
  /** Shows Cancel, which Escape in the field presses too (editing a comment). */
  onCancel?: () => void;
  /**
   * Focus the field on mount, caret at the end (a comment switched to edit mode).
   * @default false
   */
  autoFocus?: boolean;
}

/**
 * A comment box (spec.md section 5): the submit button is disabled while the text is empty,
 * only whitespace, over 2,000 characters or being saved, and such a submission (the button or
 * Cmd/Ctrl+Enter) is ignored. Plain Enter starts a new line.
 */
export function CommentForm({
  onSubmit,
  isPending = false,
  moment,
  label = 'Add a comment',
  submitLabel = 'Post',
  defaultValue = '',
  onCancel,
  autoFocus = false,
}: CommentFormProps) {
  const [text, setText] = useState(defaultValue);
  const [isSaving, setIsSaving] = useState(false);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const momentId = useId();
  const countId = useId();

  useEffect(() => {
    const field = fieldRef.current;
    if (!autoFocus || !field) return;
    field.focus();
    field.setSelectionRange(field.value.length, field.value.length);
  }, [autoFocus]);

  const length = text.length;
  const isEmpty = text.trim() === '';
  const isTooLong = length > commentMaxLength;
  const isBusy = isPending || isSaving;
  const showCount = length >= commentCountFrom;

  const submit = async () => {
    if (isEmpty || isTooLong || isBusy) return;
    setIsSaving(true);
    let saved: boolean;
    try {
      saved = await onSubmit(text.trim());
    } catch {
      // The container reports the failure (a snackbar); here it only means "keep the text".
      saved = false;
    } finally {
      setIsSaving(false);
    }
    if (saved) {
      setText('');
      // The submit button goes disabled under the keyboard's focus; carry on from the field.
      fieldRef.current?.focus();
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
      event.preventDefault();
      void submit();
    } else if (event.key === 'Escape' && onCancel) {
      onCancel();
    } else {
      event.continuePropagation();
    }
  };

  const describedBy = [moment && momentId, showCount && countId].filter(Boolean).join(' ');
  return (
    <Form onSubmit={() => void submit()} space="small">
      <TextArea
        ref={fieldRef}
        label={label}
        value={text}
        onChange={setText}
        onKeyDown={onKeyDown}
        rows={3}
        errorMessage={isTooLong ? commentTooLongMessage : undefined}
        {...(describedBy ? { 'aria-describedby': describedBy } : {})}
      />
      <div className={styles.actions}>
        <div className={styles.hints}>
          {moment && (
            <span id={momentId} className={styles.moment}>
              at {moment}
            </span>
          )}
          {showCount && (
            <span id={countId} className={isTooLong ? styles.countOver : styles.count}>
              <span aria-hidden="true">
                {formatNumber(length)} / {formatNumber(commentMaxLength)}
              </span>
              <VisuallyHidden>
                {formatNumber(length)} of {formatNumber(commentMaxLength)} characters
              </VisuallyHidden>
            </span>
          )}
        </div>
        <div className={styles.buttons}>
          {onCancel && (
            <Button variant="ghost" onPress={onCancel}>
              Cancel
            </Button>
          )}
          <Button type="submit" isPending={isBusy} isDisabled={!isBusy && (isEmpty || isTooLong)}>
            {submitLabel}
          </Button>
        </div>
      </div>
    </Form>
  );
}
