import { FavStatsSchema, SetSchema, SetsPageSchema } from '@rabbithole/api-contract';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../helpers/accounts.ts';
import { get, parsed, put, refused } from './engagement-fixture.ts';
import { insertMusicFixture } from './music-fixture.ts';
import { socialTestApp, unique, userOf } from './social-accounts.ts';

// A Google or Apple sign-in (a Firebase ID token as Bearer) does what a session does once an
// account holds its uid; before that it has nobody to write for: 401 as GET /api/me answers it,
// and the catalog reads answer it as they answer a guest, privately.

const social = socialTestApp();

describe('engagement with a Firebase ID token', () => {
  it('an account’s token favourites and reads its fields; a token of no account is refused', async () => {
    const { app } = social.testApp;
    await insertMusicFixture(app.db);

    const email = `${unique('fan')}@example.com`;
    const google = await social.emulator.signInWithGoogle({ sub: unique('google'), email });
    const token = bearer(google.idToken);
    refused(await put(app, '/api/favs/set/1', token), 401);
    refused(await get(app, '/api/users/1/sets', token), 401);
    const guestLike = await get(app, '/api/sets/1', token);
    expect(parsed(guestLike, SetSchema).user_fav).toBeNull();
    expect(guestLike.headers['cache-control']).toBe('private, no-cache');

    const user = userOf(
      await social.calls.create(google.idToken, {
        firebase_uid: google.uid,
        username: email,
        email,
        about_me: '',
      }),
      201,
    );
    expect(parsed(await put(app, '/api/favs/set/1', token), FavStatsSchema).is_fav).toBe(true);
    expect(parsed(await get(app, '/api/sets/1', token), SetSchema).user_fav?.is_fav).toBe(true);
    const tab = parsed(await get(app, `/api/users/${user.id}/sets`, token), SetsPageSchema);
    expect(tab.data.map((set) => set.id)).toEqual([1]);
  });
});
