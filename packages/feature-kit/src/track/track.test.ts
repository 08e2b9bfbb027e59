import { TRACK_FIXTURES, makeTrack } from '@rabbithole/mocks/node';
import { describe, expect, it } from 'vitest';
import { trackSetsQuery, trackRequest } from './api.ts';
import {
  idFacts,
  mixLabel,
  mixerNames,
  trackArtistLinks,
  trackPageMeta,
  trackPageTitle,
  tracksOfGenreHref,
} from './trackView.ts';

const byType = (type: string) => TRACK_FIXTURES.find((track) => track.mix_type === type)!;

describe('track requests', () => {
  it('key the track and its sets by their URLs', () => {
    expect(trackRequest(7).key).toBe('/api/tracks/7');
    expect(trackSetsQuery(7).getKey(1, null)).toBe('/api/tracks/7/sets?offset=20&limit=20');
  });
});

describe('track titles by mix_type (spec.md section 2)', () => {
  it('an original mix is "artist - title"', () => {
    const track = byType('original_mix');
    expect(trackPageTitle(track)).toBe(`${track.artist} - ${track.title}`);
  });

  it('a remix or an edit adds the mixers and Remix/Edit', () => {
    const remix = byType('remix');
    const mixer = remix.artists.find((credit) => credit.role === 'mixer')!.artist_meta.name;
    expect(mixLabel(remix)).toBe(`${mixer} Remix`);
    expect(trackPageTitle(remix)).toBe(`${remix.artist} - ${remix.title} (${mixer} Remix)`);
    expect(mixLabel(byType('edit'))).toMatch(/ Edit$/);
  });

  it('joins several mixers with " & "', () => {
    const track = makeTrack({
      mix_type: 'remix',
      artists: [
        { id: 1, role: 'producer', artist_meta: { id: 1, name: 'A' } },
        { id: 2, role: 'mixer', artist_meta: { id: 2, name: 'B' } },
        { id: 3, role: 'mixer', artist_meta: { id: 3, name: 'C' } },
      ],
    });
    expect(mixerNames(track)).toBe('B & C');
    expect(mixLabel(track)).toBe('B & C Remix');
    expect(trackArtistLinks(track)).toEqual([{ name: 'A', href: '/artists/1' }]);
  });

  it('an ID adds the set it was heard in, and says where and when', () => {
    const id = byType('ID');
    expect(trackPageTitle(id)).toBe(`${id.artist} - ID - ${id.set_meta!.set_name}`);
    const facts = idFacts(id);
    expect(facts?.foundIn).toEqual({
      name: id.set_meta!.set_name,
      href: `/sets/${id.set_meta!.id}`,
    });
    expect(facts?.firstHeard).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    expect(facts?.releasedAs).toBeNull();
    expect(idFacts(byType('original_mix'))).toBeNull();
  });

  it('a released ID links to the track it turned out to be', () => {
    const released = { id: 42, title: 'Night Bus', artist: 'Lumen Drift' };
    expect(idFacts({ ...byType('ID'), released_as: released })?.releasedAs).toEqual({
      name: 'Lumen Drift – Night Bus',
      href: '/tracks/42',
    });
  });
});

describe('track page meta', () => {
  it('titles the page and describes it with genre, label and release day en-US', () => {
    const track = makeTrack({
      genre: 'Techno',
      label_name: 'Low Orbit',
      release_date: '2024-03-05',
      art_url_xl: 'tracks/1.jpg',
    });
    expect(trackPageMeta(track)).toEqual({
      title: trackPageTitle(track),
      description: 'Techno · Low Orbit · Mar 5, 2024',
      image: '/media/tracks/1.jpg',
    });
  });

  it('sends the genre chip to the filtered Discover Tracks list', () => {
    expect(tracksOfGenreHref('Melodic House & Techno')).toBe(
      '/tracks?genre=Melodic%20House%20%26%20Techno',
    );
  });
});
