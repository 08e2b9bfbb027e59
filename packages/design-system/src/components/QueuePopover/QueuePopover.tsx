import { Dialog, DialogTrigger, Modal, ModalOverlay, Popover } from 'react-aria-components';
import { mediaUp } from '../../theme/media';
import { useMediaQuery } from '../../theme/useMediaQuery';
import { tokens } from '../../tokens';
import * as dialogStyles from '../private/dialog.css';
import { QueueButton } from './QueueButton';
import { QueuePanel, type QueuePanelProps } from './QueuePanel';
import * as styles from './QueuePopover.css';

export interface QueuePopoverProps extends QueuePanelProps {
  /** Opens the queue on first render (stories, tests). @default false */
  defaultOpen?: boolean;
}

/**
 * The player's queue (spec.md section 2): the Queue button with its count, opening the queue
 * above it in a 480 × 660 popover, or from sm down in a sheet that rises from the bottom edge
 * across the whole width, where a popover would have no room.
 */
export function QueuePopover({ defaultOpen = false, ...panel }: QueuePopoverProps) {
  const isWide = useMediaQuery(mediaUp('sm'), true);
  const dialog = (
    <Dialog className={styles.dialog}>
      <QueuePanel {...panel} />
    </Dialog>
  );
  return (
    <DialogTrigger defaultOpen={defaultOpen}>
      <QueueButton count={panel.items.length} />
      {isWide ? (
        <Popover className={styles.popover} placement="top end" offset={tokens.spacingUnit}>
          {dialog}
        </Popover>
      ) : (
        <ModalOverlay className={dialogStyles.sheetOverlay} isDismissable>
          <Modal className={dialogStyles.sheet}>{dialog}</Modal>
        </ModalOverlay>
      )}
    </DialogTrigger>
  );
}
