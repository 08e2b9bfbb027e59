import { useId } from 'react';
import { Button } from '../Button/Button';
import { Heading } from '../Heading/Heading';
import { NoSignalIcon } from '../private/icons';
import { Text } from '../Text/Text';
import * as styles from './OfflinePage.css';

/** The state's heading: also the tab's title while it is shown. */
export const offlineTitle = "You're offline";

export interface OfflinePageProps {
  /** Called when the listener asks to try again; the page shows again once the network answers. */
  onRetry: () => void;
  /**
   * A check of the connection is under way: the button shows a spinner and ignores presses.
   * @default false
   */
  isRetrying?: boolean;
}

/**
 * Stands in for a page that could not load because the connection is gone: the page's one `h1`,
 * a line saying it comes back by itself, and a Retry button for a listener who would rather not
 * wait. The frame around it (top bar, player) stays as it was.
 */
export function OfflinePage({ onRetry, isRetrying = false }: OfflinePageProps) {
  const titleId = useId();
  return (
    <section className={styles.offlinePage} aria-labelledby={titleId}>
      <span className={styles.icon}>
        <NoSignalIcon />
      </span>
      <Heading level={1} size={2} id={titleId}>
        {offlineTitle}
      </Heading>
      <Text tone="muted" align="center">
        This page will come back as soon as your connection does.
      </Text>
      <Button onPress={onRetry} isPending={isRetrying} variant="secondary">
        Retry
      </Button>
    </section>
  );
}
