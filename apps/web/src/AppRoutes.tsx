import { Spinner } from '@rabbithole/design-system';
import { lazy, Suspense, useEffect } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { placeholderPages, setsPage } from './paths.ts';

// One chunk per route: the first paint of /login must not pay for the sets list (design.md 6).
const SetsPage = lazy(() => import('./routes/SetsPage.tsx'));
const PlaceholderPage = lazy(() => import('./routes/PlaceholderPage.tsx'));

export function AppRoutes() {
  const [pathname] = useLocation();
  // A new page starts at its top: a card clicked deep in a list must not open mid-page.
  // Block body on purpose: Chromium's scroll methods now return a Promise, and an effect must
  // return nothing or a cleanup function.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <Suspense fallback={<Spinner label="Loading page" />}>
      <Switch>
        <Route path={setsPage.path} component={SetsPage} />
        {placeholderPages.map(({ path, title }) => (
          <Route key={path} path={path}>
            <PlaceholderPage title={title} />
          </Route>
        ))}
        {/* spec.md section 2: / goes to /login for visitors, anything unknown to /home. */}
        <Route path="/">
          <Redirect to="/login" replace />
        </Route>
        <Route>
          <Redirect to="/home" replace />
        </Route>
      </Switch>
    </Suspense>
  );
}
