import { Link } from '../Link/Link';
import * as styles from './Logo.css';

export const logoSizes = ['small', 'medium', 'large'] as const;
export type LogoSize = (typeof logoSizes)[number];

export interface LogoProps {
  /**
   * Where the logo links to (`/home` in the top bar, `/` on public pages and in the footer).
   * Without it the logo is plain, unlinked artwork.
   * @default undefined
   */
  href?: string;
  /** @default 'medium' */
  size?: LogoSize;
  /**
   * The wordmark, and the accessible name of the link.
   * @default 'Rabbithole'
   */
  productName?: string;
}

/** The mark: rings narrowing and sinking towards a lit core, a rabbit hole seen from above. */
function Mark() {
  return (
    <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle className={styles.rim} cx="16" cy="16" r="14" strokeWidth="2.5" />
      <ellipse className={styles.ring} cx="16" cy="18" rx="9.5" ry="9" strokeWidth="1.5" />
      <ellipse className={styles.ring} cx="16" cy="19.6" rx="5.6" ry="5.2" strokeWidth="1.5" />
      <circle className={styles.core} cx="16" cy="20.6" r="2.6" />
    </svg>
  );
}

/** Splits "Rabbithole" into "Rabbit" + an accented "hole"; other names stay one colour. */
function Wordmark({ name }: { name: string }) {
  const split = /^(.+?)(hole)$/i.exec(name);
  if (!split) return <span>{name}</span>;
  return (
    <span>
      {split[1]}
      <span className={styles.tail}>{split[2]}</span>
    </span>
  );
}

/** The product's logo: mark and wordmark, optionally a link named by the product. */
export function Logo({ href, size = 'medium', productName = 'Rabbithole' }: LogoProps) {
  const content = (
    <span className={`${styles.logo} ${styles.size[size]}`}>
      <Mark />
      <Wordmark name={productName} />
    </span>
  );
  if (href === undefined)
    return (
      <span role="img" aria-label={productName}>
        {content}
      </span>
    );
  return (
    <Link href={href} variant="subtle">
      {content}
    </Link>
  );
}
