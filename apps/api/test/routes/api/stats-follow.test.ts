import { ArtistSchema, FollowStatsSchema, LabelSchema } from '@rabbithole/api-contract';
import { describe, expect, it } from 'vitest';
import {
  engagementTestApp,
  get,
  HOSTILE_IDS,
  parsed,
  put,
  refused,
  type Caller,
} from './engagement-fixture.ts';
import { ARTISTS, CURATOR_LABEL, LABELS, SETS, TRACKS } from './music-fixture.ts';

// PUT /api/stats/artist|label/{id}/follow and /likes-toggle (spec.md section 7): each flips one
// flag of the caller's relation and answers the whole relation, which the artist's `user_stats`
// and the label's `user_label_stats` then show to that caller only.

const test = engagementTestApp();

const follow = (kind: 'artist' | 'label', id: number | string, caller?: Caller) =>
  put(test.app, `/api/stats/${kind}/${id}/follow`, caller);
const likesToggle = (kind: 'artist' | 'label', id: number | string, caller?: Caller) =>
  put(test.app, `/api/stats/${kind}/${id}/likes-toggle`, caller);

async function statsOf(kind: 'artist' | 'label', id: number, caller?: Caller) {
  if (kind === 'artist') {
    return parsed(await get(test.app, `/api/artists/${id}`, caller), ArtistSchema).user_stats;
  }
  return parsed(await get(test.app, `/api/labels/${id}`, caller), LabelSchema).user_label_stats;
}

describe.each(['artist', 'label'] as const)('PUT /api/stats/%s/{id}/follow', (kind) => {
  const id = kind === 'artist' ? ARTISTS[2]!.id : LABELS[1]!.id;

  it('follows, then unfollows, answering the relation; the detail shows it to that user', async () => {
    const first = parsed(await follow(kind, id, test.alice), FollowStatsSchema);
    expect(first).toEqual({ is_followed: true, show_likes: true, total_user_likes: 0 });
    expect(await statsOf(kind, id, test.alice)).toEqual(first);
    // Bob follows nothing; a guest has no relation at all.
    expect(await statsOf(kind, id, test.bob)).toEqual({
      is_followed: false,
      show_likes: true,
      total_user_likes: 0,
    });
    expect(await statsOf(kind, id)).toBeNull();

    const second = parsed(await follow(kind, id, test.alice), FollowStatsSchema);
    expect(second).toEqual({ is_followed: false, show_likes: true, total_user_likes: 0 });
    expect(await statsOf(kind, id, test.alice)).toEqual(second);
  });

  it('flips show_likes without touching the follow', async () => {
    parsed(await follow(kind, id, test.bob), FollowStatsSchema);
    const hidden = parsed(await likesToggle(kind, id, test.bob), FollowStatsSchema);
    expect(hidden).toMatchObject({ is_followed: true, show_likes: false });
    expect(await statsOf(kind, id, test.bob)).toMatchObject({
      is_followed: true,
      show_likes: false,
    });
    const shown = parsed(await likesToggle(kind, id, test.bob), FollowStatsSchema);
    expect(shown).toMatchObject({ is_followed: true, show_likes: true });
    // On something never followed, the toggle makes a relation that follows nothing.
    const other = kind === 'artist' ? ARTISTS[5]!.id : LABELS[3]!.id;
    expect(parsed(await likesToggle(kind, other, test.bob), FollowStatsSchema)).toEqual({
      is_followed: false,
      show_likes: false,
      total_user_likes: 0,
    });
  });

  it('refuses a guest (401), an unknown id (404) and ids that are not ids (422)', async () => {
    const guest = await follow(kind, id);
    refused(guest, 401);
    expect(guest.headers['www-authenticate']).toMatch(/^Bearer/);
    refused(await likesToggle(kind, id), 401);
    refused(await follow(kind, id, { id: 0, headers: { authorization: 'Bearer nope' } }), 401);
    refused(await follow(kind, 999_999, test.alice), 404);
    refused(await likesToggle(kind, 999_999, test.alice), 404);
    for (const bad of HOSTILE_IDS) refused(await follow(kind, bad, test.alice), 422);
  });
});

describe('total_user_likes', () => {
  /**
   * Alice likes a few tracks and sets; an artist's total counts those credited to it, a label's
   * those released on it and the sets that play its tracks or that it curates, each once.
   */
  it('counts the caller’s liked sets and tracks of the artist or label, each once', async () => {
    const likedTracks = [TRACKS[2]!, TRACKS[6]!, TRACKS[13]!, TRACKS[20]!];
    const likedSets = [SETS[0]!, SETS[3]!, SETS[7]!];
    for (const track of likedTracks) {
      expect(
        (await put(test.app, `/api/favs/track/${track.id}/likes`, test.alice)).statusCode,
      ).toBe(200);
    }
    for (const set of likedSets) {
      expect((await put(test.app, `/api/favs/set/${set.id}/likes`, test.alice)).statusCode).toBe(
        200,
      );
    }

    const artistTotals: number[] = [];
    for (const artist of ARTISTS) {
      const expected =
        likedTracks.filter((t) => t.credits.some((c) => c.artist_id === artist.id)).length +
        likedSets.filter((s) => s.artist_ids.includes(artist.id)).length;
      expect((await statsOf('artist', artist.id, test.alice))?.total_user_likes, artist.name).toBe(
        expected,
      );
      expect((await statsOf('artist', artist.id, test.bob))?.total_user_likes).toBe(0);
      artistTotals.push(expected);
    }
    // Not a vacuous check: some artist has a liked set and a liked track.
    expect(Math.max(...artistTotals)).toBeGreaterThan(1);
    for (const label of LABELS) {
      const playsLabel = (set: (typeof SETS)[number]) =>
        set.track_ids.some((id) => TRACKS.find((t) => t.id === id)?.label_id === label.id) ||
        (set.sponsor !== null && 'label_id' in set.sponsor && set.sponsor.label_id === label.id);
      const expected =
        likedTracks.filter((t) => t.label_id === label.id).length +
        likedSets.filter(playsLabel).length;
      expect((await statsOf('label', label.id, test.alice))?.total_user_likes, label.name).toBe(
        expected,
      );
    }
    // The curator has no tracks of its own (track ids ≡ 4 mod 5 have none): its two are the
    // sets it curates, 4 and 8.
    expect((await statsOf('label', CURATOR_LABEL, test.alice))?.total_user_likes).toBe(2);

    // The follow toggle answers the same total.
    const artist = likedTracks[0]!.credits[0]!.artist_id;
    const answer = parsed(await follow('artist', artist, test.alice), FollowStatsSchema);
    expect(answer.total_user_likes).toBe(
      (await statsOf('artist', artist, test.alice))?.total_user_likes,
    );
  });
});
