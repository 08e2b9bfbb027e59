import { describe, expect, it } from 'vitest';
import { artistsListQuery } from '../artists/index.ts';
import { labelsListQuery } from '../labels/index.ts';
import { setsListQuery } from '../sets/index.ts';
import { tracksListQuery } from '../tracks/index.ts';
import { discoverFirstPageRequest } from './discoverFirstPage.ts';

// A read started before the page's code is only used when its key is the one the list's hook
// asks for: each container passes its address's genre and order to its list query like this.
describe('discoverFirstPageRequest', () => {
  it('has the key of the first page each list reads, with the default order', () => {
    expect(discoverFirstPageRequest('sets', '').key).toBe(
      setsListQuery({ order_by: 'release_date', order_direction: 'desc' }).getKey(0, null),
    );
    expect(discoverFirstPageRequest('tracks', '').key).toBe(
      tracksListQuery({ order_by: 'release_date', order_direction: 'desc' }).getKey(0, null),
    );
    expect(discoverFirstPageRequest('artists', '').key).toBe(
      artistsListQuery({ order_by: 'set_count', order_direction: 'desc' }).getKey(0, null),
    );
    expect(discoverFirstPageRequest('labels', '').key).toBe(
      labelsListQuery({ order_by: 'set_count', order_direction: 'desc' }).getKey(0, null),
    );
  });

  it('carries the genre and order of the address, and drops values the list does not know', () => {
    const query = 'genre=Techno&order_by=set_name&order_direction=asc';
    expect(discoverFirstPageRequest('sets', query).key).toBe(
      setsListQuery({ genre: 'Techno', order_by: 'set_name', order_direction: 'asc' }).getKey(
        0,
        null,
      ),
    );
    expect(
      discoverFirstPageRequest('artists', 'genre=Polka&order_by=name&order_direction=up').key,
    ).toBe(artistsListQuery({ order_by: 'set_count', order_direction: 'desc' }).getKey(0, null));
  });
});
