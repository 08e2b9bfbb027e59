/** spec.md section 8, word for word: what the sign-in screens say when something fails. */
export const SESSION_MESSAGES = {
  // Password login.
  incorrectUsernameOrPassword: 'Incorrect username or password. Please try again.',
  usedSocialAccount: 'You previously logged in with a social account, please use that method.',
  invalidUsernameOrPassword: 'Invalid username or password. Please try again.',
  tooManyAttempts: 'Too many failed login attempts. Please try again later.',
  somethingWentWrong: 'Something went wrong. Please try again later.',
  // Registration.
  authenticationFailed: 'Authentication failed. Please try again.',
  usernameTaken: 'This username is already taken, please use a different one',
  emailTaken: 'This email is already taken, please use a different one',
  registrationFailed: 'Registration failed. Please try again.',
  // Forgot and reset password.
  resetMailSent: 'Please check your email inbox or SPAM folder for a password reset email',
  resetFailed: 'Something happened, please try again',
  // Social login.
  loginCancelled: 'Login cancelled. Please try again.',
  popupBlocked: 'Popup was blocked by your browser. Please allow popups for this site.',
  /**
   * Not in spec.md: a server run without a Firebase project (a fresh checkout, an offline demo)
   * still shows the Google and Apple buttons, so pressing one must say why nothing happens.
   */
  socialNotConfigured:
    'Google and Apple sign-in are not set up on this server. Please log in with your username and password.',
} as const;

/** spec.md section 8: "You previously logged in with {provider}, please try that method." */
export function usedProviderMessage(provider: string): string {
  return `You previously logged in with ${provider}, please try that method.`;
}

/** How people write the providers Firebase can sign in with; others get a capital first letter. */
const PROVIDER_NAMES: Record<string, string> = {
  google: 'Google',
  apple: 'Apple',
  facebook: 'Facebook',
  github: 'GitHub',
  microsoft: 'Microsoft',
  twitter: 'Twitter',
  yahoo: 'Yahoo',
};

/** `google` (or `google.com`) → `Google`; null for no provider. */
export function providerName(provider: string | null): string | null {
  const id = provider
    ?.trim()
    .toLowerCase()
    .replace(/\.com$/, '');
  if (!id) return null;
  return PROVIDER_NAMES[id] ?? id.charAt(0).toUpperCase() + id.slice(1);
}

/**
 * A session action that failed with a message for the user (`message`, spec.md section 8) and,
 * for registration, the message to show beside each field the server refused.
 */
export class SessionError extends Error {
  override readonly name = 'SessionError';
  readonly fieldErrors: Readonly<Record<string, string>>;

  constructor(
    message: string,
    options: { cause?: unknown; fieldErrors?: Record<string, string> } = {},
  ) {
    super(message, { cause: options.cause });
    this.fieldErrors = options.fieldErrors ?? {};
  }
}
