import { ThemeRoot } from '@rabbithole/design-system';
import { SessionProvider } from '@rabbithole/feature-kit';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { useLocation, useSearch } from 'wouter';
import { AppRoutes } from './AppRoutes.tsx';
import { BootContext, dropBootWhenSettled, type Boot } from './boot.ts';
import { startRouteReads } from './routeTable.ts';
import { client, tokens } from './session.ts';
import { MainRefContext } from './shell/MainLandmark.ts';
import { useFocusHeadingOnNavigation } from './shell/useFocusHeadingOnNavigation.ts';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: { replace?: boolean; state?: unknown };
  }
}

export interface AppProps {
  /** What the server read for a page it rendered (boot.ts). */
  boot?: Boot | undefined;
  /** Rendered on the server, whose page's reads were answered before the render. */
  onServer?: boolean;
}

/**
 * The app's providers and routes. App itself reads no address: only the small parts below that
 * need it (and the routes) render again when it changes, so a filter's new query re-renders its
 * page, not the whole app with its top bar and player (INP, bench/README.md).
 */
export function App({ boot, onServer = false }: AppProps) {
  const mainRef = useRef<HTMLElement>(null);
  useEffect(() => dropBootWhenSettled(), []);
  return (
    <SessionProvider client={client} tokens={tokens} user={boot?.user ?? undefined}>
      <BootContext value={boot}>
        {/* The app's words, dates and numbers are en-US (spec.md); react-aria's sliders and
            lists say theirs the same way, on the server and in every browser alike. */}
        <I18nProvider locale="en-US">
          <WouterLinks>
            <ThemeRoot>
              <MainRefContext value={mainRef}>
                {/* Before the routes: a sibling renders first, so the reads start before the
                    route's lazy chunk renders. */}
                {!onServer && <RouteReads />}
                <FocusHeadingOnNavigation mainRef={mainRef} />
                <AppRoutes />
              </MainRefContext>
            </ThemeRoot>
          </WouterLinks>
        </I18nProvider>
      </BootContext>
    </SessionProvider>
  );
}

/** Every react-aria link (cards, buttons with href) navigates through wouter, without a reload. */
function WouterLinks({ children }: { children: ReactNode }) {
  // wouter's navigate keeps its identity, so react-aria's router context does too.
  const [, navigate] = useLocation();
  return <RouterProvider navigate={navigate}>{children}</RouterProvider>;
}

/** The route's first reads start now, before its lazy chunk renders (once per address). */
function RouteReads() {
  const [pathname] = useLocation();
  const search = useSearch();
  startRouteReads(pathname, search);
  return null;
}

function FocusHeadingOnNavigation({ mainRef }: { mainRef: RefObject<HTMLElement | null> }) {
  useFocusHeadingOnNavigation(mainRef);
  return null;
}
