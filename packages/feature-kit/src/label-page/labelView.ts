import type { Label } from '@rabbithole/api-contract';
import type { EntityHeaderProps, TabItem } from '@rabbithole/design-system';
import { countLine } from '../entity-page/index.ts';
import { mediaUrl } from '../media.ts';

/** The label page's tabs, in spec.md's order; also the values `?tab=` takes. */
export const LABEL_TABS = ['sets', 'tracks', 'artists'] as const;
export type LabelTab = (typeof LABEL_TABS)[number];

export function isLabelTab(value: string | null | undefined): value is LabelTab {
  return LABEL_TABS.includes(value as LabelTab);
}

/** Tabs Sets, Tracks, Artists with their counts; the Tabs drop those at 0. */
export function labelTabs(label: Label): TabItem[] {
  return [
    { id: 'sets', label: 'Sets', count: label.set_count },
    { id: 'tracks', label: 'Tracks', count: label.track_count },
    { id: 'artists', label: 'Artists', count: label.artist_count },
  ] satisfies (TabItem & { id: LabelTab })[];
}

/** spec.md section 2: a Bio only for a record label; any other curator gets the curator panel. */
export function isRecordLabel(label: Pick<Label, 'sponsor_type'>): boolean {
  return label.sponsor_type === 'label_meta';
}

/** The logo first, then the art: what stands for the label in its header and previews. */
const pictureOf = (label: Label) => label.logo_url ?? label.art_url_xl ?? label.art_url_sm;

/**
 * The header: logo or art, name, "Founded by" and the artists, the counts, Follow/Following and
 * the likes toggle with the total of the listener's likes, read-only until engagement wires them.
 * A curator that is not a record label (a promoter, a venue) says so above its name.
 */
export function labelHeader(
  label: Label,
): Omit<EntityHeaderProps, 'actions' | 'children' | 'kind'> {
  const stats = label.user_label_stats;
  return {
    title: label.name,
    ...(isRecordLabel(label) ? {} : { eyebrow: 'Curator' }),
    artUrl: mediaUrl(pictureOf(label)),
    credits:
      label.label_boss.length > 0
        ? [
            {
              label: 'Founded by',
              links: label.label_boss.map((artist) => ({
                name: artist.name,
                href: `/artists/${artist.id}`,
              })),
            },
          ]
        : [],
    stats: [
      { label: label.set_count === 1 ? 'Set' : 'Sets', value: label.set_count },
      { label: label.track_count === 1 ? 'Track' : 'Tracks', value: label.track_count },
      { label: label.artist_count === 1 ? 'Artist' : 'Artists', value: label.artist_count },
    ],
    genres: label.track_genres,
    genreList: '/labels',
    follow: { isFollowed: stats?.is_followed ?? false },
    likes: { isSelected: stats?.show_likes ?? false, count: stats?.total_user_likes ?? 0 },
  };
}

export interface LabelPageMeta {
  title: string;
  description?: string;
  image?: string;
}

const DESCRIPTION_LENGTH = 200;

function describe(label: Label): string {
  const bio = isRecordLabel(label) ? label.bio?.replace(/\s+/g, ' ').trim() : undefined;
  if (bio) {
    return bio.length > DESCRIPTION_LENGTH ? `${bio.slice(0, DESCRIPTION_LENGTH - 1)}…` : bio;
  }
  return [
    countLine(label.set_count, 'Set', 'Sets'),
    countLine(label.track_count, 'Track', 'Tracks'),
  ].join(' · ');
}

/** The tab is titled with the label's name; the social preview has its title and picture. */
export function labelPageMeta(label: Label): LabelPageMeta {
  const image = mediaUrl(pictureOf(label) ?? label.default_img_xl);
  return {
    title: label.name,
    description: describe(label),
    ...(image ? { image } : {}),
  };
}
