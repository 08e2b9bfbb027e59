import { getSet, type Queue } from '@rabbithole/api-contract';
import {
  makeQueueItem,
  mockServer,
  resetMockStore,
  SET_FIXTURES,
  SIGNED_IN_SESSION,
} from '@rabbithole/mocks/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, type TokenSource } from '../api/index.ts';
import { savePlay } from './api.ts';
import { moveItem } from './moveItem.ts';

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetMockStore());
afterEach(() => mockServer.resetHandlers());
afterAll(() => mockServer.close());

const queue: Queue = {
  data: [
    makeQueueItem(11, 1),
    makeQueueItem(12, 2, true),
    makeQueueItem(13, 3),
    makeQueueItem(14, 4),
  ],
};
const shape = (moved: Queue) => moved.data.map((row) => [row.id, row.order, row.is_current]);

describe('moving a queued set on screen', () => {
  it('puts it at its new place, the others closing up, the current one staying current', () => {
    expect(shape(moveItem(queue, 11, 3))).toEqual([
      [12, 1, true],
      [13, 2, false],
      [11, 3, false],
      [14, 4, false],
    ]);
    expect(shape(moveItem(queue, 14, 1)).map(([id]) => id)).toEqual([14, 11, 12, 13]);
  });

  it('leaves the queue as it is for an unknown item or a place outside it', () => {
    expect(moveItem(queue, 99, 1)).toBe(queue);
    expect(moveItem(queue, 11, 0)).toBe(queue);
    expect(moveItem(queue, 11, 5)).toBe(queue);
  });
});

describe('savePlay', () => {
  const SET = SET_FIXTURES[2]!;

  /** The token source of a session whose access token expired: a refresh gives a valid one. */
  function expiredSession(): TokenSource & { refreshed: () => number } {
    let token = 'expired-access-token';
    const forceRefresh = vi.fn(async () => (token = SIGNED_IN_SESSION.access_token));
    return {
      getValidToken: async () => token,
      forceRefresh,
      refreshed: () => forceRefresh.mock.calls.length,
    };
  }

  const positionOf = async (client: ReturnType<typeof createApiClient>) =>
    (await client.request(getSet, { params: { id: SET.id } })).user_fav?.current_timestamp;

  it('keeps the position in whole milliseconds, which the set reads back', async () => {
    const client = createApiClient({
      baseUrl: 'http://localhost',
      getAccessToken: () => SIGNED_IN_SESSION.access_token,
    });
    expect(await savePlay(client, SET.id, 61_500.7)).toEqual({
      set_meta_id: SET.id,
      current_timestamp: 61_500,
    });
    expect(await positionOf(client)).toBe(61_500);
  });

  it('is sent again with a fresh token after a 401, as the client does for every PUT', async () => {
    const tokens = expiredSession();
    const client = createApiClient({ baseUrl: 'http://localhost', tokens });
    expect(await savePlay(client, SET.id, 30_000)).toMatchObject({ current_timestamp: 30_000 });
    expect(tokens.refreshed()).toBe(1);
    expect(await positionOf(client)).toBe(30_000);
  });
});
