import { useState, type ReactNode } from 'react';
import { ToggleButton } from 'react-aria-components';
import { defaultArt } from '../private/defaultArt';
import { starPath } from '../private/entityIcons';
import { cappedCount } from '../SortableTable/sort';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './TracklistTable.css';

/** The mix types of spec.md section 3 and how a credit names them. */
export const trackMixTypes = ['original_mix', 'remix', 'edit', 'ID'] as const;
export type TrackMixType = (typeof trackMixTypes)[number];
const mixTypeNames: Record<TrackMixType, string> = {
  original_mix: 'Original Mix',
  remix: 'Remix',
  edit: 'Edit',
  ID: 'ID',
};

/**
 * spec.md section 2: "mixer credits written as the mixer names joined by ' & ' plus the mix type
 * in parentheses"; null when no mixer is credited (an original mix or an ID).
 */
export function mixCredit(mixers: readonly string[], mixType: TrackMixType): string | null {
  if (mixers.length === 0) return null;
  return `${mixers.join(' & ')} (${mixTypeNames[mixType]})`;
}

/** A row's cover: a fixed square, the default art when missing or broken; never any text. */
export function TrackArt({ url }: { url: string | null | undefined }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const src = url && url !== failedUrl ? url : defaultArt;
  return (
    <img
      className={styles.art}
      src={src}
      alt=""
      width={40}
      height={40}
      loading="lazy"
      decoding="async"
      onError={() => {
        if (url) setFailedUrl(url);
      }}
    />
  );
}

/** Three bars that bounce while the row's track is the one playing (still under reduced motion). */
export function NowPlaying() {
  return (
    <span className={styles.nowPlaying}>
      <span className={styles.nowPlayingBar} aria-hidden="true" />
      <span className={styles.nowPlayingBar} aria-hidden="true" />
      <span className={styles.nowPlayingBar} aria-hidden="true" />
      <VisuallyHidden>Now playing</VisuallyHidden>
    </span>
  );
}

const heartPath =
  'M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.1 0 3.6 1.1 5.2 3 1.6-1.9 3.1-3 5.2-3 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21z';

/** A row toggle's 16 px glyph: outlined, or filled while the toggle is on. */
const RowGlyph = ({ path, isFilled }: { path: string; isFilled: boolean }) => (
  <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
    <path
      d={path}
      fill={isFilled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    />
  </svg>
);

interface RowToggleProps {
  /** Accessible name; the same in both states (aria-pressed tells them apart). */
  label: string;
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  children: ReactNode;
}

/** A row's small pill toggle (like, watch), drawn in the accent colour while on. */
function RowToggle({ label, isSelected, onChange, children }: RowToggleProps) {
  return (
    <ToggleButton
      className={styles.rowToggle}
      isSelected={isSelected}
      onChange={onChange}
      aria-label={label}
    >
      {children}
    </ToggleButton>
  );
}

interface LikeButtonProps {
  title: string;
  likes: number;
  isLiked: boolean;
  onChange: ((isLiked: boolean) => void) | undefined;
}

/** The like toggle with its count (capped at 999); read-only text when nothing handles it. */
export function LikeButton({ title, likes, isLiked, onChange }: LikeButtonProps) {
  const count = cappedCount(likes);
  if (!onChange) {
    return (
      <span className={`${styles.rowToggle} ${styles.likeReadOnly}`}>
        <RowGlyph path={heartPath} isFilled={isLiked} />
        <span aria-hidden="true">{count}</span>
        <VisuallyHidden>{`${count} likes`}</VisuallyHidden>
      </span>
    );
  }
  return (
    <RowToggle label={`Like ${title}, ${count} likes`} isSelected={isLiked} onChange={onChange}>
      <RowGlyph path={heartPath} isFilled={isLiked} />
      <span aria-hidden="true">{count}</span>
    </RowToggle>
  );
}

interface WatchButtonProps {
  title: string;
  artists: readonly { name: string }[];
  isWatched: boolean;
  onChange: (isWatched: boolean) => void;
}

/**
 * An ID's watch toggle (a star, as its page's favourite): the listener hears when the ID is
 * released. Named by title and artists, since IDs are mostly all titled "ID".
 */
export function WatchButton({ title, artists, isWatched, onChange }: WatchButtonProps) {
  const names = artists.map((artist) => artist.name).join(', ');
  return (
    <RowToggle
      label={names ? `Watch ${title} by ${names}` : `Watch ${title}`}
      isSelected={isWatched}
      onChange={onChange}
    >
      <RowGlyph path={starPath} isFilled={isWatched} />
    </RowToggle>
  );
}
