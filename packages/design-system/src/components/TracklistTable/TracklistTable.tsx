import { Fragment } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { vars } from '../../theme/vars.css';
import { Box } from '../Box/Box';
import { Link } from '../Link/Link';
import { PlayIcon } from '../private/playerIcons';
import { Skeleton } from '../Skeleton/Skeleton';
import { skeletonPulse } from '../Skeleton/Skeleton.css';
import type { SortDescriptor } from '../SortableTable/sort';
import { SortableTable } from '../SortableTable/SortableTable';
import type { TableColumn } from '../SortableTable/TableParts';
import { Text } from '../Text/Text';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import {
  LikeButton,
  mixCredit,
  NowPlaying,
  TrackArt,
  WatchButton,
  type TrackMixType,
} from './TrackParts';
import * as styles from './TracklistTable.css';

/** A named link, e.g. one credited artist or the label. `href` missing: plain text. */
export interface TrackRef {
  name: string;
  href?: string;
}

/** One track row's content, in the shape containers map API tracks onto. */
export interface TracklistItem {
  id: string | number;
  /** The track's place in a set's track list; no badge when undefined. */
  position?: number;
  title: string;
  href: string;
  /** @default null */
  artUrl?: string | null;
  /** Producers (and featured artists) in credit order. */
  artists: readonly TrackRef[];
  /** @default [] */
  mixers?: readonly string[];
  mixType: TrackMixType;
  /** @default null */
  label?: TrackRef | null;
  /** The release date, already formatted (en-US); null for an ID. */
  released?: string | null;
  /** @default null */
  genre?: TrackRef | null;
  /** @default null */
  musicalKey?: string | null;
  /** @default null */
  bpm?: number | null;
  likes: number;
  /** @default false */
  isLiked?: boolean;
  /** For an ID: the listener watches it (told when it is released). @default false */
  isWatched?: boolean;
}

/** The sort fields of spec.md section 3 for tracks. */
export type TrackSortField = 'artist' | 'title' | 'label_name' | 'genre' | 'release_date';

export interface TracklistTableProps {
  /** Accessible name, e.g. "Track List" or "Tracks". */
  label: string;
  items: readonly TracklistItem[];
  isLoading: boolean;
  /**
   * The row whose track is playing now (the player issue decides which); shows the indicator.
   * @default undefined
   */
  nowPlayingId?: string | number;
  /**
   * Plays a row's track ("Play {title}" over its art); without it the art is only a picture.
   * @default undefined
   */
  onPlay?: (id: string | number) => void;
  /**
   * Toggles a row's like; without it the likes are read-only counts.
   * @default undefined
   */
  onLikeChange?: (id: string | number, isLiked: boolean) => void;
  /**
   * Watches or stops watching an ID row (mix type ID): a star before its like. Without it ID
   * rows show no star.
   * @default undefined
   */
  onWatchChange?: (id: string | number, isWatched: boolean) => void;
  /** @default undefined (headers do not sort) */
  sort?: SortDescriptor<TrackSortField>;
  /** @default undefined */
  onSortChange?: (sort: SortDescriptor<TrackSortField>) => void;
  /** @default false */
  isLoadingMore?: boolean;
  /** @default false */
  hasMore?: boolean;
  /** @default undefined */
  onLoadMore?: () => void;
  /** @default undefined */
  emptyMessage?: string;
}

function Refs({ refs }: { refs: readonly TrackRef[] }) {
  return refs.map((ref, index) => (
    <Fragment key={`${ref.name}-${index}`}>
      {index > 0 && ', '}
      {ref.href ? <Link href={ref.href}>{ref.name}</Link> : ref.name}
    </Fragment>
  ));
}

const RefCell = ({ value }: { value: TrackRef | null | undefined }) =>
  value ? value.href ? <Link href={value.href}>{value.name}</Link> : value.name : null;

/**
 * A track list (spec.md section 2): position badge, art, now-playing indicator, artists, title with
 * the mixer credit, label, release date, genre, key, BPM and a like button with its count (and a
 * watch star on an ID's row); cards on small screens.
 */
