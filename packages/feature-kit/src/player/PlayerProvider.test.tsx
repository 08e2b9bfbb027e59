import type { EndpointDescription, Queue, User } from '@rabbithole/api-contract';
import { PASSWORD_USER, toUser } from '@rabbithole/mocks';
import useSWR, { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { apiClient, type ApiClient } from '../api/index.ts';
import { SessionProvider, type SessionController, type SessionState } from '../session/index.ts';
import { queueRequest } from '../queue/index.ts';
import { PlayerProvider } from './PlayerProvider.tsx';
import { queueOf, testPlayer } from './test/player.ts';
import { playerSet } from './test/sets.ts';
import { usePlayer } from './usePlayer.ts';

const set = playerSet(1);
const queue = queueOf([set], 1);

/** A session whose user a test signs out, as the token manager's logout does. */
function fakeSession(user: User) {
  let state: SessionState = { status: 'signed-in', user };
  const listeners = new Set<() => void>();
  const session = {
    get user() {
      return state.user;
    },
    getState: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    connect: () => () => undefined,
  };
  const signOut = () => {
    state = { status: 'signed-out', user: null };
    for (const listener of listeners) listener();
  };
  return { session: session as unknown as SessionController, signOut };
}

/** An API client answering the player's calls by operation: the set, and the queue. */
function fakeClient() {
  const answers: Record<string, unknown> = {
    getSet: set,
    setQueueCurrent: queue,
    savePlay: { set_meta_id: 1, current_timestamp: 0 },
  };
  const request = vi.fn((endpoint: EndpointDescription) =>
    Promise.resolve(answers[endpoint.operationId]),
  );
  const recovery = { recoverAudioPlayback: vi.fn(() => Promise.resolve()) };
  return { request, client: { request, recovery } as unknown as ApiClient };
}

function NowPlaying() {
  const { state, play } = usePlayer();
  const { data } = useSWR<Queue>(queueRequest(apiClient).key, null);
  return (
    <>
      <button type="button" onClick={() => play(1)}>
        Play set 1
      </button>
      <p>{state.set?.set_name ?? 'Nothing loaded'}</p>
      <p>{`${data?.data.length ?? 'No'} queued`}</p>
    </>
  );
}

describe('PlayerProvider', () => {
  it('plays through one hidden audio element and keeps the queue it is answered', async () => {
    const { client, request } = fakeClient();
    const screen = await render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <PlayerProvider client={client}>
          <NowPlaying />
        </PlayerProvider>
      </SWRConfig>,
    );
    const audio = screen.container.querySelectorAll('audio');
    expect(audio).toHaveLength(1);
    expect(audio[0]?.hidden).toBe(true);
    expect(audio[0]?.controls).toBe(false);
    expect(audio[0]?.preload).toBe('metadata');

    await screen.getByRole('button', { name: 'Play set 1' }).click();
    await expect.element(screen.getByText(set.set_name)).toBeVisible();
    await expect.element(screen.getByText('1 queued')).toBeVisible();
    expect(audio[0]?.getAttribute('src')).toBe('/media/sets/1.mp3');
    const called = request.mock.calls.map(([endpoint]) => endpoint.operationId);
    expect(called).toEqual(expect.arrayContaining(['getSet', 'setQueueCurrent']));
  });

  it('empties the player when the listener signs out', async () => {
    const { session, signOut } = fakeSession(toUser(PASSWORD_USER));
    const { engine, audio } = testPlayer();
    const screen = await render(
      <SessionProvider session={session}>
        <PlayerProvider engine={engine}>
          <NowPlaying />
        </PlayerProvider>
      </SessionProvider>,
    );
    engine.load(set);
    await expect.element(screen.getByText(set.set_name)).toBeVisible();
    signOut();
    await expect.element(screen.getByText('Nothing loaded')).toBeVisible();
    expect(audio.paused).toBe(true);
    expect(audio.src).toBe('');
  });

  it('saves the position when the page is hidden or left', async () => {
    const { engine, api } = testPlayer();
    await render(
      <PlayerProvider engine={engine}>
        <NowPlaying />
      </PlayerProvider>,
    );
    engine.load(set, { startMs: 90_000, autoplay: false });
    window.dispatchEvent(new Event('pagehide'));
    expect(api.savePlay).toHaveBeenCalledExactlyOnceWith(1, 90_000);
  });
});
