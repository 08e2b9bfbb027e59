import type { TracklistItem } from '../TracklistTable/TracklistTable';
import { placeholderArt } from './storyFixtures';

const tracks = [
  ['Age Of Love', ['Age Of Love'], ['Charlotte de Witte', 'Enrico Sangiuliano'], 'remix', 'Techno'],
  [
    'Strings Of Life',
    ['Rhythim Is Rhythim'],
    [],
    'original_mix',
    'Electro (Classic / Detroit / Modern)',
  ],
  ['Xtal', ['Aphex Twin'], [], 'original_mix', 'Electronica'],
  ['Cola', ['CamelPhat', 'Elderbrook'], ['Solomun'], 'edit', 'Tech House'],
  ['ID', ['ID'], [], 'ID', null],
  ['Innerbloom', ['RÜFÜS DU SOL'], ['Lane 8'], 'remix', 'Melodic House & Techno'],
] as const;

/** `count` track rows cycling through real-sounding tracks; ids continue from `start`. */
export function sampleTracks(count: number, start = 1): TracklistItem[] {
  return Array.from({ length: count }, (_, index) => {
    const [title, artists, mixers, mixType, genre] = tracks[index % tracks.length] ?? tracks[0];
    const id = start + index;
    return {
      id,
      position: id,
      title,
      href: `/tracks/${id}`,
      artUrl: placeholderArt((id * 47) % 360),
      artists: artists.map((name, n) => ({ name, href: `/artists/${id * 10 + n}` })),
      mixers,
      mixType,
      label: mixType === 'ID' ? null : { name: 'Drumcode', href: '/labels/3' },
      released: mixType === 'ID' ? null : 'Mar 14, 2025',
      genre:
        genre === null ? null : { name: genre, href: `/tracks?genre=${encodeURIComponent(genre)}` },
      musicalKey: mixType === 'ID' ? null : 'F# min',
      bpm: mixType === 'ID' ? null : 124 + (id % 6),
      likes: id === 2 ? 1234 : id * 7,
      isLiked: id === 3,
    };
  });
}

export interface SampleArtist {
  id: number;
  name: string;
  artUrl: string;
  sets: number;
  tracks: number;
  remixes: number;
}

const artistNames = [
  'Ellen Allien',
  'Peggy Gou',
  'Four Tet',
  'Nina Kraviz',
  'Ben Böhmer',
  'Honey Dijon',
  'DJ Seinfeld',
  'Call Super',
] as const;

export function sampleArtists(count: number): SampleArtist[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: artistNames[index % artistNames.length] ?? artistNames[0],
    artUrl: placeholderArt((index * 53) % 360),
    sets: 40 - index,
    tracks: 120 - index * 3,
    remixes: index * 2,
  }));
}
