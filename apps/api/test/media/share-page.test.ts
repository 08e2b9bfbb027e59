import { describe, expect, it } from 'vitest';
import { escapeHtml, sharePage } from '../../src/media/share-page.ts';

const urls = { site: 'https://r.example', media: 'https://r.example/media' };

describe('escapeHtml', () => {
  it('escapes markup and both quotes, and replaces control characters HTML forbids', () => {
    expect(escapeHtml(`<a href="x" title='y'>&amp;</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;',
    );
    expect(escapeHtml('a\u0000b\u0007c\u007fd\te\nf')).toBe('a\ufffdb\ufffdc\ufffdd\te\nf');
    expect(escapeHtml('Ōlafur 🇮🇸 ☕')).toBe('Ōlafur 🇮🇸 ☕');
  });
});

describe('sharePage', () => {
  it('clips a long description to 300 characters as a reader counts them', () => {
    const flags = '🇮🇸'.repeat(400);
    const html = sharePage(
      { kind: 'set', id: 1, title: 't', description: flags, image: null, audio: null },
      urls,
    );
    const content = /<meta property="og:description" content="([^"]*)">/.exec(html)?.[1] ?? '';
    expect(content).toBe(`${'🇮🇸'.repeat(299)}…`);
  });

  it('keeps absolute art URLs as stored and resolves media paths against the media base', () => {
    const html = sharePage(
      {
        kind: 'track',
        id: 2,
        title: 't',
        description: 'd',
        image: 'https://art.example/x.png',
        audio: '/audio/sets/3.mp3',
      },
      urls,
    );
    expect(html).toContain('<meta property="og:image" content="https://art.example/x.png">');
    expect(html).toContain(
      '<meta property="og:audio" content="https://r.example/media/audio/sets/3.mp3">',
    );
  });
});
