import type { Artist } from '@rabbithole/api-contract';
import type { EntityHeaderProps, TabItem } from '@rabbithole/design-system';
import { countLine } from '../entity-page/index.ts';
import { mediaUrl } from '../media.ts';

/** The artist page's tabs, in spec.md's order; also the values `?tab=` takes. */
export const ARTIST_TABS = ['sets', 'tracks', 'remixes', 'ids', 'labels'] as const;
export type ArtistTab = (typeof ARTIST_TABS)[number];

export function isArtistTab(value: string | null | undefined): value is ArtistTab {
  return ARTIST_TABS.includes(value as ArtistTab);
}

/** Tabs Sets, Tracks, Remixes, IDs, Labels with their counts; the Tabs drop those at 0. */
export function artistTabs(artist: Artist): TabItem[] {
  return [
    { id: 'sets', label: 'Sets', count: artist.set_count },
    { id: 'tracks', label: 'Tracks', count: artist.track_count },
    { id: 'remixes', label: 'Remixes', count: artist.remix_count },
    { id: 'ids', label: 'IDs', count: artist.id_count },
    { id: 'labels', label: 'Labels', count: artist.label_count },
  ] satisfies (TabItem & { id: ArtistTab })[];
}

/**
 * The header: portrait, name, "Founder of" and the labels, the counts, Follow/Following and the
 * likes toggle with the total of the listener's likes, read-only until engagement wires them.
 */
export function artistHeader(
  artist: Artist,
): Omit<EntityHeaderProps, 'actions' | 'children' | 'kind'> {
  const stats = artist.user_stats;
  return {
    title: artist.name,
    artUrl: mediaUrl(artist.art_url_xl ?? artist.art_url_sm),
    credits:
      artist.founded_label.length > 0
        ? [
            {
              label: 'Founder of',
              links: artist.founded_label.map((label) => ({
                name: label.name,
                href: `/labels/${label.id}`,
              })),
            },
          ]
        : [],
    stats: [
      { label: artist.set_count === 1 ? 'Set' : 'Sets', value: artist.set_count },
      { label: artist.track_count === 1 ? 'Track' : 'Tracks', value: artist.track_count },
      { label: artist.remix_count === 1 ? 'Remix' : 'Remixes', value: artist.remix_count },
      { label: artist.id_count === 1 ? 'ID' : 'IDs', value: artist.id_count },
      { label: artist.label_count === 1 ? 'Label' : 'Labels', value: artist.label_count },
    ],
    genres: artist.track_genres,
    genreList: '/artists',
    follow: { isFollowed: stats?.is_followed ?? false },
    likes: { isSelected: stats?.show_likes ?? false, count: stats?.total_user_likes ?? 0 },
  };
}

export interface ArtistPageMeta {
  title: string;
  description?: string;
  image?: string;
}

const DESCRIPTION_LENGTH = 200;

/** A preview's description: the start of the bio, else what the artist has on the site. */
function describe(artist: Artist): string {
  const bio = artist.bio?.replace(/\s+/g, ' ').trim();
  if (bio) {
    return bio.length > DESCRIPTION_LENGTH ? `${bio.slice(0, DESCRIPTION_LENGTH - 1)}…` : bio;
  }
  return [
    countLine(artist.set_count, 'Set', 'Sets'),
    countLine(artist.track_count, 'Track', 'Tracks'),
  ].join(' · ');
}

/** spec.md section 2: the tab is titled with the artist's name; the preview has title and image. */
export function artistPageMeta(artist: Artist): ArtistPageMeta {
  const image = mediaUrl(artist.art_url_xl ?? artist.art_url_sm ?? artist.default_img_xl);
  return {
    title: artist.name,
    description: describe(artist),
    ...(image ? { image } : {}),
  };
}
