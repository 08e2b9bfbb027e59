import { RegisterContainer } from '@rabbithole/feature-kit';
import { useSignInNavigation } from '../access/useGoAfterSignIn.ts';
import { registerPage } from '../paths.ts';
import { useDocumentTitle } from '../useDocumentTitle.ts';

/** /register: a new account, then signed in (spec.md sections 2 and 5). */
export default function RegisterPage() {
  useDocumentTitle(registerPage.title);
  return <RegisterContainer {...useSignInNavigation()} />;
}
