import type { Artist, Label, Track } from '@rabbithole/api-contract';
import { cardTagLimit, type CardItem } from '@rabbithole/design-system';
import { mediaUrl } from '../media.ts';

/** A track as a card: title (with its mix name), the credit line, its genre (to /tracks?genre=). */
export function trackCardItem(track: Track): CardItem {
  return {
    id: track.id,
    title: track.mix_meta ? `${track.title} (${track.mix_meta.name})` : track.title,
    subtitle: track.artist,
    href: `/tracks/${track.id}`,
    artUrl: mediaUrl(track.art_url_sm ?? track.art_url_xl),
    tags: track.genre ? [track.genre] : [],
    genreList: '/tracks',
  };
}

/** An artist as a card: name, picture (else the catalog's default), the genres most played, each a link to the filtered Discover Artists. */
export function artistCardItem(artist: Artist): CardItem {
  return {
    id: artist.id,
    title: artist.name,
    href: `/artists/${artist.id}`,
    artUrl: mediaUrl(artist.art_url_sm ?? artist.art_url_xl ?? artist.default_img_xl),
    tags: artist.track_genres.slice(0, cardTagLimit),
    genreList: '/artists',
  };
}

/** A label as a card: name, logo or art (else the catalog's default), its main genres as links. */
export function labelCardItem(label: Label): CardItem {
  return {
    id: label.id,
    title: label.name,
    href: `/labels/${label.id}`,
    artUrl: mediaUrl(
      label.logo_url ?? label.art_url_sm ?? label.art_url_xl ?? label.default_img_xl,
    ),
    tags: label.track_genres.slice(0, cardTagLimit),
    genreList: '/labels',
  };
}
