import { useState } from 'react';
import * as styles from './Avatar.css';

export const avatarSizes = ['small', 'medium', 'large'] as const;
export type AvatarSize = (typeof avatarSizes)[number];

export interface AvatarProps {
  /** The user's name; its initials stand in when there is no picture. */
  name: string;
  /** Picture URL (`avatar_url`); missing, null or failing shows the initials. */
  src?: string | null;
  /**
   * `small` (40) beside a comment, `medium` (56) in lists, `large` (96) on a profile.
   * @default 'small'
   */
  size?: AvatarSize;
  /**
   * Say whose picture it is. Off by default: an avatar sits beside the name it belongs to, so
   * naming it again would be read twice.
   * @default false
   */
  isLabelled?: boolean;
}

/** Up to two initials: "Ellen Allien" → "EA", "dj_seinfeld" → "D". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words.slice(0, 1);
  return letters.map((word) => Array.from(word ?? '')[0]?.toUpperCase() ?? '').join('');
}

/** A user's round picture, with their initials when there is none. */
export function Avatar({ name, src = null, size = 'small', isLabelled = false }: AvatarProps) {
  // Remember which URL failed rather than a boolean, so a new src gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && src !== failedSrc;
  const label = isLabelled ? name : undefined;
  return (
    <span
      className={styles.avatar({ size })}
      role={label && !showImage ? 'img' : undefined}
      aria-label={label && !showImage ? label : undefined}
    >
      {showImage && src ? (
        <img
          className={styles.image}
          src={src}
          alt={label ?? ''}
          loading="lazy"
          decoding="async"
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <span aria-hidden="true">{initialsOf(name)}</span>
      )}
    </span>
  );
}
