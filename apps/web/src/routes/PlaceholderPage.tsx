import { Link } from 'react-aria-components';
import * as styles from '../shell/page.css';
import { useDocumentTitle } from '../useDocumentTitle.ts';

export interface PlaceholderPageProps {
  /** The screen's name from spec.md section 2, shown as its heading. */
  title: string;
}

/** Stands in for a screen whose issue has not landed, so its route and links already work. */
export default function PlaceholderPage({ title }: PlaceholderPageProps) {
  useDocumentTitle(title);
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{title}</h1>
      <Link href="/sets" className={styles.link}>
        Discover Sets
      </Link>
    </div>
  );
}