export function TracklistTable({
  label,
  items,
  nowPlayingId,
  onLikeChange,
  onWatchChange,
  onPlay,
  ...tableProps
}: TracklistTableProps) {
  const lead = (item: TracklistItem) => (
    <span className={styles.lead}>
      {item.position !== undefined && (
        <span className={styles.position}>
          <VisuallyHidden>Position </VisuallyHidden>
          {item.position}
        </span>
      )}
      {onPlay ? (
        <span className={styles.artFrame}>
          <TrackArt url={item.artUrl} />
          <AriaButton
            className={styles.rowPlay}
            aria-label={`Play ${item.title}`}
            onPress={() => onPlay(item.id)}
          >
            <span className={styles.rowPlayGlyph}>
              <PlayIcon />
            </span>
          </AriaButton>
        </span>
      ) : (
        <TrackArt url={item.artUrl} />
      )}
      {item.id === nowPlayingId && <NowPlaying />}
    </span>
  );
  const title = (item: TracklistItem) => {
    const credit = mixCredit(item.mixers ?? [], item.mixType);
    return (
      <div>
        <Text component="div" size="small" weight="medium">
          <Link href={item.href} variant="subtle">
            {item.title}
          </Link>
        </Text>
        {credit && (
          <Text component="div" size="caption" tone="muted">
            {credit}
          </Text>
        )}
      </div>
    );
  };
  const like = (item: TracklistItem) => (
    <LikeButton
      title={item.title}
      likes={item.likes}
      isLiked={item.isLiked ?? false}
      onChange={onLikeChange && ((isLiked) => onLikeChange(item.id, isLiked))}
    />
  );
  const watch = (item: TracklistItem) =>
    onWatchChange && item.mixType === 'ID' ? (
      <WatchButton
        title={item.title}
        artists={item.artists}
        isWatched={item.isWatched ?? false}
        onChange={(isWatched) => onWatchChange(item.id, isWatched)}
      />
    ) : null;
  const engagement = (item: TracklistItem) => {
    const star = watch(item);
    return star ? (
      <span className={styles.rowActions}>
        {star}
        {like(item)}
      </span>
    ) : (
      like(item)
    );
  };

  const columns: readonly TableColumn<TracklistItem, TrackSortField>[] = [
    { id: 'lead', name: '#', render: lead },
    { id: 'artist', name: 'Artist', sortField: 'artist', render: (t) => <Refs refs={t.artists} /> },
    { id: 'title', name: 'Title', sortField: 'title', isRowHeader: true, render: title },
    {
      id: 'label',
      name: 'Label',
      sortField: 'label_name',
      hideBelow: 'md',
      render: (t) => <RefCell value={t.label} />,
    },
    {
      id: 'released',
      name: 'Released',
      sortField: 'release_date',
      hideBelow: 'md',
      render: (t) => t.released,
    },
    {
      id: 'genre',
      name: 'Genre',
      sortField: 'genre',
      hideBelow: 'lg',
      render: (t) => <RefCell value={t.genre} />,
    },
    { id: 'key', name: 'Key', hideBelow: 'lg', render: (t) => t.musicalKey },
    { id: 'bpm', name: 'BPM', hideBelow: 'lg', align: 'end', render: (t) => t.bpm },
    { id: 'likes', name: 'Likes', align: 'end', render: engagement },
  ];

  const card = (item: TracklistItem) => (
    <>
      <div className={styles.cardHead}>
        {lead(item)}
        <div className={styles.cardText}>
          {title(item)}
          <Text component="div" size="small" tone="muted">
            <Refs refs={item.artists} />
          </Text>
        </div>
      </div>
      <div className={styles.cardMeta}>
        {item.label && <RefCell value={item.label} />}
        {item.released && <span>{item.released}</span>}
        {item.genre && <RefCell value={item.genre} />}
        {engagement(item)}
      </div>
    </>
  );

  // The card above as it stands for a track without a mixer credit, the most common, in the
  // column a real card's parts sit in; it pulses as one.
  const cardSkeleton = (
    <Box display="flex" flexDirection="column" gap="small" className={skeletonPulse}>
      <div className={styles.cardHead}>
        <span className={styles.lead}>
          <Skeleton width={vars.size.controlSmall} height={vars.size.icon} radius="full" />
          <Skeleton art="xsmall" />
        </span>
        <div className={styles.cardTextSkeleton}>
          <Skeleton text="small" width="60%" />
          <Skeleton text="small" width="40%" />
        </div>
      </div>
      <div className={styles.cardMeta}>
        <Skeleton width="50%" height={styles.likeHeight} />
      </div>
    </Box>
  );

  return (
    <SortableTable
      label={label}
      columns={columns}
      rows={items}
      getRowId={(item) => item.id}
      renderCard={card}
      cardSkeleton={cardSkeleton}
      {...tableProps}
    />
  );
}
