import {
  Button as AriaButton,
  Header,
  Menu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  Popover,
  Separator,
} from 'react-aria-components';
import { tokens } from '../../tokens';
import { mainNavItems } from '../private/mainNav';
import * as styles from './AccountMenu.css';

export interface AccountMenuProps {
  /** The signed-in user's name: its initial is the avatar, and it names the menu. */
  username: string;
  /**
   * The user's picture; without it the avatar is their initial.
   * @default null
   */
  avatarUrl?: string | null;
  /** Called on Logout; the app signs out, then goes to /login (spec.md section 2). */
  onLogout: () => void;
  /** @default '/profile' */
  profileHref?: string;
  /** Where an operator releases IDs; only admins get the item. @default null */
  adminHref?: string | null;
  /** Opens the menu on first render (stories, tests). @default false */
  defaultOpen?: boolean;
}

/**
 * The account menu (spec.md section 2): the four sections, then Profile and Logout, behind an
 * avatar button. Links are RAC menu items with `href`, so they follow the app's router.
 */
export function AccountMenu({
  username,
  avatarUrl = null,
  onLogout,
  profileHref = '/profile',
  adminHref = null,
  defaultOpen = false,
}: AccountMenuProps) {
  const initial = username.trim().charAt(0).toUpperCase() || '?';
  return (
    <MenuTrigger defaultOpen={defaultOpen}>
      <AriaButton className={styles.trigger} aria-label={`Account: ${username}`}>
        {avatarUrl ? (
          <img className={styles.avatar} src={avatarUrl} alt="" width={40} height={40} />
        ) : (
          <span aria-hidden="true">{initial}</span>
        )}
      </AriaButton>
      <Popover className={styles.popover} placement="bottom end" offset={tokens.spacingUnit}>
        <Menu className={styles.menu} aria-label="Account">
          {/* The name heads the first group, so the menu says whose account it is. */}
          <MenuSection>
            <Header className={styles.header}>{username}</Header>
            {mainNavItems.map((item) => (
              <MenuItem key={item.href} id={item.href} href={item.href} className={styles.item}>
                {item.label}
              </MenuItem>
            ))}
          </MenuSection>
          <Separator className={styles.separator} />
          <MenuSection aria-label="Account">
            <MenuItem id="profile" href={profileHref} className={styles.item}>
              Profile
            </MenuItem>
            {adminHref !== null && (
              <MenuItem id="admin" href={adminHref} className={styles.item}>
                Release IDs
              </MenuItem>
            )}
            <MenuItem id="logout" onAction={onLogout} className={styles.item}>
              Logout
            </MenuItem>
          </MenuSection>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
