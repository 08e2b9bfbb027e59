import { describe, expect, it } from 'vitest';
import { tokens } from './tokens';

// WCAG 2.x relative luminance of an sRGB hex colour.
const luminance = (hex: string): number => {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

const contrast = (a: string, b: string): number => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

const { color } = tokens;

describe('palette', () => {
  // Every pairing the components actually render text on; AA for normal text is 4.5:1.
  const pairs: [string, string, string][] = [
    ['text on background', color.text, color.background],
    ['text on surface', color.text, color.surface],
    ['text on raised surface', color.text, color.surfaceRaised],
    ['text on hovered surface', color.text, color.surfaceHover],
    ['muted text on background', color.textMuted, color.background],
    ['muted text on surface', color.textMuted, color.surface],
    ['muted text on raised surface', color.textMuted, color.surfaceRaised],
    ['chip text on chip', color.chipText, color.chip],
    ['text on accent', color.onAccent, color.accent],
    ['error text on background', color.danger, color.background],
    ['error text on surface', color.danger, color.surface],
    // Snackbars sit on the raised surface; the tone colours draw their icons and stripes.
    ['success tone on raised surface', color.success, color.surfaceRaised],
    ['info tone on raised surface', color.info, color.surfaceRaised],
    ['error tone on raised surface', color.danger, color.surfaceRaised],
    ['text on danger button', color.onAccent, color.danger],
    ['text on hovered danger button', color.onAccent, color.dangerHover],
  ];

  it.each(pairs)('%s meets WCAG AA (4.5:1)', (_name, foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('has a focus ring visible against the page (3:1 for UI components)', () => {
    expect(contrast(color.focusRing, color.background)).toBeGreaterThanOrEqual(3);
    expect(contrast(color.focusRing, color.surface)).toBeGreaterThanOrEqual(3);
  });

  it('has text-field outlines visible against the page and the field fill (3:1)', () => {
    expect(contrast(color.fieldBorder, color.background)).toBeGreaterThanOrEqual(3);
    expect(contrast(color.fieldBorder, color.surface)).toBeGreaterThanOrEqual(3);
    expect(contrast(color.danger, color.surface)).toBeGreaterThanOrEqual(3);
  });
});

describe('layout constants from spec.md section 9', () => {
  it('keeps the breakpoints, spacing and layers the spec names', () => {
    expect(tokens.breakpoints).toEqual({ xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 });
    expect(tokens.spacingUnit).toBe(8);
    expect(tokens.size.topBarHeight).toBe('90px');
    expect(tokens.size.spinner).toBe('80px');
    expect(tokens.opacity.overlay).toBe('0.7');
    expect(tokens.zIndex).toEqual({
      appBar: '1100',
      modal: '1300',
      snackbar: '1400',
      tooltip: '1500',
      overlay: '9999',
    });
  });

  it('keeps the player and queue constants (volume 0 to 1 step 0.1, default 1; panel 480 x 660)', () => {
    expect(tokens.player).toMatchObject({ volumeStep: 0.1, defaultVolume: 1 });
    expect(tokens.size.queuePanelWidth).toBe('480px');
    expect(tokens.size.queuePanelHeight).toBe('660px');
  });

  it('keeps the snackbar limits (at most 3 visible, hidden after 5,000 ms)', () => {
    expect(tokens.snackbar).toEqual({ maxVisible: 3, autoHideMs: 5000 });
  });

  it('keeps every transition within 150 to 375 ms', () => {
    for (const duration of Object.values(tokens.duration)) {
      const ms = parseInt(duration, 10);
      expect(ms).toBeGreaterThanOrEqual(150);
      expect(ms).toBeLessThanOrEqual(375);
    }
  });
});
