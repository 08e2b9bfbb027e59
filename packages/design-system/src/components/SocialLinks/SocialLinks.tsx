import type { ReactNode } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import { InstagramIcon, SoundCloudIcon } from '../private/icons';
import {
  BeatportIcon,
  FacebookIcon,
  SpotifyIcon,
  TwitterIcon,
  WebsiteIcon,
  YouTubeIcon,
} from './socialIcons';
import * as styles from './SocialLinks.css';

/** The social fields of an artist or label (spec.md section 3), in the order they are shown. */
export const socialNetworks = [
  'beatport',
  'soundcloud',
  'spotify',
  'instagram',
  'facebook',
  'twitter',
  'youtube',
  'website',
] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

const networks: Record<SocialNetwork, { name: string; icon: ReactNode }> = {
  beatport: { name: 'Beatport', icon: <BeatportIcon /> },
  soundcloud: { name: 'SoundCloud', icon: <SoundCloudIcon /> },
  spotify: { name: 'Spotify', icon: <SpotifyIcon /> },
  instagram: { name: 'Instagram', icon: <InstagramIcon /> },
  facebook: { name: 'Facebook', icon: <FacebookIcon /> },
  twitter: { name: 'Twitter', icon: <TwitterIcon /> },
  youtube: { name: 'YouTube', icon: <YouTubeIcon /> },
  website: { name: 'Website', icon: <WebsiteIcon /> },
};

export interface SocialLinksProps {
  /**
   * URLs by network, straight from the entity's social fields; null or empty ones are skipped,
   * and so is anything that is not an http(s) URL.
   */
  links: Partial<Record<SocialNetwork, string | null>>;
  /** Whose links these are, for the list's name ("Ellen Allien on the web"). */
  ownerName: string;
}

// Catalog data comes from imports: a `javascript:` URL in a social field must never become a link.
const isWebUrl = (value: string): boolean => {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
};

/**
 * A row of icon links to an artist's or label's pages elsewhere, each named by its network and
 * opening in a new tab. Renders nothing when there are none.
 */
export function SocialLinks({ links, ownerName }: SocialLinksProps) {
  const shown = socialNetworks.flatMap((network) => {
    const url = links[network];
    return url && isWebUrl(url) ? [{ network, url }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={`${ownerName} on the web`}>
      {shown.map(({ network, url }) => (
        <li key={network}>
          <AriaLink
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className={styles.link}
            aria-label={networks[network].name}
          >
            <span className={styles.icon}>{networks[network].icon}</span>
          </AriaLink>
        </li>
      ))}
    </ul>
  );
}
