import { ForgotPasswordContainer } from '@rabbithole/feature-kit';
import { forgotPasswordPage } from '../paths.ts';
import { useDocumentTitle } from '../useDocumentTitle.ts';

/** /forgot-password: asks for the reset mail. */
export default function ForgotPasswordPage() {
  useDocumentTitle(forgotPasswordPage.title);
  return <ForgotPasswordContainer />;
}
