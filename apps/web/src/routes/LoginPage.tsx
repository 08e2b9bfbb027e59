import { LoginContainer } from '@rabbithole/feature-kit';
import { useSignInNavigation } from '../access/useGoAfterSignIn.ts';
import { loginPage } from '../paths.ts';
import { useDocumentTitle } from '../useDocumentTitle.ts';

/** /login: Google, Apple, or username and password; then on to the remembered destination. */
export default function LoginPage() {
  useDocumentTitle(loginPage.title);
  return <LoginContainer {...useSignInNavigation()} />;
}
