import { ResetPasswordContainer } from '@rabbithole/feature-kit';
import { useLocation, useSearch } from 'wouter';
import { loginPage, resetPage } from '../paths.ts';
import { useDocumentTitle } from '../useDocumentTitle.ts';

/** /reset?token=…: a new password from the mailed link, then to /login to use it. */
export default function ResetPasswordPage() {
  useDocumentTitle(resetPage.title);
  const token = new URLSearchParams(useSearch()).get('token');
  const [, navigate] = useLocation();
  return <ResetPasswordContainer token={token} onReset={() => navigate(loginPage.path)} />;
}
