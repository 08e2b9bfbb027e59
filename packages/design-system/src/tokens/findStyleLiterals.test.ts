import { describe, expect, it } from 'vitest';
import { findStyleLiterals } from './findStyleLiterals';

describe('findStyleLiterals', () => {
  it('reports colour, size, duration and z-index literals with their lines', () => {
    const source = [
      'export const a = style({',
      "  color: '#fff',",
      "  backgroundColor: 'rgba(0, 0, 0, 0.5)',",
      "  borderColor: 'white',",
      "  minWidth: '160px',",
      '  padding: `${vars.space.small} 1.5rem`,',
      "  letterSpacing: '-0.02em',",
      '  animation: `${spin} 0.8s linear infinite`,',
      "  transitionDuration: '150ms',",
      '  zIndex: 10,',
      '  height: 48,',
      '});',
      "const b = style({ zIndex: '1300' });",
    ].join('\n');
    expect(findStyleLiterals(source)).toEqual([
      { line: 2, kind: 'colour', text: '#fff' },
      { line: 3, kind: 'colour', text: 'rgba(' },
      { line: 4, kind: 'colour', text: 'white' },
      { line: 5, kind: 'size', text: '160px' },
      { line: 6, kind: 'size', text: '1.5rem' },
      { line: 7, kind: 'size', text: '-0.02em' },
      { line: 8, kind: 'duration', text: '0.8s' },
      { line: 9, kind: 'duration', text: '150ms' },
      { line: 10, kind: 'z-index', text: 'zIndex: 10' },
      { line: 11, kind: 'size', text: 'height: 48' },
      { line: 13, kind: 'z-index', text: '1300' },
    ]);
  });

  it('allows zero, percentages, keywords, ratios, unitless counts and comments', () => {
    const source = [
      '// A comment may say 2px, #fff or 150ms.',
      '/* and so may',
      '   a block: white 1s */',
      'export const a = style({',
      '  margin: 0,',
      "  inset: '0px',",
      "  width: '100%',",
      "  borderColor: 'transparent',",
      "  color: 'currentColor',",
      "  whiteSpace: 'nowrap',",
      "  aspectRatio: '1 / 1',",
      '  WebkitLineClamp: 2,',
      '  flexGrow: 1,',
      "  transform: 'scale(0.98)',",
      "  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',",
      "  minHeight: '100dvh',",
      "  selectors: { '&[data-hovered]': { color: vars.color.text } },",
      '});',
    ].join('\n');
    expect(findStyleLiterals(source)).toEqual([]);
  });

  it('reads template literals as strings around their expressions', () => {
    const source = 'const a = `${vars.size.focusRing} solid ${vars.color.focusRing} 2px`;';
    expect(findStyleLiterals(source)).toEqual([{ line: 1, kind: 'size', text: '2px' }]);
  });

  it('reports font-size and line-height only when asked', () => {
    const source = 'const a = style({\n  fontSize: vars.type.body.fontSize,\n});';
    expect(findStyleLiterals(source)).toEqual([]);
    expect(findStyleLiterals(source, { forbidTypeProperties: true })).toEqual([
      { line: 2, kind: 'type', text: 'fontSize' },
    ]);
  });
});

// Every style file of the design system and the app, as text (Vite's raw import).
const styleFiles = {
  ...import.meta.glob<string>('../**/*.css.ts', { query: '?raw', import: 'default', eager: true }),
  ...import.meta.glob<string>('../../../../apps/web/src/**/*.css.ts', {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
};

const repoPath = (path: string) =>
  path.startsWith('../../../../')
    ? path.slice('../../../../'.length)
    : `packages/design-system/src/${path.slice('../'.length)}`;

// The theme is where type is defined: font-size and line-height are set there and nowhere else.
const typeDefinitions = new Set([
  'packages/design-system/src/theme/typography.css.ts',
  'packages/design-system/src/theme/global.css.ts',
]);

describe('style files', () => {
  const files = Object.entries(styleFiles).map(([path, source]) => [repoPath(path), source]);

  it('are all found (the design system and the app)', () => {
    const paths = files.map(([path]) => path);
    expect(paths).toContain('packages/design-system/src/components/Card/Card.css.ts');
    expect(paths).toContain('apps/web/src/shell/AppShell.css.ts');
    expect(paths.length).toBeGreaterThan(15);
  });

  it('contain no colour, size, duration or z-index literal, and type only from the theme', () => {
    const offences = files.flatMap(([path = '', source = '']) =>
      findStyleLiterals(source, { forbidTypeProperties: !typeDefinitions.has(path) }).map(
        ({ line, kind, text }) => `${path}:${line} ${kind} literal ${text}`,
      ),
    );
    expect(offences).toEqual([]);
  });
});
