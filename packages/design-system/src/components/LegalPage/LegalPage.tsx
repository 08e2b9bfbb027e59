import type { ReactNode } from 'react';
import { Heading } from '../Heading/Heading';
import * as styles from './LegalPage.css';

export interface LegalPageProps {
  /** The page's `h1`: "About", "Privacy Policy", "Terms", "Contact". */
  title: string;
  /**
   * A line under the title, e.g. "Version 1.0, revised May 2025" or "Last updated June 2025";
   * wrap a date in `<time dateTime>` so it is machine-readable.
   * @default undefined
   */
  meta?: ReactNode;
  /**
   * The text, written as plain `h2`, `h3`, `p`, `ul`/`ol` and `Link`s: the page styles them at
   * a readable measure.
   */
  children: ReactNode;
}

/** A page of running text in the public area: /about, /policy, /terms, /contact. */
export function LegalPage({ title, meta, children }: LegalPageProps) {
  return (
    <article className={styles.page}>
      <Heading level={1}>{title}</Heading>
      {meta && <p className={styles.meta}>{meta}</p>}
      <hr className={styles.rule} />
      <div className={styles.prose}>{children}</div>
    </article>
  );
}
