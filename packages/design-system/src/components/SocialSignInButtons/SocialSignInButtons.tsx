import { Button } from '../Button/Button';
import { icon } from '../Button/Button.css';
import { AppleIcon, GoogleIcon } from '../private/icons';
import { Stack } from '../Stack/Stack';
import * as styles from './SocialSignInButtons.css';

/** The external identity providers of spec.md section 1, in the order they are shown. */
export const socialProviders = ['google', 'apple'] as const;
export type SocialProvider = (typeof socialProviders)[number];

const providers = {
  google: { label: 'Google', Icon: GoogleIcon },
  apple: { label: 'Apple', Icon: AppleIcon },
} as const satisfies Record<SocialProvider, unknown>;

export interface SocialSignInButtonsProps {
  /** Called with the provider pressed; the app opens its popup. */
  onSignIn: (provider: SocialProvider) => void;
  /**
   * The provider whose popup is open: its button shows a spinner; both ignore presses.
   * @default null
   */
  pendingProvider?: SocialProvider | null;
  /**
   * Both buttons unavailable, e.g. while a password sign-in is under way.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Show the "or" rule under the buttons, before a password form.
   * @default true
   */
  hasDivider?: boolean;
}

/**
 * "Sign in with Google" and "Sign in with Apple": brand-neutral buttons (one look, a monochrome
 * mark each). The visible label is the provider; the accessible name starts with the action and
 * still contains the visible word, so voice control ("click Google") finds it.
 */
export function SocialSignInButtons({
  onSignIn,
  pendingProvider = null,
  isDisabled = false,
  hasDivider = true,
}: SocialSignInButtonsProps) {
  return (
    <Stack space="large">
      <div className={styles.buttons}>
        {socialProviders.map((provider) => {
          const { label, Icon } = providers[provider];
          const isPending = pendingProvider === provider;
          return (
            <Button
              key={provider}
              variant="secondary"
              size="large"
              aria-label={`Sign in with ${label}`}
              isPending={isPending}
              isDisabled={isDisabled || (pendingProvider !== null && !isPending)}
              onPress={() => onSignIn(provider)}
            >
              {!isPending && (
                <span className={icon}>
                  <Icon />
                </span>
              )}
              {label}
            </Button>
          );
        })}
      </div>
      {hasDivider && (
        <p className={styles.divider} aria-hidden="true">
          or
        </p>
      )}
    </Stack>
  );
}
