import { AdminReleaseContainer, isAdmin, useSession } from '@rabbithole/feature-kit';
import { Redirect } from 'wouter';
import { adminPage, homePage } from '../paths.ts';
import { useDocumentTitle } from '../useDocumentTitle.ts';

/**
 * /admin: where an operator releases an ID. The server refuses everyone else (403); the app does
 * not show them the page at all, and sends them home once the session says who they are.
 */
export default function AdminPage() {
  useDocumentTitle(adminPage.title);
  const { user } = useSession();
  if (!user) return null;
  if (!isAdmin(user)) return <Redirect to={homePage.path} replace />;
  return <AdminReleaseContainer />;
}
