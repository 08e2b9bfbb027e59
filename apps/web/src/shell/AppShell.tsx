import { Box, Link, SkipLink, Text } from '@rabbithole/design-system';
import { useRef, type ReactNode } from 'react';
import { PRODUCT_NAME } from '../useDocumentTitle.ts';
import * as styles from './AppShell.css';
import { useFocusHeadingOnNavigation } from './useFocusHeadingOnNavigation.ts';

const mainId = 'main';

/** Skip link, top bar and the one `<main>` landmark every page renders into. */
export function AppShell({ children }: { children: ReactNode }) {
  const mainRef = useRef<HTMLElement>(null);
  useFocusHeadingOnNavigation(mainRef);
  return (
    <Box display="flex" flexDirection="column" className={styles.shell}>
      <SkipLink targetId={mainId} />
      <Box
        component="header"
        display="flex"
        alignItems="center"
        flexShrink="0"
        paddingX={{ xs: 'medium', sm: 'xlarge' }}
        className={styles.topBar}
      >
        <Link href="/home" variant="subtle">
          <span className={styles.wordmark}>
            <Text component="span" size="large" weight="bold" tone="inherit">
              {PRODUCT_NAME}
            </Text>
          </span>
        </Link>
      </Box>
      {/* tabIndex -1 lets the skip link move focus here, not only scroll. */}
      <Box
        ref={mainRef}
        component="main"
        id={mainId}
        tabIndex={-1}
        flexGrow="1"
        width="100%"
        paddingX={{ xs: 'medium', sm: 'xlarge' }}
        paddingY={{ xs: 'large', sm: 'xlarge' }}
        className={styles.main}
      >
        {children}
      </Box>
    </Box>
  );
}
