import { useId, useState } from 'react';
import { Box } from '../Box/Box';
import { Link } from '../Link/Link';
import { Text } from '../Text/Text';
import { defaultArt } from '../private/defaultArt';
import * as styles from './Card.css';

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
   * Small chips under the text, e.g. genres; only the first `cardTagLimit` are shown.
   * @default []
   */
  tags?: readonly string[];
}

export type CardProps = Omit<CardItem, 'id'>;

// Intrinsic size for the <img> attributes: only the ratio matters to the browser's layout.
const artSize = 320;

/** The reusable card of the catalog lists: one link, named by the title, with art and tags. */
export function Card({ title, subtitle, href, artUrl = null, tags = [] }: CardProps) {
  const detailsId = useId();
  // Remember which URL failed rather than a boolean, so a new artUrl gets its own chance to load.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const src = artUrl && artUrl !== failedUrl ? artUrl : defaultArt;
  const shownTags = tags.slice(0, cardTagLimit);
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
      <Box
        display="flex"
        flexDirection="column"
        gap="xsmall"
        minWidth="0"
        paddingX="small"
        paddingTop="small"
        paddingBottom="medium"
      >
        <Text component="span" weight="semibold" maxLines={2} title={title}>
          {/* Only the title is inside the link, so its name is exactly the visible title; the
              link stretches its hit area over the whole card. */}
          <Link
            href={href}
            variant="subtle"
            isStretched
            aria-describedby={hasDetails ? detailsId : undefined}
          >
            {title}
          </Link>
        </Text>
        {hasDetails && (
          <Box
            component="span"
            id={detailsId}
            display="flex"
            flexDirection="column"
            gap="xsmall"
            minWidth="0"
          >
            {subtitle && (
              <Text component="span" size="small" tone="muted" maxLines={1}>
                {subtitle}
              </Text>
            )}
            {shownTags.length > 0 && (
              <Box component="span" className={styles.tags}>
                {shownTags.map((tag) => (
                  <span key={tag} className={styles.tag} title={tag}>
                    <Text
                      component="span"
                      size="caption"
                      weight="medium"
                      tone="inherit"
                      maxLines={1}
                    >
                      {tag}
                    </Text>
                  </span>
                ))}
              </Box>
            )}
          </Box>
        )}
      </Box>
    </div>
  );
}
