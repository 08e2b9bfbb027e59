import { Dialog, DialogTrigger, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../Button/Button';
import { Logo } from '../Logo/Logo';
import { CloseIcon, MenuIcon } from '../private/icons';
import { NavList } from '../private/NavList';
import { SearchBox } from '../SearchBox/SearchBox';
import * as styles from './SideMenu.css';

export interface SideMenuProps {
  /** The current path: the section it contains is marked current. */
  activePath: string;
  /** When given, the drawer holds the search box too (the top bar has no room for it). */
  onSearch?: (text: string) => void;
  /** @default '/home' */
  logoHref?: string;
  /** Opens the drawer on first render (stories, tests). @default false */
  defaultOpen?: boolean;
}

/**
 * The small-screen navigation (spec.md section 2): a "Menu" button opening a drawer (RAC modal
 * dialog) with the search box and the four sections. Focus moves into the drawer, stays there,
 * and returns to the button on close; Escape, the close button, a tap beside the drawer or
 * following a link closes it.
 */
export function SideMenu({
  activePath,
  onSearch,
  logoHref = '/home',
  defaultOpen = false,
}: SideMenuProps) {
  return (
    <DialogTrigger defaultOpen={defaultOpen}>
      <Button variant="icon" aria-label="Menu">
        <MenuIcon />
      </Button>
      <ModalOverlay className={styles.overlay} isDismissable>
        <div className={styles.scrim} aria-hidden="true" />
        <Modal className={styles.drawer}>
          <Dialog className={styles.dialog} aria-label="Menu">
            {({ close }) => (
              <>
                <div className={styles.head}>
                  <Logo href={logoHref} />
                  <Button variant="icon" aria-label="Close menu" onPress={close}>
                    <CloseIcon />
                  </Button>
                </div>
                {onSearch && (
                  <SearchBox
                    onSearch={(text) => {
                      onSearch(text);
                      close();
                    }}
                  />
                )}
                <nav aria-label="Main">
                  <NavList activePath={activePath} direction="column" onNavigate={close} />
                </nav>
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
