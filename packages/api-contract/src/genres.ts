import { z } from 'zod/mini';
import { GENRES } from './constants.ts';

export { GENRES, type Genre } from './constants.ts';

export const GenreSchema = z.enum(GENRES, {
  error: () => `Must be one of the ${GENRES.length} genres.`,
});
