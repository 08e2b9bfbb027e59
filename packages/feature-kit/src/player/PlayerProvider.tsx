import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useSWRConfig } from 'swr';
import { apiClient, type ApiClient } from '../api/index.ts';
import { useSessionUser } from '../session/index.ts';
import { queueRequest } from '../queue/index.ts';
import { createPlayerApi } from './api.ts';
import { EngineSlot, PlayerContext } from './context.ts';
import { PlayerEngine } from './engine.ts';
import type { AudioElementLike } from './types.ts';

export type PlayerProviderProps = { children?: ReactNode } & (
  | {
      /** Where the player's calls go. @default the app's default client */
      client?: ApiClient;
      /**
       * The element to play through instead of a hidden `<audio>` of its own: a silent
       * StillAudio in stories, whose screenshots must not depend on real time.
       * @default undefined
       */
      audio?: AudioElementLike;
    }
  | {
      /** An engine made elsewhere (stories and tests that drive their own element). */
      engine: PlayerEngine;
    }
);

/**
 * The app's one player: a hidden audio element and the engine playing through it, for every
 * descendant's `usePlayer()`. It saves the position when the page is hidden or left, keeps the
 * queue's cached read as the player's calls answer it, and empties itself on sign-out.
 */
export function PlayerProvider(props: PlayerProviderProps) {
  const given = 'engine' in props ? props.engine : null;
  const client = ('client' in props ? props.client : undefined) ?? apiClient;
  const stand = ('audio' in props ? props.audio : undefined) ?? null;
  const { mutate } = useSWRConfig();

  const make = useCallback(
    (audio: AudioElementLike) => {
      return new PlayerEngine({ audio, api: createPlayerApi(client, mutate) });
    },
    [client, mutate],
  );
  // A given element (a story's StillAudio) has its engine at once, with nothing in the page;
  // it holds nothing the page must let go of, so it goes with the element.
  const [standEngine] = useState(() => (stand ? make(stand) : null));
  const [created, setCreated] = useState<PlayerEngine | null>(null);
  const engine = given ?? standEngine ?? created;
  // Descendants read the engine through a slot that stays the same when the engine arrives.
  const [slot] = useState(() => new EngineSlot(engine));
  useLayoutEffect(() => slot.fill(engine), [slot, engine]);

  // The engine needs the element, so it is made once the element is in the page.
  const attach = useCallback(
    (audio: HTMLAudioElement | null) => {
      if (!audio) return;
      const made = make(audio);
      setCreated(made);
      return () => {
        made.dispose();
        setCreated(null);
      };
    },
    [make],
  );

  // The queue shown follows each queue the player's calls answer, while this provider (and the
  // SWR cache it writes to) is in the page; an answer arriving later is dropped.
  useEffect(() => {
    if (!engine) return;
    const queueKey = queueRequest(client).key;
    return engine.onQueueChanged((queue) => void mutate(queueKey, queue, { revalidate: false }));
  }, [client, engine, mutate]);
  useSaveWhenLeaving(engine);
  useResetOnSignOut(engine);

  return (
    <PlayerContext value={slot}>
      {given || stand ? null : <audio ref={attach} preload="metadata" hidden />}
      {props.children}
    </PlayerContext>
  );
}

/** A hidden tab may be closed without another event: the last moment is saved while it can be. */
function useSaveWhenLeaving(engine: PlayerEngine | null) {
  useEffect(() => {
    if (!engine) return;
    const listening = new AbortController();
    const { signal } = listening;
    window.addEventListener('pagehide', engine.saveNow, { signal });
    document.addEventListener(
      'visibilitychange',
      () => {
        if (document.visibilityState === 'hidden') engine.saveNow();
      },
      { signal },
    );
    return () => listening.abort();
  }, [engine]);
}

/** spec.md section 4: logout clears the playing set and pauses the audio. */
function useResetOnSignOut(engine: PlayerEngine | null) {
  const userId = useSessionUser()?.id ?? null;
  const lastUserId = useRef(userId);
  useEffect(() => {
    if (lastUserId.current !== null && userId !== lastUserId.current) engine?.reset();
    lastUserId.current = userId;
  }, [engine, userId]);
}
