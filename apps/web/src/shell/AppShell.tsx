import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { PRODUCT_NAME } from '../useDocumentTitle.ts';
import * as styles from './AppShell.css';

/** Skip link, top bar and the one `<main>` landmark every page renders into. */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <div className={styles.shell}>
      {/* A plain anchor: it moves focus to a fragment, which is not a route change. */}
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <header className={styles.topBar}>
        <Link href="/home" className={styles.logo}>
          {PRODUCT_NAME}
        </Link>
      </header>
      {/* tabIndex -1 lets the skip link move focus here, not only scroll. */}
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  );
}
