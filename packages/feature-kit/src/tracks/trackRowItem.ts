import type { Track } from '@rabbithole/api-contract';
import { genreHref, type TracklistItem } from '@rabbithole/design-system';
import { formatDate } from '../dates.ts';
import { mediaUrl } from '../media.ts';

/**
 * A track as a TracklistTable row. `position` is the track's place in a set (set pages pass
 * `track_position`); artists link to their pages, mixers are named in the credit line.
 */
export function trackRowItem(track: Track, position?: number): TracklistItem {
  const credits = track.artists.filter((credit) => credit.role !== 'mixer');
  return {
    id: track.id,
    ...(position === undefined ? {} : { position }),
    title: track.title,
    href: `/tracks/${track.id}`,
    artUrl: mediaUrl(track.art_url_sm ?? track.art_url_xl),
    artists:
      credits.length > 0
        ? credits.map((credit) => ({
            name: credit.artist_meta.name,
            href: `/artists/${credit.artist_meta.id}`,
          }))
        : [{ name: track.artist }],
    mixers: track.artists
      .filter((credit) => credit.role === 'mixer')
      .map((credit) => credit.artist_meta.name),
    mixType: track.mix_type,
    label:
      track.label_name === null
        ? null
        : {
            name: track.label_name,
            ...(track.label_meta_id === null ? {} : { href: `/labels/${track.label_meta_id}` }),
          },
    released: formatDate(track.release_date),
    genre:
      track.genre === null ? null : { name: track.genre, href: genreHref('/tracks', track.genre) },
    musicalKey: track.key,
    bpm: track.bpm,
    likes: track.likes,
    // The listener's own like (PUT /favs/track/{id}/likes), not their favourite.
    isLiked: (track.user_fav?.user_likes ?? 0) > 0,
    // Watching an ID is favouriting it (PUT /favs/track/{id}).
    ...(track.mix_type === 'ID' ? { isWatched: track.user_fav?.is_fav ?? false } : {}),
  };
}
