import { GENRES } from '@rabbithole/api-contract';
import { artPath } from './art.ts';
import type { ArtistRow, Catalog, LabelRow } from './catalog-rows.ts';
import * as names from './names.ts';
import type { Random } from './prng.ts';

/** Fills {placeholders} in a fragment; unknown ones are left for the caller to notice in tests. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}

export const handleOf = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

function uniqueArtistNames(random: Random, count: number): string[] {
  const found = new Set<string>();
  while (found.size < count) {
    const roll = random.next();
    found.add(
      roll < 0.5
        ? `${random.pick(names.ARTIST_FIRST)} ${random.pick(names.ARTIST_LAST)}`
        : roll < 0.8
          ? `${random.pick(names.ALIAS_A)} ${random.pick(names.ALIAS_B)}`
          : roll < 0.9
            ? `${random.pick(names.ALIAS_A)}${random.pick(names.ALIAS_B).toLowerCase()}`
            : `DJ ${random.pick(names.ALIAS_A)}`,
    );
  }
  return [...found];
}

/** A few of the eight social links, each on the service's real URL pattern. */
function socials(random: Random, handle: string, probability: number): Partial<ArtistRow> {
  const links: Partial<ArtistRow> = {};
  if (random.chance(probability)) links.soundcloud = `https://soundcloud.com/${handle}`;
  if (random.chance(probability)) links.instagram = `https://www.instagram.com/${handle}`;
  if (random.chance(probability * 0.7))
    links.beatport = `https://www.beatport.com/artist/${handle}`;
  if (random.chance(probability * 0.6)) links.spotify = `https://open.spotify.com/artist/${handle}`;
  if (random.chance(probability * 0.4)) links.facebook = `https://www.facebook.com/${handle}`;
  if (random.chance(probability * 0.3)) links.twitter = `https://x.com/${handle}`;
  if (random.chance(probability * 0.3)) links.youtube = `https://www.youtube.com/@${handle}`;
  if (random.chance(probability * 0.4)) links.website = `https://${handle}.net`;
  return links;
}

export function addLabels(random: Random, catalog: Catalog): void {
  const all = [
    ...names.LABELS.map((name) => ({ name, kind: null })),
    ...names.CURATORS.map((name, index) => ({ name, kind: names.CURATOR_KINDS[index] ?? 'venue' })),
  ];
  for (const [index, { name, kind }] of all.entries()) {
    const id = index + 1;
    const city = random.pick(names.CITIES);
    const row: LabelRow = {
      id,
      name,
      sponsor_type: kind === null ? 'label_meta' : 'other',
      // spec.md section 3: only label_meta labels carry a bio.
      bio:
        kind === null
          ? fill(random.pick(names.LABEL_BIOS), {
              name,
              city,
              genre: random.pick(GENRES),
              genre2: random.pick(GENRES),
              year: String(random.int(1996, 2021)),
            })
          : null,
      art_url_sm: artPath('labels', id),
      art_url_xl: artPath('labels', id),
      logo_url: artPath('labels', id),
      ...socials(random, handleOf(name), kind === null ? 0.8 : 0.6),
    };
    catalog.labels.push(row);
  }
}

/** Artists with bios from fragments; label bosses are drawn once both lists exist. */
export function addArtists(random: Random, catalog: Catalog, count: number): void {
  const labelNames = catalog.labels.filter((l) => l.sponsor_type === 'label_meta');
  const curatorNames = catalog.labels.filter((l) => l.sponsor_type === 'other');
  for (const [index, name] of uniqueArtistNames(random, count).entries()) {
    const id = index + 1;
    const values = {
      name,
      city: random.pick(names.CITIES),
      city2: random.pick(names.CITIES),
      genre: random.pick(GENRES),
      genre2: random.pick(GENRES),
      year: String(random.int(1994, 2020)),
      label: random.pick(labelNames).name,
      curator: random.pick(curatorNames).name,
    };
    const details = random.sample(names.BIO_DETAILS, random.int(1, 2));
    const bio = [random.pick(names.BIO_OPENINGS), ...details, random.pick(names.BIO_CLOSINGS)]
      .filter(Boolean)
      .map((part) => fill(part, values))
      .join(' ');
    catalog.artists.push({
      id,
      name,
      bio,
      art_url_sm: artPath('artists', id),
      art_url_xl: artPath('artists', id),
      ...socials(random, handleOf(name), 0.75),
    });
  }
  // Label bosses: one or two artists behind every record label and some curators.
  for (const label of catalog.labels) {
    if (label.sponsor_type === 'other' && random.chance(0.5)) continue;
    for (const artist of random.sample(catalog.artists, random.int(1, 2))) {
      catalog.label_founders.push({ label_id: label.id, artist_id: artist.id });
    }
  }
}
