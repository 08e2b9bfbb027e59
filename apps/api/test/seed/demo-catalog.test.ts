import { GENRES } from '@rabbithole/api-contract';
import { describe, expect, it } from 'vitest';
import { demoCatalog, MIN_KEY_STEP, START_GRID_MS } from '../../src/seed/demo-catalog.ts';
import { keyDistance } from '../../src/seed/demo-tracks.ts';

// The catalog as generated (no database): the sizes and properties issue 7 promises.
const catalog = demoCatalog();
const tracksById = new Map(catalog.tracks.map((track) => [track.id, track]));
const bySet = new Map<number, typeof catalog.set_tracks>();
for (const row of catalog.set_tracks)
  bySet.set(row.set_id, [...(bySet.get(row.set_id) ?? []), row]);
const setTracksOf = (setId: number) =>
  [...(bySet.get(setId) ?? [])].sort((a, b) => a.track_position - b.track_position);

describe('demo catalog', () => {
  it('is the same on every run', () => {
    expect(demoCatalog()).toEqual(catalog);
  });

  it('has the promised sizes', () => {
    expect(catalog.sets.length).toBeGreaterThanOrEqual(300);
    expect(catalog.tracks.length).toBeGreaterThanOrEqual(3000);
    expect(catalog.artists.length).toBeGreaterThanOrEqual(400);
    expect(catalog.labels.length).toBeGreaterThanOrEqual(60);
  });

  it('covers all 20 genres with originals, remixes, edits and IDs', () => {
    expect(new Set(catalog.tracks.map((track) => track.genre))).toEqual(new Set(GENRES));
    expect(new Set(catalog.sets.map((set) => set.genre))).toEqual(new Set(GENRES));
    const byType = new Map<string, typeof catalog.tracks>();
    for (const track of catalog.tracks) {
      byType.set(track.mix_type, [...(byType.get(track.mix_type) ?? []), track]);
    }
    for (const type of ['original_mix', 'remix', 'edit', 'ID'] as const) {
      expect(byType.get(type)?.length ?? 0).toBeGreaterThan(100);
    }
    for (const track of [...(byType.get('remix') ?? []), ...(byType.get('edit') ?? [])]) {
      const mixer = catalog.track_artists.find(
        (c) => c.track_id === track.id && c.role === 'mixer',
      );
      const name = catalog.artists.find((artist) => artist.id === mixer?.artist_id)?.name;
      expect(track.mix_name).toBe(`${name} ${track.mix_type === 'remix' ? 'Remix' : 'Edit'}`);
    }
    const released = byType.get('original_mix') ?? [];
    expect(released.every((track) => track.release_date !== null)).toBe(true);
    expect(released.filter((track) => track.label_id !== null).length).toBeGreaterThan(
      released.length * 0.8,
    );
    expect(released.filter((track) => track.purchase_url !== null).length).toBeGreaterThan(100);
  });

  it('gives every set 45–120 minutes of 8–30 tracks on a 3 s grid, keys apart', () => {
    for (const set of catalog.sets) {
      expect(set.duration_ms).toBeGreaterThanOrEqual(45 * 60_000);
      expect(set.duration_ms).toBeLessThanOrEqual(120 * 60_000);
      const rows = setTracksOf(set.id);
      expect(rows.length).toBeGreaterThanOrEqual(8);
      expect(rows.length).toBeLessThanOrEqual(30);
      expect(rows[0]?.start_time).toBe(0);
      expect(rows.at(-1)?.end_time).toBe(set.duration_ms);
      expect(new Set(rows.map((row) => row.track_id)).size).toBe(rows.length);
      rows.forEach((row, index) => {
        expect(row.track_position).toBe(index + 1);
        expect(row.start_time % START_GRID_MS).toBe(0);
        expect(row.end_time - row.start_time).toBeGreaterThanOrEqual(150_000);
        const next = rows[index + 1];
        if (next) {
          expect(next.start_time).toBe(row.end_time);
          const [a, b] = [tracksById.get(row.track_id), tracksById.get(next.track_id)];
          expect(keyDistance(a?.key ?? '', b?.key ?? '')).toBeGreaterThanOrEqual(MIN_KEY_STEP);
        }
      });
    }
  });

  it('plays a few IDs in every set, each credited and dated to the set it was heard in', () => {
    const idCredits = new Set(
      catalog.track_artists.filter((c) => c.role === 'ID').map((c) => c.track_id),
    );
    for (const set of catalog.sets) {
      const ids = setTracksOf(set.id)
        .map((row) => tracksById.get(row.track_id))
        .filter((track) => track?.mix_type === 'ID');
      expect(ids.length).toBeGreaterThanOrEqual(1);
      expect(ids.length).toBeLessThan(setTracksOf(set.id).length / 2);
      for (const track of ids) {
        expect(track).toMatchObject({ id_set_id: set.id, first_heard_date: set.recorded_date });
        expect(idCredits.has(track?.id ?? 0)).toBe(true);
      }
    }
  });

  it('writes keys and tempos the audio can play', () => {
    for (const track of catalog.tracks) {
      expect(track.key).toMatch(/^(C|C#|D|D#|E|F|F#|G|G#|A|A#|B) (maj|min)$/);
      expect(Number.isInteger(track.bpm)).toBe(true);
      expect(track.bpm).toBeGreaterThanOrEqual(60);
      expect(track.bpm).toBeLessThanOrEqual(200);
    }
  });

  it('names every set uniquely and gives it art, audio, dates, performers', () => {
    expect(new Set(catalog.sets.map((set) => set.set_name)).size).toBe(catalog.sets.length);
    for (const set of catalog.sets) {
      expect(set.art_url).toBe(`/art/sets/${set.id}.svg`);
      expect(set.mp3_permalink).toBe(`/audio/sets/${set.id}.mp3`);
      expect(set.recorded_date <= set.release_date).toBe(true);
      expect(catalog.set_artists.some((row) => row.set_id === set.id)).toBe(true);
    }
    const years = new Set(catalog.sets.map((set) => set.recorded_date.slice(0, 4)));
    expect(years.size).toBeGreaterThanOrEqual(4);
    expect(catalog.sets.some((set) => set.artist.includes(' b2b '))).toBe(true);
  });

  it('writes varied bios from fragments, social links, label bosses and curators', () => {
    const bios = catalog.artists.map((artist) => artist.bio);
    expect(new Set(bios).size).toBe(bios.length);
    for (const bio of bios) expect(bio).not.toMatch(/lorem|ipsum|\{\w+\}/i);
    expect(catalog.artists.filter((a) => a.soundcloud || a.instagram).length).toBeGreaterThan(350);
    const curators = catalog.labels.filter((label) => label.sponsor_type === 'other');
    expect(curators.length).toBeGreaterThanOrEqual(15);
    expect(curators.every((label) => label.bio === null)).toBe(true);
    const labels = catalog.labels.filter((label) => label.sponsor_type === 'label_meta');
    for (const label of labels) {
      expect(label.bio).toMatch(new RegExp(label.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      expect(catalog.label_founders.some((row) => row.label_id === label.id)).toBe(true);
      expect(label.logo_url).toBe(`/art/labels/${label.id}.svg`);
    }
    expect(
      catalog.set_sponsors.some(
        (row) => row.label_id && curators.some((c) => c.id === row.label_id),
      ),
    ).toBe(true);
  });
});
