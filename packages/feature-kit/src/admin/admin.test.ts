import { ADMIN_USER, PASSWORD_USER, TRACK_FIXTURES, toUser } from '@rabbithole/mocks/node';
import { describe, expect, it } from 'vitest';
import { unreleasedIdsRequest, trackSearchRequest, unreleasedIdsKeyPrefix } from './api.ts';
import { isAdmin } from './isAdmin.ts';
import { idOption, trackOption } from './releaseOption.ts';

const byType = (type: string) => TRACK_FIXTURES.find((track) => track.mix_type === type)!;

describe('isAdmin', () => {
  it('is true for an admin only', () => {
    expect(isAdmin(toUser(ADMIN_USER))).toBe(true);
    expect(isAdmin(toUser(PASSWORD_USER))).toBe(false);
    expect(isAdmin(null)).toBe(false);
    expect(isAdmin(undefined)).toBe(false);
  });
});

describe('admin requests', () => {
  it('search the IDs (all when nothing is typed) and the catalog’s tracks', () => {
    expect(unreleasedIdsRequest('').key).toBe('/api/admin/ids');
    expect(unreleasedIdsRequest('dock side').key).toBe('/api/admin/ids?search=dock%20side');
    expect(unreleasedIdsRequest('x').key.startsWith(unreleasedIdsKeyPrefix)).toBe(true);
    expect(trackSearchRequest('glass').key).toBe('/api/tracks?search=glass');
  });
});

describe('release options', () => {
  it('an ID says where it was found and when it was first heard', () => {
    const id = byType('ID');
    expect(idOption(id)).toEqual({
      id: id.id,
      title: 'ID',
      artist: id.artist,
      details: [
        `Found in ${id.set_meta!.set_name}`,
        expect.stringMatching(/^First heard \w{3} /),
        `Track ${id.id}`,
      ],
    });
  });

  it('a released track carries its mix, label and release day', () => {
    const remix = byType('remix');
    const option = trackOption(remix);
    expect(option.title).toMatch(new RegExp(`^${remix.title} \\(.+ Remix\\)$`));
    expect(option.details).toEqual([remix.label_name, expect.stringMatching(/, \d{4}$/)]);
  });
});
