import { lazy } from 'react';
import { Route, Switch } from 'wouter';
import { pageLoader, routeTable } from './routeTable.ts';

// One lazy component per page of the route table, which also starts its chunk at boot.
const routes = routeTable.map(({ path, chunk }) => ({ path, component: lazy(pageLoader(chunk)) }));

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
    </Switch>
  );
}
