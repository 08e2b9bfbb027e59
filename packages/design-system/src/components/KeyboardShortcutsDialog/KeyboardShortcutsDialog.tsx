import { Heading as AriaHeading } from 'react-aria-components';
import { Button } from '../Button/Button';
import * as dialogStyles from '../private/dialog.css';
import { ModalFrame } from '../private/ModalFrame';
import * as styles from './KeyboardShortcutsDialog.css';

/**
 * A shortcut as it is written, key by key: each key a `<kbd>`, and between them "+" (held
 * together) or "/" (either one); and what it does.
 */
export interface KeyboardShortcut {
  keys: readonly string[];
  action: string;
}

const joiners = new Set(['+', '/']);

/** The player's shortcuts, as the app binds them. */
export const playerShortcuts: readonly KeyboardShortcut[] = [
  { keys: ['Space'], action: 'Play or pause' },
  { keys: ['←', '/', '→'], action: 'Back / forward 10 seconds' },
  { keys: ['Shift', '+', '←', '/', '→'], action: 'Previous / next track' },
  { keys: ['?'], action: 'Show keyboard shortcuts' },
];

export interface KeyboardShortcutsDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The player's keyboard shortcuts in a modal dialog (opened by "?" or the player's button):
 * each key drawn as a keycap, what it does beside it.
 */
export function KeyboardShortcutsDialog({ isOpen, onOpenChange }: KeyboardShortcutsDialogProps) {
  return (
    <ModalFrame isOpen={isOpen} onOpenChange={onOpenChange}>
      {(close) => (
        <>
          <AriaHeading slot="title" className={dialogStyles.title}>
            Keyboard shortcuts
          </AriaHeading>
          <dl className={styles.list}>
            {playerShortcuts.map(({ keys, action }) => (
              <div key={action} className={styles.row}>
                <dt className={styles.keys}>
                  {keys.map((key, index) =>
                    joiners.has(key) ? (
                      <span key={index} className={styles.joiner}>
                        {` ${key} `}
                      </span>
                    ) : (
                      <kbd key={index} className={styles.key}>
                        {key}
                      </kbd>
                    ),
                  )}
                </dt>
                <dd className={styles.action}>{action}</dd>
              </div>
            ))}
          </dl>
          <div className={dialogStyles.actions}>
            <Button variant="secondary" onPress={close}>
              Close
            </Button>
          </div>
        </>
      )}
    </ModalFrame>
  );
}
