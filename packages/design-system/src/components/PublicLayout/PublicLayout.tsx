import type { ReactNode, Ref } from 'react';
import { Logo } from '../Logo/Logo';
import { PromoPanel } from './PromoPanel';
import * as styles from './PublicLayout.css';

export const publicLayoutVariants = ['form', 'prose'] as const;
export type PublicLayoutVariant = (typeof publicLayoutVariants)[number];

export interface PublicLayoutProps {
  /** The page's content: a sign-in form, or a `LegalPage`. */
  children: ReactNode;
  /** The page footer (`Footer`), full width under both columns. */
  footer?: ReactNode;
  /**
   * `form` centres a narrow column (/login, /register…); `prose` gives text its reading width
   * (/about, /policy, /terms, /contact).
   * @default 'form'
   */
  variant?: PublicLayoutVariant;
  /**
   * Where the logo goes (spec.md section 2: the public pages' logo leads to /).
   * @default '/'
   */
  logoHref?: string;
  /**
   * Replaces the default artwork of the promo panel shown from lg.
   * @default <PromoPanel />
   */
  promo?: ReactNode;
  /** The `main` element, for an app that moves focus to it (or its heading) on navigation. */
  mainRef?: Ref<HTMLElement>;
}

/**
 * The public area's shared layout: the logo and the page's content in one column, the promo
 * panel beside it on large screens (lg and up), the footer beneath both. The content column is
 * the page's `main` landmark; the panel is decoration.
 */
export function PublicLayout({
  children,
  footer,
  variant = 'form',
  logoHref = '/',
  promo = <PromoPanel />,
  mainRef,
}: PublicLayoutProps) {
  return (
    <div className={styles.page}>
      <div className={`${styles.columns} ${styles.columnsWith[variant]}`}>
        <div className={styles.main}>
          <header>
            <Logo href={logoHref} />
          </header>
          {/* tabIndex -1: a skip link or the router's focus management may move focus here. */}
          <main ref={mainRef} id="main" tabIndex={-1} className={styles.content[variant]}>
            <div className={styles.inner[variant]}>{children}</div>
          </main>
        </div>
        <aside className={styles.promo} aria-hidden="true">
          <div className={styles.promoSticky}>{promo}</div>
        </aside>
      </div>
      {footer}
    </div>
  );
}
