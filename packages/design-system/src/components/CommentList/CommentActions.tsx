import { useState, type Ref } from 'react';
import {
  Button as AriaButton,
  Heading as AriaHeading,
  Menu,
  MenuItem,
  MenuTrigger,
  Popover,
} from 'react-aria-components';
import { tokens } from '../../tokens';
import { Button } from '../Button/Button';
import * as dialogStyles from '../private/dialog.css';
import { MoreIcon } from '../private/engagementIcons';
import { ModalFrame } from '../private/ModalFrame';
import { Text } from '../Text/Text';
import * as styles from './CommentActions.css';

/** The confirmation's copy: its title and Delete/Cancel are ours, spec.md names no words. */
export const deleteCommentCopy = {
  title: 'Delete comment?',
  body: 'It will be gone for everyone. This cannot be undone.',
} as const;

export interface CommentActionsProps {
  /** Shows Edit, which switches the comment to edit mode. */
  onEdit?: (() => void) | undefined;
  /** Shows Delete, which asks first and calls this only once the viewer confirms. */
  onDelete?: (() => void) | undefined;
  /** The menu button, so focus can come back to it after editing. */
  triggerRef?: Ref<HTMLButtonElement>;
}

/**
 * The author's menu on their own comment (spec.md section 6): Edit and Delete behind a "more"
 * button, Delete confirmed in an alert dialog before anything is removed.
 */
export function CommentActions({ onEdit, onDelete, triggerRef }: CommentActionsProps) {
  const [isConfirming, setIsConfirming] = useState(false);
  const onAction = (key: string | number) => {
    if (key === 'edit') onEdit?.();
    if (key === 'delete') setIsConfirming(true);
  };
  return (
    <>
      <MenuTrigger>
        <AriaButton
          ref={triggerRef}
          className={styles.trigger}
          aria-label="More actions for your comment"
        >
          <span className={styles.triggerIcon}>
            <MoreIcon />
          </span>
        </AriaButton>
        <Popover className={styles.popover} placement="bottom end" offset={tokens.spacingUnit}>
          <Menu className={styles.menu} onAction={onAction}>
            {onEdit && (
              <MenuItem id="edit" className={styles.item}>
                Edit
              </MenuItem>
            )}
            {onDelete && (
              <MenuItem id="delete" className={styles.dangerItem}>
                Delete
              </MenuItem>
            )}
          </Menu>
        </Popover>
      </MenuTrigger>
      <ModalFrame
        isOpen={isConfirming}
        onOpenChange={setIsConfirming}
        role="alertdialog"
        modalClassName={styles.modal}
        dialogClassName={styles.dialog}
      >
        {(close) => (
          <>
            <AriaHeading slot="title" className={dialogStyles.title}>
              {deleteCommentCopy.title}
            </AriaHeading>
            <Text tone="muted">{deleteCommentCopy.body}</Text>
            <div className={styles.buttons}>
              <Button variant="secondary" onPress={close}>
                Cancel
              </Button>
              <Button
                variant="danger"
                onPress={() => {
                  close();
                  onDelete?.();
                }}
              >
                Delete
              </Button>
            </div>
          </>
        )}
      </ModalFrame>
    </>
  );
}
