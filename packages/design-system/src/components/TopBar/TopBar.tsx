import type { ReactNode } from 'react';
import { Logo } from '../Logo/Logo';
import { NavList } from '../private/NavList';
import { SearchBox } from '../SearchBox/SearchBox';
import { SideMenu } from '../SideMenu/SideMenu';
import * as styles from './TopBar.css';

export interface TopBarProps {
  /** Navigation and search show only for a signed-in user (spec.md section 2). */
  signedIn: boolean;
  /**
   * The current path; a section is highlighted when this contains its URL.
   * @default ''
   */
  activePath?: string;
  /** Called with the search text (Enter or the search button); the box is then cleared. */
  onSearch: (text: string) => void;
  /** The notification bell (the app's container), shown when signed in. */
  notifications?: ReactNode;
  /** The account menu (`AccountMenu`), shown when signed in. */
  accountMenu?: ReactNode;
  /** @default '/home' */
  logoHref?: string;
}

/**
 * The fixed top bar (spec.md sections 2 and 9): the logo to /home; when signed in, the four
 * sections with the current one lit, the search box, the bell and the account menu. Below md the
 * sections and search move into the side menu behind a "Menu" button. Renders a spacer after
 * itself so the page starts below the bar.
 */
export function TopBar({
  signedIn,
  activePath = '',
  onSearch,
  notifications,
  accountMenu,
  logoHref = '/home',
}: TopBarProps) {
  return (
    <>
      <header className={styles.bar}>
        {signedIn && (
          <div className={styles.narrow}>
            <SideMenu activePath={activePath} onSearch={onSearch} logoHref={logoHref} />
          </div>
        )}
        <div className={styles.logo}>
          <Logo href={logoHref} />
        </div>
        {signedIn && (
          <>
            <nav aria-label="Main" className={styles.wide}>
              <NavList activePath={activePath} direction="row" />
            </nav>
            <div className={styles.end}>
              <div className={`${styles.wide} ${styles.search}`}>
                <SearchBox onSearch={onSearch} />
              </div>
              {notifications}
              {accountMenu}
            </div>
          </>
        )}
      </header>
      <div className={styles.spacer} aria-hidden="true" />
    </>
  );
}
