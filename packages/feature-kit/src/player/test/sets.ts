import type { SetDetail, SetTrack } from '@rabbithole/api-contract';
import { makeSet, makeTrack } from '@rabbithole/mocks';

/** [start, end] of each track in ms; a null end runs until the next start (or the set's end). */
export type Span = readonly [start: number, end: number | null];

/**
 * A 10-minute set of four tracks: 0–2 min (open end), 2–4 min, a gap, 5–7 min (open end) and
 * 7 min to the end. Entry ids are the set id times 100 plus the position.
 */
export const SPANS: readonly Span[] = [
  [0, null],
  [120_000, 240_000],
  [300_000, null],
  [420_000, null],
];

export function playerSet(
  id = 1,
  overrides: Partial<SetDetail> = {},
  spans: readonly Span[] = SPANS,
): SetDetail {
  const set_tracks: SetTrack[] = spans.map(([start_time, end_time], index) => ({
    id: id * 100 + index + 1,
    track_position: index + 1,
    track_meta_id: index + 1,
    start_time,
    end_time,
    set_meta_id: id,
    track_meta: makeTrack({ id: index + 1 }),
  }));
  return {
    ...makeSet({ id, duration: 600_000, mp3_permalink: `sets/${id}.mp3` }),
    recorded_date: null,
    description: null,
    set_tracks,
    user_moments: null,
    ...overrides,
  };
}
