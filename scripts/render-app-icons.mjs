// Renders the installable app's icons (apps/web/public/icons/*.png) from the SVG below with the
// system Chromium, once: the PNGs are committed, so neither the build nor an install needs a
// browser. Run it again after changing the artwork: `node scripts/render-app-icons.mjs`.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../packages/test-support/src/chromium.js';
import { root } from './lib.mjs';

// The design system's dark theme (tokens.ts): background, the violet glow, accent and text.
const BACKGROUND = '#0b0a10';
const GLOW = '#8454ff';
const ACCENT = '#c6f432';
const TEXT = '#f4f2fa';

/**
 * The logo's mark (Logo.tsx: rings narrowing and sinking towards a lit core) on the page's
 * near-black, lit from below by the violet glow of the hero. `markScale` is the mark's share of
 * the square: a maskable icon keeps it inside the 80 % circle every platform's mask leaves.
 */
function iconSvg(markScale) {
  const offset = (1 - markScale) * 16;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <defs>
    <radialGradient id="glow" cx="50%" cy="64%" r="60%">
      <stop offset="0" stop-color="${GLOW}" stop-opacity="0.55"/>
      <stop offset="0.55" stop-color="${GLOW}" stop-opacity="0.12"/>
      <stop offset="1" stop-color="${GLOW}" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="core" cx="50%" cy="50%" r="50%">
      <stop offset="0" stop-color="${ACCENT}" stop-opacity="0.5"/>
      <stop offset="1" stop-color="${ACCENT}" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="32" height="32" fill="${BACKGROUND}"/>
  <rect width="32" height="32" fill="url(#glow)"/>
  <g transform="translate(${offset} ${offset}) scale(${markScale})">
    <circle cx="16" cy="20.6" r="7" fill="url(#core)"/>
    <circle cx="16" cy="16" r="14" fill="none" stroke="${ACCENT}" stroke-width="2.5"/>
    <ellipse cx="16" cy="18" rx="9.5" ry="9" fill="none" stroke="${TEXT}" stroke-opacity="0.5" stroke-width="1.5"/>
    <ellipse cx="16" cy="19.6" rx="5.6" ry="5.2" fill="none" stroke="${TEXT}" stroke-opacity="0.5" stroke-width="1.5"/>
    <circle cx="16" cy="20.6" r="2.6" fill="${ACCENT}"/>
  </g>
</svg>`;
}

const icons = [
  { file: 'icon-192.png', size: 192, markScale: 0.72 },
  { file: 'icon-512.png', size: 512, markScale: 0.72 },
  { file: 'icon-maskable-512.png', size: 512, markScale: 0.56 },
  // iOS rounds the corners itself and ignores the manifest's icons.
  { file: 'apple-touch-icon.png', size: 180, markScale: 0.68 },
];

const browser = await chromium.launch({ ...chromiumLaunchOptions, headless: true });
try {
  const page = await browser.newPage();
  for (const { file, size, markScale } of icons) {
    await page.setViewportSize({ width: size, height: size });
    const svg = iconSvg(markScale).replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<body style="margin:0">${svg}</body>`);
    const png = await page.locator('svg').screenshot({ omitBackground: false });
    await writeFile(join(root, 'apps/web/public/icons', file), png);
    console.log(`apps/web/public/icons/${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
