import { ThemeRoot } from '@rabbithole/design-system';
import { swrConfig } from '@rabbithole/feature-kit';
import { RouterProvider } from 'react-aria-components';
import { SWRConfig } from 'swr';
import { useLocation } from 'wouter';
import { AppRoutes } from './AppRoutes.tsx';
import { AppShell } from './shell/AppShell.tsx';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: { replace?: boolean; state?: unknown };
  }
}

export function App() {
  // Every react-aria link (cards, buttons with href) navigates through wouter, without a reload.
  const [, navigate] = useLocation();
  return (
    <SWRConfig value={swrConfig}>
      <RouterProvider navigate={navigate}>
        <ThemeRoot>
          <AppShell>
            <AppRoutes />
          </AppShell>
        </ThemeRoot>
      </RouterProvider>
    </SWRConfig>
  );
}
