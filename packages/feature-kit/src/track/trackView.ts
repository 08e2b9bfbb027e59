import type { Track } from '@rabbithole/api-contract';
import { formatDate } from '../dates.ts';
import { mediaUrl } from '../media.ts';

export interface NamedLink {
  name: string;
  href: string;
}

const MIX_WORDS = {
  original_mix: 'Original Mix',
  remix: 'Remix',
  edit: 'Edit',
  ID: 'ID',
} as const satisfies Record<Track['mix_type'], string>;

/** The mixers' names joined by " & " (spec.md section 2), empty when there is none. */
export function mixerNames(track: Pick<Track, 'artists'>): string {
  return track.artists
    .filter((credit) => credit.role === 'mixer')
    .map((credit) => credit.artist_meta.name)
    .join(' & ');
}

/** What goes in parentheses after the title: "Kwame Osei Remix", "Original Mix", "ID". */
export function mixLabel(track: Pick<Track, 'artists' | 'mix_type' | 'mix_meta'>): string {
  const word = MIX_WORDS[track.mix_type];
  const mixers = mixerNames(track);
  if (mixers) return `${mixers} ${word}`;
  return track.mix_meta?.name ?? word;
}

/** The credited makers (producers, ID credits, features), each linking to the artist page. */
export function trackArtistLinks(track: Pick<Track, 'artists'>): NamedLink[] {
  return track.artists
    .filter((credit) => credit.role !== 'mixer')
    .map((credit) => ({
      name: credit.artist_meta.name,
      href: `/artists/${String(credit.artist_meta.id)}`,
    }));
}

/**
 * spec.md section 2, page title by mix_type: an original mix is "artist - title"; a remix or
 * an edit adds the mix name with Remix/Edit; an ID adds the set it was heard in.
 */
export function trackPageTitle(
  track: Pick<Track, 'artist' | 'title' | 'artists' | 'mix_type' | 'mix_meta' | 'set_meta'>,
): string {
  const base = `${track.artist} - ${track.title}`;
  switch (track.mix_type) {
    case 'original_mix':
      return base;
    case 'remix':
    case 'edit':
      return `${base} (${mixLabel(track)})`;
    case 'ID':
      return track.set_meta ? `${base} - ${track.set_meta.set_name}` : base;
  }
}

/** The `#genre` chip's target: the Discover Tracks list filtered to that genre. */
export function tracksOfGenreHref(genre: string): string {
  return `/tracks?genre=${encodeURIComponent(genre)}`;
}

export interface IdFacts {
  /** Once released: the track it turned out to be, named "{artist} – {title}". */
  releasedAs: NamedLink | null;
  foundIn: NamedLink | null;
  firstHeard: string | null;
}

/**
 * What an ID's page says of it: the track it was released as, if it was, where it was found and
 * when it was first heard; null for a track that never was an ID.
 */
export function idFacts(
  track: Pick<Track, 'mix_type' | 'set_meta' | 'first_heard_date' | 'released_as'>,
): IdFacts | null {
  if (track.mix_type !== 'ID') return null;
  const released = track.released_as;
  return {
    releasedAs: released
      ? { name: `${released.artist} – ${released.title}`, href: `/tracks/${String(released.id)}` }
      : null,
    foundIn: track.set_meta
      ? { name: track.set_meta.set_name, href: `/sets/${String(track.set_meta.id)}` }
      : null,
    firstHeard: formatDate(track.first_heard_date ?? track.set_meta?.release_date),
  };
}

export interface TrackPageMeta {
  title: string;
  description?: string;
  image?: string;
}

export function trackPageMeta(track: Track): TrackPageMeta {
  const image = mediaUrl(track.art_url_xl ?? track.art_url_sm);
  const facts = [track.genre, track.label_name, formatDate(track.release_date)].filter(Boolean);
  return {
    title: trackPageTitle(track),
    ...(facts.length > 0 ? { description: facts.join(' · ') } : {}),
    ...(image ? { image } : {}),
  };
}
