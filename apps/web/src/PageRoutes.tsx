import { lazy, type ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import {
  artistPage,
  artistsPage,
  forgotPasswordPage,
  homePage,
  labelPage,
  labelsPage,
  loginPage,
  placeholderPages,
  publicPages,
  registerPage,
  resetPage,
  searchPage,
  setPage,
  setsPage,
  trackPage,
  tracksPage,
} from './paths.ts';

// One chunk per page: the first paint of /login must not pay for the sets list (design.md 6).
const routes: readonly { path: string; component: ComponentType }[] = [
  { path: loginPage.path, component: lazy(() => import('./routes/LoginPage.tsx')) },
  { path: registerPage.path, component: lazy(() => import('./routes/RegisterPage.tsx')) },
  {
    path: forgotPasswordPage.path,
    component: lazy(() => import('./routes/ForgotPasswordPage.tsx')),
  },
  { path: resetPage.path, component: lazy(() => import('./routes/ResetPasswordPage.tsx')) },
  { path: homePage.path, component: lazy(() => import('./routes/HomePage.tsx')) },
  { path: setsPage.path, component: lazy(() => import('./routes/SetsPage.tsx')) },
  { path: setPage.path, component: lazy(() => import('./routes/SetPage.tsx')) },
  { path: tracksPage.path, component: lazy(() => import('./routes/TracksPage.tsx')) },
  { path: trackPage.path, component: lazy(() => import('./routes/TrackPage.tsx')) },
  { path: artistsPage.path, component: lazy(() => import('./routes/ArtistsPage.tsx')) },
  { path: artistPage.path, component: lazy(() => import('./routes/ArtistPage.tsx')) },
  { path: labelsPage.path, component: lazy(() => import('./routes/LabelsPage.tsx')) },
  { path: labelPage.path, component: lazy(() => import('./routes/LabelPage.tsx')) },
  { path: searchPage.path, component: lazy(() => import('./routes/SearchPage.tsx')) },
];

const publicPageComponents = {
  '/about': lazy(() => import('./routes/AboutPage.tsx')),
  '/policy': lazy(() => import('./routes/PolicyPage.tsx')),
  '/terms': lazy(() => import('./routes/TermsPage.tsx')),
  '/contact': lazy(() => import('./routes/ContactPage.tsx')),
} as const satisfies Record<(typeof publicPages)[number]['path'], ComponentType>;

const PlaceholderPage = lazy(() => import('./routes/PlaceholderPage.tsx'));

/**
 * The page at the current path; AppRoutes has already chosen its gate and layout (and sent
 * unknown paths away), which suspend while the page's chunk loads.
 */
export function PageRoutes() {
  return (
    <Switch>
      {routes.map(({ path, component }) => (
        <Route key={path} path={path} component={component} />
      ))}
      {publicPages.map(({ path }) => (
        <Route key={path} path={path} component={publicPageComponents[path]} />
      ))}
      {placeholderPages.map(({ path, title }) => (
        <Route key={path} path={path}>
          <PlaceholderPage title={title} />
        </Route>
      ))}
    </Switch>
  );
}
