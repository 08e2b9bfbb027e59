import type { Track, TracksPage } from '@rabbithole/api-contract';
import { useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { ApiError, type ReadRequest } from '../api/index.ts';
import { engagementMessages } from '../engagement/index.ts';
import {
  sendRelease,
  trackSearchRequest,
  unreleasedIdsKeyPrefix,
  unreleasedIdsRequest,
} from './api.ts';

/** The 409 of an ID someone released meanwhile, as the page says it. */
export const ALREADY_RELEASED_MESSAGE = 'This ID has been released already.';

export interface TrackSearch {
  setSearch: (text: string) => void;
  /** What was searched for, trimmed; empty before any search. */
  search: string;
  results: Track[];
  isLoading: boolean;
  error: unknown;
  chosen: Track | null;
  /** Chooses a result; null forgets the choice. */
  choose: (track: Track | null) => void;
}

export interface AdminReleaseState {
  ids: TrackSearch;
  tracks: TrackSearch;
  isReleasing: boolean;
  /** How many listeners the last release told; null before one. */
  released: { notified: number } | null;
  /** Why the last release failed, as the page says it; null otherwise. */
  error: string | null;
  release: () => void;
}

/** One search of the page: a read per text, the last answer kept while the next one comes. */
function useTrackSearch(
  requestOf: (search: string) => ReadRequest<TracksPage> | null,
  keep: (track: Track) => boolean,
): TrackSearch {
  const [search, setText] = useState('');
  const [chosen, choose] = useState<Track | null>(null);
  const request = requestOf(search);
  const { data, error, isLoading } = useSWR<TracksPage, unknown>(
    request?.key ?? null,
    () => (request ? request.fetch() : Promise.reject(new Error('Nothing to search for'))),
    {
      keepPreviousData: true,
      // spec.md section 8: a failed list load is only logged.
      onError: (failure: unknown) => console.error('Searching for the release failed', failure),
    },
  );
  return {
    setSearch: (text) => setText(text.trim()),
    search,
    results: request ? (data?.data.filter(keep) ?? []) : [],
    // Placeholders only while nothing is on screen: the last answer stays choosable (and its
    // options where the pointer is) until the next one replaces it.
    isLoading: request !== null && isLoading && data === undefined,
    error,
    chosen,
    choose,
  };
}

/** What the page says of a refused release: the server's own words where they fit. */
function failureMessage(failure: unknown): string {
  if (failure instanceof ApiError) {
    if (failure.status === 409) return ALREADY_RELEASED_MESSAGE;
    const [field] = failure.fieldErrors.track_id ?? [];
    if (failure.status === 422 && field) return field;
  }
  return engagementMessages.failed;
}

/**
 * The admin page's state: the ID search (IDs not yet released, the newest first while nothing is
 * typed), the released track search (the catalog's, IDs left out), and the release of the one as
 * the other. A release empties both choices, and the released ID leaves every cached ID search.
 */
export function useAdminRelease(): AdminReleaseState {
  const { mutate } = useSWRConfig();
  const [isReleasing, setReleasing] = useState(false);
  const [released, setReleased] = useState<{ notified: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A new choice starts a new release: the last one's outcome no longer speaks of it.
  const withFreshOutcome = (search: TrackSearch): TrackSearch => ({
    ...search,
    choose: (track) => {
      setReleased(null);
      setError(null);
      search.choose(track);
    },
  });
  const ids = withFreshOutcome(useTrackSearch(unreleasedIdsRequest, () => true));
  const tracks = withFreshOutcome(
    useTrackSearch(
      (search) => (search ? trackSearchRequest(search) : null),
      (track) => track.mix_type !== 'ID',
    ),
  );

  const release = () => {
    const id = ids.chosen;
    const track = tracks.chosen;
    if (!id || !track || isReleasing) return;
    setReleasing(true);
    setReleased(null);
    setError(null);
    sendRelease(id.id, track.id)
      .then(async (answer) => {
        ids.choose(null);
        tracks.choose(null);
        setReleased({ notified: answer.notified });
        await mutate<TracksPage>(
          (key) => typeof key === 'string' && key.startsWith(unreleasedIdsKeyPrefix),
          (page) => {
            if (!page) return page;
            const data = page.data.filter((other) => other.id !== id.id);
            const gone = page.data.length - data.length;
            return {
              data,
              pagination: {
                ...page.pagination,
                count: data.length,
                total: Math.max(0, page.pagination.total - gone),
              },
            };
          },
        );
      })
      .catch((failure: unknown) => {
        console.error('The release was refused', failure);
        setError(failureMessage(failure));
      })
      .finally(() => setReleasing(false));
  };

  return { ids, tracks, isReleasing, released, error, release };
}
