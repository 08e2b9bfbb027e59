import type { ReactNode, Ref } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import * as styles from './Link.css';

export const linkVariants = ['inline', 'standalone', 'nav', 'subtle'] as const;
export type LinkVariant = (typeof linkVariants)[number];

export interface LinkProps {
  children: ReactNode;
  /** A path inside the app (routed client-side through RAC's RouterProvider) or a full URL. */
  href: string;
  /**
   * `inline` inside running text, `standalone` for a link on its own line, `nav` for the top
   * bar and menus, `subtle` for content that is a link (a card title, the logo).
   * @default 'inline'
   */
  variant?: LinkVariant;
  /**
   * Stretch the hit area over the nearest positioned ancestor (a whole card); the focus ring
   * follows it.
   * @default false
   */
  isStretched?: boolean;
  /** Marks the link to the page being shown (`nav` links). */
  'aria-current'?: 'page';
  /** Extra text read after the name, e.g. a card's subtitle and tags. */
  'aria-describedby'?: string;
  /** Called as the link is followed, e.g. to close the menu it sits in. */
  onPress?: () => void;
  ref?: Ref<HTMLAnchorElement>;
}

/** A navigation link (wraps RAC's Link): the one component that styles links. */
export function Link({
  children,
  href,
  variant = 'inline',
  isStretched = false,
  'aria-current': ariaCurrent,
  'aria-describedby': ariaDescribedBy,
  onPress,
  ref,
}: LinkProps) {
  const className = [styles.link({ variant }), isStretched && styles.stretched]
    .filter(Boolean)
    .join(' ');
  return (
    <AriaLink
      ref={ref}
      href={href}
      className={className}
      aria-current={ariaCurrent}
      aria-describedby={ariaDescribedBy}
      onPress={onPress}
    >
      {children}
    </AriaLink>
  );
}
