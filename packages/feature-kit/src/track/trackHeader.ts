import type { Track } from '@rabbithole/api-contract';
import type { EntityDetail, EntityHeaderProps } from '@rabbithole/design-system';
import { formatDate } from '../dates.ts';
import { mediaUrl } from '../media.ts';
import { idFacts, mixLabel, trackArtistLinks } from './trackView.ts';

/** spec.md section 9: without a purchase_url, Buy searches a store for artist and title. */
export function purchaseUrl(track: Pick<Track, 'purchase_url' | 'artist' | 'title'>): string {
  return (
    track.purchase_url ??
    `https://www.beatport.com/search?q=${encodeURIComponent(`${track.artist} ${track.title}`)}`
  );
}

/** The heading: the title, plus the mixers and Remix/Edit for a remix or an edit. */
export function trackHeading(track: Pick<Track, 'title' | 'artists' | 'mix_type' | 'mix_meta'>) {
  return track.mix_type === 'remix' || track.mix_type === 'edit'
    ? `${track.title} (${mixLabel(track)})`
    : track.title;
}

function details(track: Track): EntityDetail[] {
  const id = idFacts(track);
  if (id) {
    return [
      ...(id.releasedAs
        ? [{ label: 'Released as', value: id.releasedAs.name, href: id.releasedAs.href }]
        : []),
      ...(id.foundIn ? [{ label: 'Found in', value: id.foundIn.name, href: id.foundIn.href }] : []),
      ...(id.firstHeard ? [{ label: 'First Heard', value: id.firstHeard }] : []),
    ];
  }
  const released = formatDate(track.release_date);
  return [
    ...(track.label_name
      ? [
          {
            label: 'Label',
            value: track.label_name,
            ...(track.label_meta_id === null
              ? {}
              : { href: `/labels/${String(track.label_meta_id)}` }),
          },
        ]
      : []),
    ...(released ? [{ label: 'Released Date', value: released }] : []),
    ...(track.bpm === null ? [] : [{ label: 'BPM', value: String(track.bpm) }]),
    ...(track.key === null ? [] : [{ label: 'Key', value: track.key }]),
  ];
}

/**
 * The track page's header: artists, title with its mix, the facts of a released track (Label,
 * Released Date, BPM, Key, the `#genre` chip) or of an ID ("Released as" once it is, "Found in",
 * "First Heard"), and the
 * favourite and like toggles' stored state (the page's engagement hook makes them pressable).
 */
export function trackHeader(
  track: Track,
): Omit<EntityHeaderProps, 'actions' | 'children' | 'kind'> {
  const isId = track.mix_type === 'ID';
  return {
    title: trackHeading(track),
    ...(isId ? { eyebrow: 'ID' } : {}),
    artUrl: mediaUrl(track.art_url_xl ?? track.art_url_sm),
    byline: trackArtistLinks(track),
    details: details(track),
    genres: !isId && track.genre ? [track.genre] : [],
    genreList: '/tracks',
    genreHash: true,
    favourite: { isSelected: track.user_fav?.is_fav ?? track.is_fav },
    likes: { isSelected: (track.user_fav?.user_likes ?? 0) > 0, count: track.likes },
  };
}
