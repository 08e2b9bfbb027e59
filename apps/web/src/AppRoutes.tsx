import { useSession } from '@rabbithole/feature-kit';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { GuestOnly, RequireSignedIn, RootRedirect } from './access/guards.tsx';
import { areaOf, homePage, type Area } from './paths.ts';
import { PageRoutes } from './PageRoutes.tsx';
import { GuestLayout } from './shell/GuestLayout.tsx';
import { PageFallback } from './shell/PageFallback.tsx';

// The signed-in frame (top bar, menus, search, SWR) comes with the signed-in pages' chunk
// (signedIn.ts): /login never loads it.
const AppShell = lazy(() =>
  import('./signedIn.ts').then(({ AppShell }) => ({ default: AppShell })),
);

/**
 * The access rules of spec.md section 2: which gate and which layout a path gets. A signed-in
 * user's app shell stays mounted from page to page, public pages included, so the top bar and
 * its search box do not flash or lose their state on navigation.
 */
export function AppRoutes() {
  const [pathname] = useLocation();
  const { status } = useSession();
  // A new page starts at its top: a card clicked deep in a list must not open mid-page.
  // Block body on purpose: Chromium's scroll methods now return a Promise, and an effect must
  // return nothing or a cleanup function.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  const area = areaOf(pathname);
  switch (area) {
    case 'unknown':
      return <Redirect to={homePage.path} replace />;
    case 'root':
      return <RootRedirect />;
    case 'guest-only':
      return (
        <GuestOnly>
          <GuestLayout variant="form">
            <PageRoutes />
          </GuestLayout>
        </GuestOnly>
      );
    case 'public':
    case 'signed-in':
      // A visitor reads the public pages in the public layout, with the promo panel.
      if (area === 'public' && status !== 'signed-in') {
        return (
          <GuestLayout variant="prose">
            <PageRoutes />
          </GuestLayout>
        );
      }
      return (
        <Gate area={area}>
          <Suspense fallback={<PageFallback />}>
            <AppShell>
              <PageRoutes />
            </AppShell>
          </Suspense>
        </Gate>
      );
  }
}

/** One element type for both areas, so moving between them keeps the shell below mounted. */
function Gate({ area, children }: { area: Area; children: ReactNode }) {
  return area === 'signed-in' ? <RequireSignedIn>{children}</RequireSignedIn> : children;
}
