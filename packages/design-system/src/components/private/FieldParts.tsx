import type { ReactNode } from 'react';
import { FieldError, Label, Text as AriaText } from 'react-aria-components';
import * as styles from '../TextField/TextField.css';

/**
 * The label, with a marker when the field is required. The marker is hidden from assistive
 * technology: the input's `required` already says it.
 */
export function FieldLabel({ children, isRequired }: { children: ReactNode; isRequired: boolean }) {
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
export function FieldMessages({
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
