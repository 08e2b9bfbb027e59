import { z } from 'zod/mini';
import { IdParamsSchema, IdSchema } from './common.ts';
import { defineEndpoint, errorResponses } from './endpoint.ts';
import { routes } from './routes.ts';
import { TrackSchema } from './tracks.ts';

/** One entry of a set's track list (spec.md section 3, "Set track entry"). */
export const SetTrackSchema = z.object({
  id: IdSchema,
  /** 1-based, in play order. */
  track_position: z.int().check(z.positive()),
  track_meta_id: IdSchema,
  /** Milliseconds from the start of the set. */
  start_time: z.int().check(z.nonnegative()),
  /** Milliseconds; null when not known (the next track's start ends it). */
  end_time: z.nullable(z.int().check(z.nonnegative())),
  set_meta_id: IdSchema,
  track_meta: TrackSchema,
});
export type SetTrack = z.infer<typeof SetTrackSchema>;

/** Where to start playing a set track: its set, and the moment it starts there. */
export const SetTrackPlaySchema = z.object({
  set_meta_id: IdSchema,
  start_time: z.int().check(z.nonnegative()),
});
export type SetTrackPlay = z.infer<typeof SetTrackPlaySchema>;

export const getSetTrackPlay = defineEndpoint({
  ...routes.getSetTrackPlay,
  summary: 'Where a set track plays',
  description: 'The set and start time (ms) of a set track entry, for "Play track" on a track row.',
  tag: 'sets',
  access: 'optional-bearer',
  params: IdParamsSchema,
  responses: { 200: SetTrackPlaySchema, ...errorResponses(404, 422) },
});
