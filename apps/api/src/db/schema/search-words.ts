import { sql } from 'drizzle-orm';
import { index, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Every folded word (the lexemes of to_tsvector('simple', rh_fold(text)) of two or more letters
 * and digits) of the searched texts: artists' and labels' names, tracks' titles and credit lines, sets' names and credit lines. Search looks a
 * misspelt query word up here by trigram similarity (a few thousand words, not 100,000 rows) and
 * then finds the rows holding one of the words it found through the full-text indexes. Added to
 * by trigger (migration 0005); a word whose rows are gone only costs a lookup that finds nothing.
 */
export const searchWords = pgTable('search_words', { word: text().primaryKey() }, (table) => [
  index('search_words_trgm_idx').using('gin', sql`${table.word} gin_trgm_ops`),
]);
