import { describe, expect, it } from 'vitest';
import {
  ImportDocumentSchema,
  importPathOf,
  importProblemsOf,
  MAX_IMPORT_PROBLEMS,
  type ImportDocumentInput,
} from './import.ts';
import { responsesOf, securityOf } from './endpoint.ts';
import { importCatalog } from './import.ts';

/** A small valid document; each test breaks a copy of it. */
function catalog(): ImportDocumentInput {
  return {
    version: 1,
    artists: [
      { key: 'a/one', name: 'One' },
      { key: 'a/two', name: 'Two' },
    ],
    labels: [{ key: 'l/one', name: 'Label One', bosses: ['a/one'] }],
    tracks: [
      { key: 't/one', title: 'First', artists: [{ artist: 'a/one', role: 'producer' }] },
      {
        key: 't/id',
        title: 'ID',
        mix_type: 'ID',
        artists: [{ artist: 'a/two', role: 'ID' }],
        id_set: 's/one',
        first_heard_date: '2025-01-31',
      },
    ],
    sets: [
      {
        key: 's/one',
        set_name: 'Set One',
        artists: ['a/one', 'a/two'],
        sponsors: [{ label: 'l/one' }, { artist: 'a/two' }],
        release_date: '2025-02-01',
        duration_ms: 600_000,
        tracks: [
          { track: 't/one', start_ms: 0, end_ms: 300_000 },
          { track: 't/id', start_ms: 300_000 },
        ],
      },
    ],
  };
}

function problemsOf(document: unknown) {
  const result = ImportDocumentSchema.safeParse(document);
  return result.success ? {} : importProblemsOf(result.error.issues);
}

