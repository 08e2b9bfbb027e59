import { z } from 'zod/mini';

/** The genre list of spec.md section 9, in the order the filter dialog shows it. */
export const GENRES = [
  'Afro House',
  'Bass / Club',
  'Breaks / Breakbeat / UK Bass',
  'Dance / Electro Pop',
  'Deep House',
  'Electro (Classic / Detroit / Modern)',
  'Electronic',
  'Electronica',
  'House',
  'Indie Dance',
  'Melodic House & Techno',
  'Minimal / Deep Tech',
  'Nu Disco / Disco',
  'Organic House / Downtempo',
  'Progressive House',
  'Tech House',
  'Techno',
  'Techno (Peak Time / Driving)',
  'Techno (Raw / Deep / Hypnotic)',
  'Trance',
] as const;

export type Genre = (typeof GENRES)[number];

export const GenreSchema = z.enum(GENRES, {
  error: () => `Must be one of the ${GENRES.length} genres.`,
});
