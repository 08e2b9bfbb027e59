import { makeSet } from '@rabbithole/mocks/node';
import { describe, expect, it } from 'vitest';
import { setRequest } from './api.ts';
import { curatorLink, identifiedTracks, recordedDate, setGenres, setPageMeta } from './setView.ts';

describe('the set page', () => {
  it('keys the set by its URL', () => {
    expect(setRequest(12).key).toBe('/api/sets/12');
  });

  it("shows the set genre first, then its tracks' genres, at most 3, none twice", () => {
    expect(
      setGenres({ genre: 'Techno', track_genres: ['Techno', 'House', 'Trance', 'Electronica'] }),
    ).toEqual(['Techno', 'House', 'Trance']);
    expect(setGenres({ genre: null, track_genres: ['Trance'] })).toEqual(['Trance']);
  });

  it('links the curator by sponsor type', () => {
    const sponsor = (sponsor_type: 'artist' | 'label') => ({
      set_sponsors: [{ sponsor: 'Someone', sponsor_id: 9, sponsor_type }],
    });
    expect(curatorLink(sponsor('artist'))).toEqual({ name: 'Someone', href: '/artists/9' });
    expect(curatorLink(sponsor('label'))).toEqual({ name: 'Someone', href: '/labels/9' });
    expect(curatorLink({ set_sponsors: [] })).toBeNull();
  });

  it('counts identified tracks as identified/total and dates en-US', () => {
    expect(identifiedTracks({ track_confirmed_count: 12, track_count: 14 })).toBe('12/14');
    expect(recordedDate({ recorded_date: '2025-06-01', release_date: '2025-06-20' })).toBe(
      'Jun 1, 2025',
    );
    expect(recordedDate({ recorded_date: null, release_date: '2025-06-20' })).toBe('Jun 20, 2025');
  });

  it('titles the page after the set and its artists, with its art for previews', () => {
    const set = { ...makeSet({ id: 3, art_url: 'sets/3.jpg' }), art_url_xl: null };
    const meta = setPageMeta({
      ...set,
      recorded_date: null,
      description: null,
      set_tracks: [],
      user_moments: null,
    });
    expect(meta).toEqual({
      title: `${set.set_name} - ${set.artist}`,
      description: `${set.set_name} by ${set.artist}`,
      image: '/media/sets/3.jpg',
    });
  });
});
