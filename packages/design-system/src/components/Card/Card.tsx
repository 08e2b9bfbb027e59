import { useId, useState } from 'react';
import { Link } from 'react-aria-components';
import { defaultArt } from '../private/defaultArt';
import * as styles from './Card.css';

/** spec.md section 2: a card shows up to two tags; the rest are dropped rather than wrapped. */
export const maxCardTags = 2;

// Intrinsic size for the <img> attributes: only the ratio matters to the browser's layout.
const artSize = 320;

export interface CardProps {
  /** Shown in up to two lines; always the link's full accessible name. */
  title: string;
  /** A second line, e.g. the artist names. */
  subtitle?: string;
  /** Where the whole card links to. */
  href: string;
  /**
   * Cover art. Missing, null, or failing to load shows the default artwork instead.
   * @default null
   */
  artUrl?: string | null;
  /**
   * Small chips under the text, e.g. genres; only the first two are shown.
   * @default []
   */
  tags?: readonly string[];
}

/** The reusable card of the catalog lists: one link, named by the title, with art and tags. */
export function Card({ title, subtitle, href, artUrl = null, tags = [] }: CardProps) {
  const detailsId = useId();
  // Remember which URL failed rather than a boolean, so a new artUrl gets its own chance to load.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const src = artUrl && artUrl !== failedUrl ? artUrl : defaultArt;
  const shownTags = tags.slice(0, maxCardTags);
  const hasDetails = Boolean(subtitle) || shownTags.length > 0;

  return (
    <div className={styles.card}>
      <div className={styles.art}>
        <img
          className={styles.image}
          src={src}
          alt=""
          width={artSize}
          height={artSize}
          loading="lazy"
          decoding="async"
          onError={() => {
            if (artUrl) setFailedUrl(artUrl);
          }}
        />
      </div>
      <div className={styles.body}>
        <span className={styles.title} title={title}>
          {/* Only the title is inside the link, so its name is exactly the visible title; a
              pseudo-element stretches its hit area over the whole card. */}
          <Link
            href={href}
            className={styles.link}
            aria-describedby={hasDetails ? detailsId : undefined}
          >
            {title}
          </Link>
        </span>
        {hasDetails && (
          <span id={detailsId} className={styles.details}>
            {subtitle && <span className={styles.subtitle}>{subtitle}</span>}
            {shownTags.length > 0 && (
              <span className={styles.tags}>
                {shownTags.map((tag) => (
                  <span key={tag} className={styles.tag}>
                    {tag}
                  </span>
                ))}
              </span>
            )}
          </span>
        )}
      </div>
    </div>
  );
}
