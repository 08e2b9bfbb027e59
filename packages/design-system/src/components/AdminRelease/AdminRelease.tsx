import { Button } from '../Button/Button';
import { Heading } from '../Heading/Heading';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import * as styles from './AdminRelease.css';
import { ReleasePicker, type ReleaseOption, type ReleaseSearch } from './ReleasePicker';

export type { ReleaseOption, ReleaseSearch } from './ReleasePicker';

export interface AdminReleaseProps {
  /** The search of IDs not yet released. */
  ids: ReleaseSearch;
  /** The search of released tracks, for what the ID turned out to be. */
  tracks: ReleaseSearch;
  /** The chosen ID, named in the summary; null before a choice. */
  id: ReleaseOption | null;
  /** The chosen released track; null before a choice. */
  track: ReleaseOption | null;
  /** The release is on its way. @default false */
  isReleasing?: boolean;
  /** The last release's outcome: how many listeners it told. @default null */
  released?: { notified: number } | null;
  /** Why the last release failed, as the page should say it. @default null */
  error?: string | null;
  onRelease: () => void;
}

/** "Released. 3 listeners notified." */
export function releasedMessage(notified: number): string {
  return `Released. ${String(notified)} ${notified === 1 ? 'listener' : 'listeners'} notified.`;
}

const named = (option: ReleaseOption) => `${option.artist} – ${option.title}`;

/**
 * The admin page that releases an ID: search the IDs not yet released and choose one, search the
 * released tracks and choose the one it turned out to be, then "Release ID". The outcome is read
 * out: how many listeners were told, or why it failed.
 */
export function AdminRelease({
  ids,
  tracks,
  id,
  track,
  isReleasing = false,
  released = null,
  error = null,
  onRelease,
}: AdminReleaseProps) {
  return (
    <Stack space="xlarge" className={styles.page}>
      <Stack space="small">
        <Heading level={1} size={2}>
          Release an ID
        </Heading>
        <Text tone="muted">
          Everyone who watches the ID or liked a moment of a set while it played is told.
        </Text>
      </Stack>
      <div className={styles.pickers}>
        <ReleasePicker
          heading="1. The ID"
          searchLabel="Search IDs"
          placeholder="Title, artist or set"
          listLabel="IDs"
          {...ids}
        />
        <ReleasePicker
          heading="2. Released as"
          searchLabel="Search released tracks"
          placeholder="Title, artist or label"
          listLabel="Released tracks"
          {...tracks}
        />
      </div>
      <Stack space="medium" align="start">
        <Text weight="medium">
          {id && track
            ? `Release ${named(id)} as ${named(track)}`
            : 'Choose an ID and the track it was released as.'}
        </Text>
        <Button onPress={onRelease} isDisabled={!id || !track} isPending={isReleasing}>
          Release ID
        </Button>
        {/* Mounted while empty, so a message added later is announced. */}
        <div role="status">
          {released && <p className={styles.released}>{releasedMessage(released.notified)}</p>}
        </div>
        <div role="alert">{error && <p className={styles.failed}>{error}</p>}</div>
      </Stack>
    </Stack>
  );
}
