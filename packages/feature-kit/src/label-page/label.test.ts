import { makeLabel } from '@rabbithole/mocks/node';
import { describe, expect, it } from 'vitest';
import { labelArtistsQuery, labelRequest, labelTracksQuery } from './api.ts';
import { isLabelTab, isRecordLabel, labelHeader, labelPageMeta, labelTabs } from './labelView.ts';

describe('label requests', () => {
  it('key the label and its tabs by their URLs, 20 a page', () => {
    expect(labelRequest(101).key).toBe('/api/labels/101');
    expect(labelTracksQuery(101).getKey(1, null)).toBe('/api/labels/101/tracks?offset=20&limit=20');
    expect(labelArtistsQuery(101).getKey(0, null)).toBe(
      '/api/labels/101/artists?offset=0&limit=20',
    );
  });
});

describe('label page', () => {
  it('has the tabs Sets, Tracks, Artists with their counts', () => {
    const label = makeLabel({ set_count: 2, track_count: 0, artist_count: 5 });
    expect(labelTabs(label).map(({ label: name, count }) => [name, count])).toEqual([
      ['Sets', 2],
      ['Tracks', 0],
      ['Artists', 5],
    ]);
    expect(isLabelTab('artists')).toBe(true);
    expect(isLabelTab('remixes')).toBe(false);
  });

  it('credits its founders; a curator that is no record label says so and has no Bio', () => {
    const label = makeLabel({
      sponsor_type: 'label_meta',
      label_boss: [{ id: 3, name: 'Ilse Vrooman' }],
    });
    expect(isRecordLabel(label)).toBe(true);
    expect(labelHeader(label).credits).toEqual([
      { label: 'Founded by', links: [{ name: 'Ilse Vrooman', href: '/artists/3' }] },
    ]);
    expect(labelHeader(label).eyebrow).toBeUndefined();
    const venue = makeLabel({ sponsor_type: 'other', bio: 'A club.' });
    expect(isRecordLabel(venue)).toBe(false);
    expect(labelHeader(venue).eyebrow).toBe('Curator');
    expect(labelPageMeta(venue).description).not.toContain('A club.');
  });

  it('titles the page with the name and previews the logo', () => {
    const label = makeLabel({ name: 'Wax Theory', logo_url: 'logos/110.png' });
    expect(labelPageMeta(label)).toMatchObject({
      title: 'Wax Theory',
      image: '/media/logos/110.png',
    });
  });
});
