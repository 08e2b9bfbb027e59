import type { ComponentType } from 'react';
import {
  Button as AriaButton,
  Text as AriaText,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { CloseIcon } from '../private/icons';
import { ErrorIcon, InfoIcon, SuccessIcon } from '../private/engagementIcons';
import { ariaQueueOf, type ToastQueue, type ToastTone } from './toastQueue';
import * as styles from './Toaster.css';

const toneIcons: Record<ToastTone, ComponentType> = {
  success: SuccessIcon,
  info: InfoIcon,
  error: ErrorIcon,
};

export interface ToasterProps {
  /** The snackbars to show, from `createToastQueue()`: one queue per app. */
  queue: ToastQueue;
  /**
   * Lift the stack above the persistent bottom player while it is on screen, so a snackbar
   * never covers its controls.
   * @default false
   */
  isAbovePlayer?: boolean;
}

/**
 * The app's snackbars (spec.md section 9), bottom-left: at most 3 at once, newest nearest the
 * corner, each announced as it appears and hidden after 5,000 ms unless the pointer or focus is
 * on them. Render one, near the root; react-aria portals it to the end of `<body>`, where it
 * stays reachable by keyboard (F6 moves between landmarks) even while a dialog is open.
 */
export function Toaster({ queue, isAbovePlayer = false }: ToasterProps) {
  return (
    <AriaToastRegion queue={ariaQueueOf(queue)} className={styles.region({ isAbovePlayer })}>
      {({ toast }) => {
        const Icon = toneIcons[toast.content.tone];
        return (
          <AriaToast toast={toast} className={styles.toast({ tone: toast.content.tone })}>
            <span className={styles.icon}>
              <Icon />
            </span>
            <AriaToastContent className={styles.content}>
              <AriaText slot="title" className={styles.message}>
                {toast.content.message}
              </AriaText>
            </AriaToastContent>
            {/* react-aria names it ("Close", localised) and closes this toast on press. */}
            <AriaButton slot="close" className={styles.close}>
              <span className={styles.closeIcon}>
                <CloseIcon />
              </span>
            </AriaButton>
          </AriaToast>
        );
      }}
    </AriaToastRegion>
  );
}
