import { z } from 'zod/mini';
import { IMPORT_LIMITS } from './constants.ts';

/**
 * The field schemas of the catalog import format (docs/import-format.md) and its limits: one line
 * of text, keys, URLs, images, dates, musical keys, times. import.ts builds the records from them.
 */

export { IMPORT_LIMITS } from './constants.ts';

// C0, DEL and C1 controls, Unicode line/paragraph separators, and lone UTF-16 surrogates (which
// PostgreSQL would store as U+FFFD). Multi-line texts may hold tab and line breaks.
// eslint-disable-next-line no-control-regex
const CONTROL_IN_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]|[\uD800-\uDFFF]/u;
// eslint-disable-next-line no-control-regex
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|[\uD800-\uDFFF]/u;

const noControls = (pattern: RegExp) => (value: string) => !pattern.test(value);
const CONTROL_MESSAGE = 'Must not contain control characters.';

/** One line of text: trimmed, not empty, at most `max` characters. */
export const lineSchema = (max: number) =>
  z
    .string()
    .check(
      z.refine(noControls(CONTROL_IN_LINE), CONTROL_MESSAGE),
      z.trim(),
      z.minLength(1, 'Must not be empty.'),
      z.maxLength(max, `At most ${max} characters.`),
    );

export const TextSchema = z
  .string()
  .check(
    z.refine(
      noControls(CONTROL_IN_TEXT),
      'Must not contain control characters but tab and newline.',
    ),
    z.trim(),
    z.maxLength(IMPORT_LIMITS.textLength, `At most ${IMPORT_LIMITS.textLength} characters.`),
  );

/** A record's key: letters, digits and `. _ : / -`, starting with a letter or digit. */
export const ImportKeySchema = z
  .string()
  .check(
    z.maxLength(IMPORT_LIMITS.keyLength, `At most ${IMPORT_LIMITS.keyLength} characters.`),
    z.regex(
      /^[A-Za-z0-9][A-Za-z0-9._:/-]*$/,
      'Keys are letters, digits and . _ : / -, starting with a letter or digit.',
    ),
  );

export const ImportUrlSchema = z.pipe(
  z
    .string()
    .check(
      z.maxLength(IMPORT_LIMITS.urlLength, `At most ${IMPORT_LIMITS.urlLength} characters.`),
      z.refine(noControls(CONTROL_IN_LINE), CONTROL_MESSAGE),
    ),
  z.url({ protocol: /^https?$/, error: 'Must be an http(s) URL.' }),
);

/**
 * An image: an http(s) URL, or a path on the media host (`/art/custom/42.jpg`, served from the
 * media directory). The app's pages only load images from their own origin and MEDIA_BASE_URL's
 * (Content-Security-Policy), so an image elsewhere is stored but not shown there.
 */
const MEDIA_PATH = /^\/(?!\/)[A-Za-z0-9._~/-]*$/;
export const ImportImageSchema = z.string().check(
  z.maxLength(IMPORT_LIMITS.urlLength, `At most ${IMPORT_LIMITS.urlLength} characters.`),
  z.refine(
    (value) =>
      (MEDIA_PATH.test(value) && !value.split('/').includes('..')) ||
      ImportUrlSchema.safeParse(value).success,
    'Must be an http(s) URL or a media path such as /art/custom/42.jpg.',
  ),
);

/** A real calendar day between 1900 and 2100, `YYYY-MM-DD`. */
export const ImportDateSchema = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be a date, YYYY-MM-DD.'),
  z.refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'Must be a real calendar date.'),
  z.refine((value) => value >= '1900-01-01' && value <= '2100-12-31', 'Must lie in 1900–2100.'),
);

export const MUSICAL_TONICS = ['C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B'];
/** `"<tonic> <maj|min>"`, e.g. `"F# min"`. */
export const MusicalKeySchema = z
  .string()
  .check(
    z.regex(
      new RegExp(`^(${MUSICAL_TONICS.join('|')}) (maj|min)$`),
      'Must be "<tonic> <maj|min>" with tonic one of C C# D D# E F F# G G# A A# B, e.g. "F# min".',
    ),
  );

export const refList = <Item extends z.ZodMiniType>(item: Item) =>
  z
    .array(item)
    .check(
      z.maxLength(IMPORT_LIMITS.refsPerRecord, `At most ${IMPORT_LIMITS.refsPerRecord} entries.`),
    );

export const msSchema = z
  .int('Must be a whole number of milliseconds.')
  .check(
    z.nonnegative('Must not be negative.'),
    z.lte(IMPORT_LIMITS.durationMs, 'At most 24 hours.'),
  );

/** A path relative to the import file's folder, never leaving it: `audio/opening-set.mp3`. */
export const AudioFilePathSchema = z.string().check(
  z.maxLength(1000, 'At most 1000 characters.'),
  z.refine(noControls(CONTROL_IN_LINE), CONTROL_MESSAGE),
  z.refine(
    (path) =>
      !path.startsWith('/') &&
      !path.includes('\\') &&
      !path.split('/').some((part) => part === '..' || part === ''),
    'Must be a path relative to the import file, inside its folder (no leading /, no ..).',
  ),
  z.refine((path) => path.toLowerCase().endsWith('.mp3'), 'Must name an .mp3 file.'),
);
