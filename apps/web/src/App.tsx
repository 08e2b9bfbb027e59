import { ThemeRoot } from '@rabbithole/design-system';
import { SessionProvider } from '@rabbithole/feature-kit';
import { useRef } from 'react';
import { RouterProvider } from 'react-aria-components';
import { useLocation, useSearch } from 'wouter';
import { AppRoutes } from './AppRoutes.tsx';
import { startRouteReads } from './routeTable.ts';
import { client, tokens } from './session.ts';
import { MainRefContext } from './shell/MainLandmark.ts';
import { useFocusHeadingOnNavigation } from './shell/useFocusHeadingOnNavigation.ts';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: { replace?: boolean; state?: unknown };
  }
}

export function App() {
  // Every react-aria link (cards, buttons with href) navigates through wouter, without a reload.
  const [pathname, navigate] = useLocation();
  // The route's first reads start now, before its lazy chunk renders (once per address).
  startRouteReads(pathname, useSearch());
  const mainRef = useRef<HTMLElement>(null);
  useFocusHeadingOnNavigation(mainRef);
  return (
    <SessionProvider client={client} tokens={tokens}>
      <RouterProvider navigate={navigate}>
        <ThemeRoot>
          <MainRefContext value={mainRef}>
            <AppRoutes />
          </MainRefContext>
        </ThemeRoot>
      </RouterProvider>
    </SessionProvider>
  );
}
