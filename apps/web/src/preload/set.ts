// Loaded by routePreload.ts on its own, beside the set page's chunk: the set's request and SWR,
// without the page's components.
export { preloadSet } from '@rabbithole/feature-kit';
