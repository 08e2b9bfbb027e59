import { makeArtist } from '@rabbithole/mocks/node';
import { describe, expect, it } from 'vitest';
import { artistIdsQuery, artistLabelsQuery, artistRequest, artistSetsQuery } from './api.ts';
import { artistHeader, artistPageMeta, artistTabs, isArtistTab } from './artistView.ts';

describe('artist requests', () => {
  it('key the artist and its tabs by their URLs, 20 a page', () => {
    expect(artistRequest(7).key).toBe('/api/artists/7');
    expect(artistSetsQuery(7).getKey(0, null)).toBe('/api/artists/7/sets?offset=0&limit=20');
    expect(artistIdsQuery(7).getKey(1, null)).toBe('/api/artists/7/ids?offset=20&limit=20');
    expect(artistLabelsQuery(7).getKey(2, null)).toBe('/api/artists/7/labels?offset=40&limit=20');
  });
});

describe('artist page', () => {
  it('has the five tabs of spec.md in order, each with its count', () => {
    const artist = makeArtist({
      set_count: 3,
      track_count: 0,
      remix_count: 1,
      id_count: 2,
      label_count: 4,
    });
    expect(artistTabs(artist).map(({ label, count }) => [label, count])).toEqual([
      ['Sets', 3],
      ['Tracks', 0],
      ['Remixes', 1],
      ['IDs', 2],
      ['Labels', 4],
    ]);
    expect(isArtistTab('ids')).toBe(true);
    expect(isArtistTab('comments')).toBe(false);
    expect(isArtistTab(null)).toBe(false);
  });

  it('credits the founded labels and shows the listener’s follow and likes', () => {
    const artist = makeArtist({
      founded_label: [{ id: 101, name: 'Nightshift Audio' }],
      user_stats: { is_followed: true, show_likes: true, total_user_likes: 1200 },
    });
    const header = artistHeader(artist);
    expect(header.credits).toEqual([
      { label: 'Founder of', links: [{ name: 'Nightshift Audio', href: '/labels/101' }] },
    ]);
    expect(header.follow).toEqual({ isFollowed: true });
    expect(header.likes).toEqual({ isSelected: true, count: 1200 });
    expect(artistHeader(makeArtist({ user_stats: null })).follow).toEqual({ isFollowed: false });
  });

  it('titles the page with the name and previews the bio and portrait', () => {
    const artist = makeArtist({
      name: 'Mira',
      bio: 'Berlin  DJ.\nProducer.',
      art_url_xl: 'a/1.jpg',
    });
    expect(artistPageMeta(artist)).toEqual({
      title: 'Mira',
      description: 'Berlin DJ. Producer.',
      image: '/media/a/1.jpg',
    });
    const quiet = makeArtist({ bio: null, set_count: 1, track_count: 12 });
    expect(artistPageMeta(quiet).description).toBe('1 Set · 12 Tracks');
  });
});
