import { Button as AriaButton } from 'react-aria-components';
import { formatCount } from '../Badge/formatCount';
import { CuratorIcon } from '../private/icons';
import { Text } from '../Text/Text';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Card.css';
import * as setStyles from './CardSet.css';
import { formatDuration } from './formatDuration';

/** What a listener chooses a set by, beyond its title, artists and genres. */
export interface CardSetDetails {
  /** The curator (the set's sponsor, an artist or a label); the line stays empty without one. */
  curator?: string | null;
  /** Length in milliseconds, shown on the art ("1 hr 32 min"); 0 when not known. */
  durationMs: number;
  /** The recorded date, already written out (en-US: "Mar 14, 2025"). */
  recordedDate: string | null;
  /** Tracks of the set's list identified so far, of all its tracks. */
  identified: { confirmed: number; total: number };
  /** Likes of the set; shown capped ("999+", spec.md section 9), read out in full. */
  likes: number;
}

const wholeNumber = new Intl.NumberFormat('en-US');

/** The set's length over its art, and Play when the card is given something to play. */
export function CardArtExtras({
  title,
  durationMs,
  durationId,
  onPlay,
}: {
  title: string;
  durationMs: number | undefined;
  durationId: string;
  onPlay: (() => void) | undefined;
}) {
  const duration = durationMs === undefined ? null : formatDuration(durationMs);
  return (
    <>
      {duration && (
        <span className={setStyles.duration} id={durationId}>
          {duration}
        </span>
      )}
      {onPlay && (
        <AriaButton className={setStyles.play} onPress={onPlay} aria-label={`Play ${title}`}>
          <svg className={setStyles.playIcon} viewBox="0 0 24 24" aria-hidden="true">
            <path d="M8 5v14l11-7z" fill="currentColor" />
          </svg>
        </AriaButton>
      )}
    </>
  );
}

/** The curator, recorded date with likes, and identified tracks: one line each, always there. */
export function CardSetLines({ set, idPrefix }: { set: CardSetDetails; idPrefix: string }) {
  const { curator, recordedDate, identified, likes } = set;
  const likesText = `${wholeNumber.format(likes)} ${likes === 1 ? 'like' : 'likes'}`;
  return (
    <>
      <span className={styles.curator} id={`${idPrefix}-curator`}>
        {curator && (
          <Text
            component="span"
            size="caption"
            tone="muted"
            maxLines={1}
            title={`Curator: ${curator}`}
          >
            <span className={styles.curatorIcon} aria-hidden="true">
              <CuratorIcon />
            </span>
            <span className={styles.curatorLabel}>Curator:</span> {curator}
          </Text>
        )}
      </span>
      <span className={styles.facts} id={`${idPrefix}-facts`}>
        <Text
          component="span"
          size="caption"
          tone="muted"
          maxLines={1}
          title={recordedDate ? `Recorded ${recordedDate}` : undefined}
        >
          {recordedDate && (
            <>
              <VisuallyHidden>Recorded </VisuallyHidden>
              {recordedDate}
            </>
          )}
        </Text>
        <span className={setStyles.likes} title={likesText}>
          <Text component="span" size="caption" tone="muted">
            <svg className={setStyles.heart} viewBox="0 0 24 24" aria-hidden="true">
              <path
                d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.1 0 3.8 1.2 5.2 3 1.4-1.8 3.1-3 5.2-3 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21z"
                fill="currentColor"
              />
            </svg>{' '}
            <span aria-hidden="true">{formatCount(likes, 'count')}</span>
            <VisuallyHidden>{likesText}</VisuallyHidden>
          </Text>
        </span>
      </span>
      <span className={styles.identified} id={`${idPrefix}-identified`}>
        <Text component="span" size="caption" tone="muted" maxLines={1}>
          Identified {identified.confirmed}/{identified.total}
        </Text>
      </span>
    </>
  );
}
