import { Box, SkipLink, TopBar } from '@rabbithole/design-system';
import {
  AccountMenuContainer,
  NotificationBellContainer,
  OfflineGateContainer,
  PlayerBarContainer,
  PlayerProvider,
  PlayerToastProvider,
  swrConfig,
  useNowPlayingTitle,
  useSession,
} from '@rabbithole/feature-kit';
import { Suspense, useCallback, useMemo, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { useLocation } from 'wouter';
import { takeStoredNext } from '../access/nextDestination.ts';
import { useBootReads } from '../bootReads.ts';
import { adminPage, loginPage, searchPage } from '../paths.ts';
import { usePlayingTitle } from '../useDocumentTitle.ts';
import { AppFooter } from './AppFooter.tsx';
import * as styles from './AppShell.css';
import { useMainRef } from './MainLandmark.ts';
import { PageFallback } from './PageFallback.tsx';

const mainId = 'main';

/**
 * The signed-in app's frame: skip link, the fixed top bar (navigation, search, account menu; the
 * side menu on small screens), the one `<main>` landmark, the footer, and the player: one audio
 * element for the whole signed-in app, so a set plays on from page to page.
 */
export default function AppShell({ children }: { children: ReactNode }) {
  const [pathname, navigate] = useLocation();
  const { status, user } = useSession();
  // A page the server rendered starts from the reads it answered (never another user's).
  const bootReads = useBootReads(user?.id);
  const swr = useMemo(() => (bootReads ? { ...swrConfig, ...bootReads } : swrConfig), [bootReads]);
  const search = useCallback(
    (text: string) => navigate(`${searchPage.path}?${new URLSearchParams({ s: text }).toString()}`),
    [navigate],
  );
  const loggedOut = useCallback(() => {
    // A destination remembered while signing out belongs to nobody who signs in next.
    takeStoredNext();
    navigate(loginPage.path, { replace: true });
  }, [navigate]);
  const signedIn = status === 'signed-in';
  // SWR serves the signed-in pages' lists only; the public area has no use for it.
  return (
    <SWRConfig value={swr}>
      <PlayerProvider>
        <PlayerToastProvider>
          <Box display="flex" flexDirection="column" className={styles.shell}>
            <SkipLink targetId={mainId} />
            <TopBar
              signedIn={signedIn}
              activePath={pathname}
              onSearch={search}
              notifications={signedIn ? <NotificationBellContainer /> : undefined}
              accountMenu={
                signedIn ? (
                  <AccountMenuContainer onLoggedOut={loggedOut} adminHref={adminPage.path} />
                ) : undefined
              }
            />
            {/* tabIndex -1 lets the skip link move focus here, not only scroll. */}
            <Box
              ref={useMainRef()}
              component="main"
              id={mainId}
              tabIndex={-1}
              flexGrow="1"
              width="100%"
              paddingX={{ xs: 'medium', sm: 'xlarge' }}
              paddingY={{ xs: 'large', sm: 'xlarge' }}
              className={styles.main}
            >
              <OfflineGateContainer pageKey={pathname}>
                <Suspense fallback={<PageFallback />}>{children}</Suspense>
              </OfflineGateContainer>
            </Box>
            <AppFooter />
          </Box>
          {signedIn && <SignedInPlayer />}
        </PlayerToastProvider>
      </PlayerProvider>
    </SWRConfig>
  );
}

/** The player bar, and the tab named after the track playing. */
function SignedInPlayer() {
  usePlayingTitle(useNowPlayingTitle());
  return <PlayerBarContainer />;
}
