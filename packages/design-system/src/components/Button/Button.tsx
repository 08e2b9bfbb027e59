/// <reference types="vite/client" />
import type { ReactNode, Ref } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { Spinner } from '../Spinner/Spinner';
import { assertButtonProps } from './assertButtonProps';
import * as styles from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'icon', 'danger'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

export const buttonSizes = ['small', 'medium', 'large'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps {
  /** The label; for `variant="icon"`, the icon (an `aria-hidden` SVG). */
  children: ReactNode;
  /** Called once per press by mouse, touch or keyboard; never while pending or disabled. */
  onPress?: () => void;
  /**
   * `primary` for the one main action of a view, `secondary` for the rest, `ghost` for actions
   * inside dense rows, `icon` for a glyph-only button (needs `aria-label`), `danger` for the
   * confirming press of something that cannot be undone (Delete in a confirmation).
   * @default 'primary'
   */
  variant?: ButtonVariant;
  /** @default 'medium' */
  size?: ButtonSize;
  /**
   * Work started by this button is under way: shows a spinner, ignores presses, and stays
   * focusable so a keyboard user keeps their place.
   * @default false
   */
  isPending?: boolean;
  /** @default false */
  isDisabled?: boolean;
  /** @default 'button' */
  type?: 'button' | 'submit' | 'reset';
  /** The accessible name when the label is not text; required for `variant="icon"`. */
  'aria-label'?: string;
  ref?: Ref<HTMLButtonElement>;
}

/** An action (the RAC starter's Button): variants and sizes from tokens, states from RAC. */
export function Button({
  children,
  onPress,
  variant = 'primary',
  size = 'medium',
  isPending = false,
  isDisabled = false,
  type = 'button',
  'aria-label': ariaLabel,
  ref,
}: ButtonProps) {
  if (import.meta.env.DEV) assertButtonProps({ variant, ariaLabel });
  const isIcon = variant === 'icon';
  return (
    <AriaButton
      ref={ref}
      className={styles.button({ variant, size })}
      onPress={onPress}
      isPending={isPending}
      isDisabled={isDisabled}
      type={type}
      aria-label={ariaLabel}
    >
      {/* The spinner is decorative: RAC marks the button aria-disabled and announces the change. */}
      {isPending && <Spinner size="small" isDecorative inheritColor />}
      {isIcon ? !isPending && <span className={styles.icon}>{children}</span> : children}
    </AriaButton>
  );
}
