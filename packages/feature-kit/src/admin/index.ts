// The admin/ folder's public entry: the page that releases IDs, and who may see it.
export { AdminReleaseContainer } from './AdminReleaseContainer.tsx';
export { isAdmin } from './isAdmin.ts';
