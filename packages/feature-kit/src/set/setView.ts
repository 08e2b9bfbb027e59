import type { SetDetail, SetSummary } from '@rabbithole/api-contract';
import { formatDate } from '../dates.ts';
import { mediaUrl } from '../media.ts';

/** spec.md section 9: the set page shows at most 3 genre chips. */
export const SET_GENRE_LIMIT = 3;

export interface NamedLink {
  name: string;
  href: string;
}

/** The set's own genre first, then its tracks' genres, each once, at most three. */
export function setGenres(set: Pick<SetSummary, 'genre' | 'track_genres'>): string[] {
  const genres = set.genre ? [set.genre, ...set.track_genres] : set.track_genres;
  return [...new Set(genres)].slice(0, SET_GENRE_LIMIT);
}

/** spec.md section 2: an artist curator links to its artist page, any other to its label page. */
export function curatorLink(set: Pick<SetSummary, 'set_sponsors'>): NamedLink | null {
  const sponsor = set.set_sponsors[0];
  if (!sponsor) return null;
  const base = sponsor.sponsor_type === 'artist' ? '/artists' : '/labels';
  return { name: sponsor.sponsor, href: `${base}/${String(sponsor.sponsor_id)}` };
}

export function artistLinks(set: Pick<SetSummary, 'artists'>): NamedLink[] {
  return set.artists.map((artist) => ({
    name: artist.name,
    href: `/artists/${String(artist.id)}`,
  }));
}

/** "Identified Tracks" as identified/total, e.g. "12/14". */
export function identifiedTracks(
  set: Pick<SetSummary, 'track_confirmed_count' | 'track_count'>,
): string {
  return `${String(set.track_confirmed_count)}/${String(set.track_count)}`;
}

/** The recorded day en-US; the publishing day stands in when the recording day is unknown. */
export function recordedDate(set: Pick<SetDetail, 'recorded_date' | 'release_date'>): string {
  return formatDate(set.recorded_date ?? set.release_date) ?? '';
}

export interface SetPageMeta {
  title: string;
  description?: string;
  image?: string;
}

/** The tab title and social preview of a set page: its name and artists, its art. */
export function setPageMeta(set: SetDetail): SetPageMeta {
  const image = mediaUrl(set.art_url_xl ?? set.art_url);
  const description = set.description ?? `${set.set_name} by ${set.artist}`;
  return { title: `${set.set_name} - ${set.artist}`, description, ...(image ? { image } : {}) };
}
