import { useState } from 'react';
import { Input, ToggleButton } from 'react-aria-components';
import { button, icon } from '../Button/Button.css';
import { TextFieldFrame } from '../private/FieldParts';
import type { FieldBaseProps } from '../TextField/TextField';
import { field as fieldStyle } from '../TextField/TextField.css';
import * as styles from './PasswordField.css';

/** The browser's autofill hints for a password: sign-in, or a new one to save. */
export const passwordAutoCompletes = ['current-password', 'new-password'] as const;
export type PasswordAutoComplete = (typeof passwordAutoCompletes)[number];

export interface PasswordFieldProps extends FieldBaseProps {
  /**
   * `current-password` on sign-in, `new-password` on registration and reset, so password
   * managers offer the saved one or suggest a new one.
   * @default 'current-password'
   */
  autoComplete?: PasswordAutoComplete;
  /**
   * Start with the password shown.
   * @default false
   */
  defaultShown?: boolean;
}

const EyeIcon = ({ isCrossed }: { isCrossed: boolean }) => (
  <svg viewBox="0 0 24 24" width="100%" height="100%" aria-hidden="true" focusable="false">
    <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {isCrossed && <path d="M4 4l16 16" />}
    </g>
  </svg>
);

/**
 * A password input with a show/hide toggle. The toggle keeps one name ("Show password") and
 * reports its state through `aria-pressed`, so a screen reader hears one control whose state
 * flips rather than a label that contradicts its state. A pointer press does not take focus, so
 * the caret stays where it was in the input.
 */
export function PasswordField({
  autoComplete = 'current-password',
  defaultShown = false,
  ref,
  ...field
}: PasswordFieldProps) {
  const [isShown, setShown] = useState(defaultShown);
  return (
    <TextFieldFrame
      {...field}
      type={isShown ? 'text' : 'password'}
      autoComplete={autoComplete}
      className={fieldStyle}
    >
      <div className={styles.control}>
        <Input
          ref={ref}
          className={styles.passwordInput}
          // Once shown, a password is plain text: keep it away from (cloud) spell checkers.
          spellCheck={false}
        />
        <ToggleButton
          className={`${button({ variant: 'icon', size: 'small' })} ${styles.toggle}`}
          aria-label="Show password"
          isSelected={isShown}
          onChange={setShown}
          isDisabled={field.isDisabled ?? false}
          preventFocusOnPress
        >
          <span className={icon}>
            <EyeIcon isCrossed={isShown} />
          </span>
        </ToggleButton>
      </div>
    </TextFieldFrame>
  );
}
