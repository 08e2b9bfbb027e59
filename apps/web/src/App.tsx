import { ThemeRoot } from '@rabbithole/design-system';
import { SessionProvider } from '@rabbithole/feature-kit';
import { useRef } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { useLocation, useSearch } from 'wouter';
import { AppRoutes } from './AppRoutes.tsx';
import { BootContext, type Boot } from './boot.ts';
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

export function App({ boot, onServer = false }: AppProps) {
  // Every react-aria link (cards, buttons with href) navigates through wouter, without a reload.
  const [pathname, navigate] = useLocation();
  const search = useSearch();
  // The route's first reads start now, before its lazy chunk renders (once per address).
  if (!onServer) startRouteReads(pathname, search);
  const mainRef = useRef<HTMLElement>(null);
  useFocusHeadingOnNavigation(mainRef);
  return (
    <SessionProvider client={client} tokens={tokens} user={boot?.user}>
      <BootContext value={boot}>
        {/* The app's words, dates and numbers are en-US (spec.md); react-aria's sliders and
            lists say theirs the same way, on the server and in every browser alike. */}
        <I18nProvider locale="en-US">
          <RouterProvider navigate={navigate}>
            <ThemeRoot>
              <MainRefContext value={mainRef}>
                <AppRoutes />
              </MainRefContext>
            </ThemeRoot>
          </RouterProvider>
        </I18nProvider>
      </BootContext>
    </SessionProvider>
  );
}
