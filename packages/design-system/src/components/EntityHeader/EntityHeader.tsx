import type { ReactNode } from 'react';
import { Art } from '../Art/Art';
import { FavouriteToggle } from '../FavouriteToggle/FavouriteToggle';
import { FollowButton } from '../FollowButton/FollowButton';
import { GenreChip, type GenreChipList } from '../GenreChip/GenreChip';
import { Heading } from '../Heading/Heading';
import { LikeToggle } from '../LikeToggle/LikeToggle';
import { Link } from '../Link/Link';
import { Text } from '../Text/Text';
import { formatCount } from '../Badge/formatCount';
import { EntityLinks, type EntityLink } from './EntityLinks';
import * as styles from './EntityHeader.css';

export type { EntityLink } from './EntityLinks';

export const entityKinds = ['artist', 'label', 'set', 'track'] as const;
export type EntityKind = (typeof entityKinds)[number];

/** The eyebrow each kind shows above its title unless `eyebrow` says otherwise. */
export const entityKindLabels: Record<EntityKind, string> = {
  artist: 'Artist',
  label: 'Label',
  set: 'Set',
  track: 'Track',
};

/** A labelled line of links under the title, e.g. "Founder of" and the artist's labels. */
export interface EntityCredit {
  /** Word for word from spec.md: "Founder of", "Founded by". */
  label: string;
  links: readonly EntityLink[];
}

/** One fact in the header's details row, e.g. "Recorded" → "May 4, 2025". */
export interface EntityDetail {
  /** Word for word from spec.md: "Recorded", "Curator", "Identified Tracks", "Released Date". */
  label: string;
  /** Already formatted for display (dates en-US, "12/15" for identified tracks). */
  value: string;
  /** Makes the value a link (Curator, Label, "Found in"). */
  href?: string;
}

/** A count shown as "12 Sets". */
export interface EntityStat {
  label: string;
  value: number;
}

export interface EntityHeaderProps {
  /** Decides the art's shape (a circle for an artist) and the default eyebrow. */
  kind: EntityKind;
  /** The page's one `h1`: the name or title. */
  title: string;
  /**
   * The small line above the title.
   * @default the kind's label ("Artist", "Label", "Set", "Track"); e.g. "ID" for an ID track
   */
  eyebrow?: string;
  /** Art, logo or portrait; missing or failing shows the designed fallback. */
  artUrl?: string | null;
  /** Names right under the title, each a link (a set's or track's artists). */
  byline?: readonly EntityLink[];
  /** Labelled lines of links ("Founder of", "Founded by"). @default [] */
  credits?: readonly EntityCredit[];
  /** Facts in a row of label/value pairs. @default [] */
  details?: readonly EntityDetail[];
  /** Genre chips, at most 3 shown (spec.md section 9). @default [] */
  genres?: readonly string[];
  /** Which list a genre chip opens. @default '/sets' */
  genreList?: GenreChipList;
  /** Show genre chips as "#genre" (the track page). @default false */
  genreHash?: boolean;
  /** Counts shown as "12 Sets" (capped "999+"); zero counts are left out. @default [] */
  stats?: readonly EntityStat[];
  /** A paragraph under the facts (a set's description); line breaks are kept. */
  description?: string;
  /** Follow/Following for artists and labels; read-only without `onChange`. */
  follow?: { isFollowed: boolean; onChange?: (isFollowed: boolean) => void };
  /** Favourite toggle; read-only without `onChange`. */
  favourite?: { isSelected: boolean; onChange?: (isSelected: boolean) => void };
  /** Likes toggle with its count badge (capped "999+"); read-only without `onChange`. */
  likes?: { isSelected: boolean; count: number; onChange?: (isSelected: boolean) => void };
  /** Slot for the page's own actions after the toggles: Play/Pause, Buy, Share. */
  actions?: ReactNode;
  /** Slot below everything: social links, an expandable Bio. */
  children?: ReactNode;
}

/** Genre chips on a detail page (spec.md section 9: "genre chips on set page: 3"). */
export const headerGenreLimit = 3;

/**
 * The header of the artist, label, set and track pages: art beside the title, then the facts,
 * genres and actions. Presentational: toggles report presses through their `onChange`.
 */
export function EntityHeader({
  kind,
  title,
  eyebrow = entityKindLabels[kind],
  artUrl = null,
  byline = [],
  credits = [],
  details = [],
  genres = [],
  genreList = '/sets',
  genreHash = false,
  stats = [],
  description,
  follow,
  favourite,
  likes,
  actions,
  children,
}: EntityHeaderProps) {
  const shownStats = stats.filter((stat) => stat.value > 0);
  const shownGenres = genres.slice(0, headerGenreLimit);
  const hasActions = [follow, favourite, likes, actions].some((part) => part !== undefined);
  return (
    <header className={styles.header}>
      <div className={styles.art}>
        <Art
          src={artUrl}
          size="header"
          shape={kind === 'artist' ? 'circle' : 'square'}
          isPriority
        />
      </div>
      <div className={styles.main}>
        <Text component="p" size="caption" weight="semibold" tone="muted">
          <span className={styles.eyebrow}>{eyebrow}</span>
        </Text>
        <Heading level={1} size={2}>
          {title}
        </Heading>
        {byline.length > 0 && (
          <Text size="large" weight="medium">
            <EntityLinks links={byline} variant="standalone" />
          </Text>
        )}
        {credits.map((credit) => (
          <Text key={credit.label} size="small" tone="muted">
            {credit.label} <EntityLinks links={credit.links} variant="inline" />
          </Text>
        ))}
      </div>
      <div className={styles.more}>
        {details.length > 0 && (
          <dl className={styles.details}>
            {details.map((detail) => (
              <div key={detail.label} className={styles.detail}>
                <dt className={styles.detailLabel}>{detail.label}</dt>
                <dd className={styles.detailValue}>
                  {detail.href ? (
                    <Link href={detail.href} variant="standalone">
                      {detail.value}
                    </Link>
                  ) : (
                    detail.value
                  )}
                </dd>
              </div>
            ))}
          </dl>
        )}
        {shownStats.length > 0 && (
          <ul className={styles.stats}>
            {shownStats.map((stat) => (
              <li key={stat.label}>
                <span className={styles.statValue}>{formatCount(stat.value)}</span> {stat.label}
              </li>
            ))}
          </ul>
        )}
        {shownGenres.length > 0 && (
          <ul className={styles.genres} aria-label="Genres">
            {shownGenres.map((genre) => (
              <li key={genre} className={styles.genre}>
                <GenreChip genre={genre} list={genreList} hash={genreHash} size="medium" />
              </li>
            ))}
          </ul>
        )}
        {description && (
          <Text size="small" tone="muted">
            <span className={styles.description}>{description}</span>
          </Text>
        )}
        {hasActions && (
          <div className={styles.actions}>
            {follow && <FollowButton isFollowed={follow.isFollowed} onChange={follow.onChange} />}
            {favourite && (
              <FavouriteToggle isSelected={favourite.isSelected} onChange={favourite.onChange} />
            )}
            {likes && (
              <LikeToggle
                isSelected={likes.isSelected}
                count={likes.count}
                onChange={likes.onChange}
              />
            )}
            {actions}
          </div>
        )}
        {children}
      </div>
    </header>
  );
}
