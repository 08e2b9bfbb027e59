import { memo, useId, useState } from 'react';
import type { GenreChipList } from '../GenreChip/GenreChip';
import { Link } from '../Link/Link';
import { Text } from '../Text/Text';
import { defaultArt } from '../private/defaultArt';
import * as styles from './Card.css';
import { CardArtExtras, CardSetLines, type CardSetDetails } from './CardSet';
import { CardTags } from './CardTags';

export type { CardSetDetails } from './CardSet';

/**
 * How many tags a card shows; the rest are dropped rather than wrapped. spec.md section 2 says
 * the reusable card has "up to 2 tags"; section 9's "chips on cards limited to 3" is the general
 * chip cap, and the card's own, more specific rule wins. Mappers import this, so the data they
 * prepare and what the card shows cannot drift apart.
 */
export const cardTagLimit = 2;

/** One card's content, in the shape containers map API data onto. */
export interface CardItem {
  /** Stable identity within a list (the entity's id); used as the React key. */
  id: string | number;
  /** Shown in up to two lines; always the link's full accessible name. */
  title: string;
  /** A second line, e.g. the artist names; wraps onto two lines (b2b names, features). */
  subtitle?: string;
  /** Where the whole card links to. */
  href: string;
  /**
   * Cover art. Missing, null, or failing to load shows the default artwork instead.
   * @default null
   */
  artUrl?: string | null;
  /**
   * Small chips under the text, e.g. genres; only the first `cardTagLimit` are shown, and on one
   * row: one that does not fit beside the first is left out.
   * @default []
   */
  tags?: readonly string[];
  /**
   * The discover list each tag opens filtered by it (`/sets?genre=…`): the tags become links of
   * their own. Plain chips when undefined.
   * @default undefined
   */
  genreList?: GenreChipList;
  /**
   * A set's facts (curator, length, recorded date, likes, identified tracks): the card of a set.
   * @default undefined
   */
  set?: CardSetDetails;
  /**
   * Plays the card's set; shows a Play button on the art, named "Play <title>". No button
   * without it: a control that does nothing is not offered.
   * @default undefined
   */
  onPlay?: () => void;
  /**
   * The art is above the fold on arrival (the first cards of the first shelf): it loads at once
   * and first, not lazily, since it is likely the page's largest paint.
   * @default false
   */
  isPriority?: boolean;
}

export type CardProps = Omit<CardItem, 'id'>;

// Intrinsic size for the <img> attributes: only the ratio matters to the browser's layout.
const artSize = 320;

/**
 * The reusable card of the catalog lists: one link named by the title and stretched over the
 * card, with art, a subtitle, a set's facts and tags; Play and genre links sit above it.
 * Memoised: a list re-rendered for its filter, its next page or its busy state renders only the
 * cards whose item changed (the list hooks keep items stable), which keeps those presses fast
 * (INP, bench/README.md).
 */
export const Card = memo(function Card({
  title,
  subtitle,
  href,
  artUrl = null,
  tags = [],
  genreList,
  set,
  onPlay,
  isPriority = false,
}: CardProps) {
  const idPrefix = useId();
  // Remember which URL failed rather than a boolean, so a new artUrl gets its own chance to load.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const src = artUrl && artUrl !== failedUrl ? artUrl : defaultArt;
  const shownTags = tags.slice(0, cardTagLimit);
  const ids = {
    subtitle: `${idPrefix}-subtitle`,
    duration: `${idPrefix}-duration`,
    tags: `${idPrefix}-tags`,
  };
  const durationShown = set !== undefined && set.durationMs > 0;
  // Screen readers hear the card's facts after its name; linked tags are links of their own.
  const describedBy = [
    subtitle && ids.subtitle,
    set && `${idPrefix}-curator`,
    durationShown && ids.duration,
    set && `${idPrefix}-facts`,
    set && `${idPrefix}-identified`,
    shownTags.length > 0 && !genreList && ids.tags,
  ].filter(Boolean);

  return (
    <div className={styles.card}>
      <div className={styles.art}>
        {/* Decoded as the browser sees fit: with decoding="async", Chrome held back the first
            frame of a server-rendered /home about a second for the art in view (bench/README.md). */}
        <img
          className={styles.image}
          src={src}
          alt=""
          width={artSize}
          height={artSize}
          loading={isPriority ? 'eager' : 'lazy'}
          fetchPriority={isPriority ? 'high' : undefined}
          onError={() => {
            if (artUrl) setFailedUrl(artUrl);
          }}
        />
        <CardArtExtras
          title={title}
          durationMs={set?.durationMs}
          durationId={ids.duration}
          onPlay={onPlay}
        />
      </div>
      <span className={styles.title}>
        <Text component="span" weight="semibold" maxLines={2} title={title}>
          {/* Only the title is inside the link, so its name is exactly the visible title; the
              link stretches its hit area over the whole card. */}
          <Link
            href={href}
            variant="subtle"
            isStretched
            aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
          >
            {title}
          </Link>
        </Text>
      </span>
      {subtitle && (
        <span className={styles.subtitle} id={ids.subtitle}>
          <Text component="span" size="small" tone="muted" maxLines={2} title={subtitle}>
            {subtitle}
          </Text>
        </span>
      )}
      {set && <CardSetLines set={set} idPrefix={idPrefix} />}
      <CardTags tags={shownTags} genreList={genreList} id={ids.tags} />
      <span className={styles.end} />
    </div>
  );
});
