import * as styles from './Spinner.css';

export const spinnerSizes = ['small', 'large'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

export interface SpinnerProps {
  /**
   * Accessible name announced for the indeterminate progress indicator.
   * @default 'Loading'
   */
  label?: string;
  /**
   * `large` is the spec's 80px page spinner; `small` fits inside a button.
   * @default 'large'
   */
  size?: SpinnerSize;
  /**
   * Hide from assistive technology, for a spinner inside a control that already says it is busy.
   * @default false
   */
  isDecorative?: boolean;
  /**
   * Take the surrounding text colour instead of the accent (e.g. on an accent button).
   * @default false
   */
  inheritColor?: boolean;
}

/** An indeterminate loading indicator. */
export function Spinner({
  label = 'Loading',
  size = 'large',
  isDecorative = false,
  inheritColor = false,
}: SpinnerProps) {
  const className = [styles.spinner, styles.size[size], inheritColor && styles.inheritColor]
    .filter(Boolean)
    .join(' ');
  if (isDecorative) return <span aria-hidden="true" className={className} />;
  // What react-aria's indeterminate ProgressBar renders, without its number formatting and label
  // slots (4 KB): the page fallback shows this spinner from the app's first script.
  return (
    <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100}>
      <span className={className} />
    </div>
  );
}
