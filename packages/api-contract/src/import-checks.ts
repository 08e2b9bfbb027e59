import type { z } from 'zod/mini';

/**
 * The checks of an import document that span records: duplicate keys, references to keys the
 * file does not define, repeated credits, and each set's track times. They run even when some
 * records are malformed (the schema's own issues are reported beside these), so every value is
 * read defensively: a record that is not an object, or a key that is not text, is skipped here.
 */

type Path = (string | number)[];
type Fields = Record<string, unknown>;

const recordsOf = (value: unknown): Fields[] =>
  Array.isArray(value)
    ? value.map((item) => (item !== null && typeof item === 'object' ? (item as Fields) : {}))
    : [];
const arrayOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;
const msOf = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined;

/** Key → index of its first record; later records with the same key are reported. */
function keysOf(entity: string, records: Fields[], report: (path: Path, message: string) => void) {
  const first = new Map<string, number>();
  records.forEach((record, index) => {
    const key = textOf(record.key);
    if (key === undefined) return;
    const earlier = first.get(key);
    if (earlier === undefined) first.set(key, index);
    else report([entity, index, 'key'], `Duplicate key "${key}": ${entity}[${earlier}] has it.`);
  });
  return first;
}

/** Reports a value given twice in one list (a credit, a boss, a sponsor). */
function once(seen: Set<string>, id: string | undefined, report: () => void) {
  if (id === undefined) return;
  if (seen.has(id)) report();
  else seen.add(id);
}

export function checkImportReferences(document: unknown, context: z.core.$RefinementCtx): void {
  if (document === null || typeof document !== 'object') return;
  const doc = document as Fields;
  const report = (path: Path, message: string) =>
    context.addIssue({ code: 'custom', path, message, input: undefined });

  const artists = keysOf('artists', recordsOf(doc.artists), report);
  const labels = keysOf('labels', recordsOf(doc.labels), report);
  const tracks = keysOf('tracks', recordsOf(doc.tracks), report);
  const sets = keysOf('sets', recordsOf(doc.sets), report);

  const refer = (known: Map<string, number>, entity: string, value: unknown, path: Path) => {
    const key = textOf(value);
    if (key !== undefined && !known.has(key)) report(path, `No ${entity} has the key "${key}".`);
  };

  recordsOf(doc.labels).forEach((label, index) => {
    const seen = new Set<string>();
    arrayOf(label.bosses).forEach((boss, position) => {
      const path = ['labels', index, 'bosses', position];
      refer(artists, 'artist', boss, path);
      once(seen, textOf(boss), () => report(path, 'This artist is already a boss of the label.'));
    });
  });

  recordsOf(doc.tracks).forEach((track, index) => {
    const seen = new Set<string>();
    recordsOf(track.artists).forEach((credit, position) => {
      const path = ['tracks', index, 'artists', position];
      refer(artists, 'artist', credit.artist, [...path, 'artist']);
      const artist = textOf(credit.artist);
      const role = textOf(credit.role);
      once(seen, artist && role && `${artist}\u0000${role}`, () =>
        report(path, `This artist is already credited as ${role} on the track.`),
      );
    });
    if (track.label !== undefined) refer(labels, 'label', track.label, ['tracks', index, 'label']);
    const isId = track.mix_type === 'ID';
    for (const field of ['id_set', 'first_heard_date'] as const) {
      if (track[field] !== undefined && !isId) {
        report(['tracks', index, field], 'Only an ID (mix_type "ID") has this field.');
      }
    }
    if (track.id_set !== undefined && isId) {
      refer(sets, 'set', track.id_set, ['tracks', index, 'id_set']);
    }
  });

  recordsOf(doc.sets).forEach((set, index) => {
    const credited = new Set<string>();
    arrayOf(set.artists).forEach((artist, position) => {
      const path = ['sets', index, 'artists', position];
      refer(artists, 'artist', artist, path);
      once(credited, textOf(artist), () => report(path, 'This artist is already on the set.'));
    });
    const sponsors = new Set<string>();
    recordsOf(set.sponsors).forEach((sponsor, position) => {
      const path = ['sets', index, 'sponsors', position];
      if (sponsor.artist !== undefined)
        refer(artists, 'artist', sponsor.artist, [...path, 'artist']);
      if (sponsor.label !== undefined) refer(labels, 'label', sponsor.label, [...path, 'label']);
      const artist = textOf(sponsor.artist);
      const label = textOf(sponsor.label);
      const id = artist !== undefined ? `artist:${artist}` : label && `label:${label}`;
      once(sponsors, id, () => report(path, 'This sponsor is already on the set.'));
    });
    checkSetTracks(set, index, tracks, report, refer);
  });
}

/** Each entry's track exists; times run in order, never overlap, and end within the set. */
function checkSetTracks(
  set: Fields,
  index: number,
  tracks: Map<string, number>,
  report: (path: Path, message: string) => void,
  refer: (known: Map<string, number>, entity: string, value: unknown, path: Path) => void,
) {
  const duration = msOf(set.duration_ms);
  let previous: { position: number; start: number; end: number | undefined } | null = null;
  recordsOf(set.tracks).forEach((entry, position) => {
    const path = ['sets', index, 'tracks', position];
    refer(tracks, 'track', entry.track, [...path, 'track']);
    const start = msOf(entry.start_ms);
    const end = msOf(entry.end_ms);
    if (start === undefined) return;
    if (duration !== undefined && start >= duration) {
      report([...path, 'start_ms'], `Starts at or after the set's end (duration_ms ${duration}).`);
    }
    if (end !== undefined) {
      if (end <= start) report([...path, 'end_ms'], 'Must be after start_ms.');
      if (duration !== undefined && end > duration) {
        report([...path, 'end_ms'], `Ends after the set's end (duration_ms ${duration}).`);
      }
    }
    if (previous) {
      if (start <= previous.start) {
        report(
          [...path, 'start_ms'],
          `Out of order: tracks[${previous.position}] starts at ${previous.start} ms.`,
        );
      } else if (previous.end !== undefined && start < previous.end) {
        report(
          [...path, 'start_ms'],
          `Overlaps tracks[${previous.position}], which ends at ${previous.end} ms.`,
        );
      }
    }
    previous = { position, start, end };
  });
}
