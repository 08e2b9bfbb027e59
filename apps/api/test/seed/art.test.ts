import { GENRES } from '@rabbithole/api-contract';
import { describe, expect, it } from 'vitest';
import { artSvg, type ArtKind } from '../../src/seed/art.ts';

const KINDS: ArtKind[] = ['sets', 'artists', 'labels'];

describe('generated art', () => {
  it('draws no text, stays small and well-formed', () => {
    for (const kind of KINDS) {
      for (let id = 1; id <= 200; id += 1) {
        const svg = artSvg(kind, id, GENRES[id % GENRES.length]);
        expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>\n$/s);
        expect(svg).not.toMatch(/<text|<tspan|font-/);
        expect(svg.length).toBeLessThan(16_000);
        // More than the background: shapes, paths or a filter on top of it.
        expect(svg.match(/<(circle|rect|path|polygon|filter)\b/g)?.length ?? 0).toBeGreaterThan(2);
      }
    }
  });

  it('is the same for an id every time and different between ids', () => {
    for (const kind of KINDS) {
      expect(artSvg(kind, 7, 'Techno')).toBe(artSvg(kind, 7, 'Techno'));
      const pictures = new Set(Array.from({ length: 300 }, (_, id) => artSvg(kind, id + 1)));
      expect(pictures.size).toBe(300);
    }
  });

  it('varies its compositions and colours', () => {
    // The first elements after the gradient background: which drawer made the picture.
    const shapesOf = (svg: string) => (svg.match(/<(\w+)/g) ?? []).slice(6, 8).join();
    const compositions = new Set(
      Array.from({ length: 100 }, (_, id) => shapesOf(artSvg('sets', id))),
    );
    expect(compositions.size).toBeGreaterThanOrEqual(6);
    const backgrounds = new Set(
      GENRES.map((genre) => /stop-color="hsl\((\d+)/.exec(artSvg('sets', 1, genre))?.[1]),
    );
    expect(backgrounds.size).toBeGreaterThanOrEqual(15);
  });
});