describe('the import format', () => {
  it('accepts a valid document and fills defaults', () => {
    const parsed = ImportDocumentSchema.parse(catalog());
    expect(parsed.labels[0]?.sponsor_type).toBe('label_meta');
    expect(parsed.tracks[0]?.mix_type).toBe('original_mix');
    expect(parsed.sets[0]?.tracks).toHaveLength(2);
  });

  it('reports every problem at once, shape and references alike, by JSON path', () => {
    const document = catalog() as {
      tracks: Record<string, unknown>[];
      sets: { tracks: Record<string, unknown>[] }[];
    };
    document.tracks[0]!.genre = 'Polka';
    document.sets[0]!.tracks[1]!.track = 't/missing';
    document.sets[0]!.tracks[1]!.start_ms = 200_000;
    expect(problemsOf(document)).toEqual({
      'tracks[0].genre': ['Must be one of the 20 genres.'],
      'sets[0].tracks[1].track': ['No track has the key "t/missing".'],
      'sets[0].tracks[1].start_ms': ['Overlaps tracks[0], which ends at 300000 ms.'],
    });
  });

  it('refuses duplicate keys, repeated credits, unknown fields and misplaced ID fields', () => {
    const document = catalog() as unknown as {
      artists: Record<string, unknown>[];
      labels: { bosses: string[] }[];
      tracks: Record<string, unknown>[];
      sets: Record<string, unknown>[];
    };
    document.artists[1]!.key = 'a/one';
    document.labels[0]!.bosses = ['a/one', 'a/one'];
    document.tracks[0]!.id_set = 's/one';
    document.tracks[0]!.colour = 'red';
    document.sets[0]!.sponsors = [{ label: 'l/one', artist: 'a/one' }];
    expect(problemsOf(document)).toMatchObject({
      'artists[1].key': ['Duplicate key "a/one": artists[0] has it.'],
      'labels[0].bosses[1]': ['This artist is already a boss of the label.'],
      'tracks[0].id_set': ['Only an ID (mix_type "ID") has this field.'],
      'tracks[0].colour': ['Not a field of the import format.'],
      'sets[0].sponsors[0]': ['Give exactly one of "artist" or "label".'],
    });
  });

  it('checks times against the order of the list and the set’s duration', () => {
    const document = catalog() as { sets: Record<string, unknown>[] };
    document.sets[0]!.tracks = [
      { track: 't/one', start_ms: 100_000, end_ms: 50_000 },
      { track: 't/one', start_ms: 90_000 },
      { track: 't/id', start_ms: 590_000, end_ms: 700_000 },
      { track: 't/id', start_ms: 600_000 },
    ];
    expect(problemsOf(document)).toEqual({
      'sets[0].tracks[0].end_ms': ['Must be after start_ms.'],
      'sets[0].tracks[1].start_ms': ['Out of order: tracks[0] starts at 100000 ms.'],
      'sets[0].tracks[2].end_ms': ["Ends after the set's end (duration_ms 600000)."],
      'sets[0].tracks[3].start_ms': [
        "Starts at or after the set's end (duration_ms 600000).",
        'Overlaps tracks[2], which ends at 700000 ms.',
      ],
    });
  });

  it('refuses bad dates, keys, keys of music, numbers, URLs and control characters', () => {
    const document = catalog() as {
      artists: Record<string, unknown>[];
      tracks: Record<string, unknown>[];
      sets: Record<string, unknown>[];
    };
    document.artists[0]!.name = 'Tab\there';
    document.artists[1]!.bio = 'Line one\nline two\u0000';
    document.artists[1]!.image_url = 'javascript:alert(1)';
    document.tracks[0]!.musical_key = 'H min';
    document.tracks[0]!.bpm = 1e300;
    document.tracks[0]!.release_date = '2023-02-29';
    document.tracks[0]!.key = '../escape';
    document.sets[0]!.duration_ms = [600_000];
    const problems = problemsOf(document);
    expect(Object.keys(problems).sort()).toEqual(
      [
        'artists[0].name',
        'artists[1].bio',
        'artists[1].image_url',
        'tracks[0].musical_key',
        'tracks[0].bpm',
        'tracks[0].release_date',
        'tracks[0].key',
        'sets[0].duration_ms',
        // The renamed track key leaves the set's reference unknown.
        'sets[0].tracks[0].track',
      ].sort(),
    );
  });

  it('takes images as http(s) URLs or media paths, never protocol-relative or escaping', () => {
    const withImage = (image_url: string) => {
      const document = catalog() as { artists: Record<string, unknown>[] };
      document.artists[0]!.image_url = image_url;
      return Object.keys(problemsOf(document));
    };
    expect(withImage('https://images.example.org/one.jpg')).toEqual([]);
    expect(withImage('/art/custom/one.jpg')).toEqual([]);
    for (const bad of ['//evil.example/x.jpg', '/art/../../etc/passwd', 'data:image/png;base64,']) {
      expect(withImage(bad)).toEqual(['artists[0].image_url']);
    }
  });

  it('keeps multi-line text but one-line names', () => {
    const document = catalog() as { artists: Record<string, unknown>[] };
    document.artists[0]!.bio = 'Line one\n\tline two';
    expect(problemsOf(document)).toEqual({});
  });

  it('refuses what is not a document, and limits the list of problems', () => {
    expect(problemsOf([])).toEqual({ _: [expect.stringMatching(/expected object/)] });
    expect(problemsOf({ version: 2 })).toEqual({
      version: ['Must be 1, the format this server reads.'],
    });
    const many = {
      version: 1,
      artists: Array.from({ length: MAX_IMPORT_PROBLEMS + 5 }, (_, index) => ({
        key: `a/${index}`,
        name: '',
      })),
    };
    const problems = problemsOf(many);
    expect(Object.keys(problems)).toHaveLength(MAX_IMPORT_PROBLEMS + 1);
    expect(problems._).toEqual(['…and 5 more problems.']);
  });

  it('names paths as JSON paths', () => {
    expect(importPathOf(['sets', 3, 'tracks', 2, 'track'])).toBe('sets[3].tracks[2].track');
    expect(importPathOf([])).toBe('_');
  });

  it('is an admin endpoint: Bearer security, 401 and 403 declared', () => {
    expect(securityOf(importCatalog.access)).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(responsesOf(importCatalog)).sort()).toEqual(
      ['200', '400', '401', '403', '413', '415', '422', '500'].sort(),
    );
  });
});
