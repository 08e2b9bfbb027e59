import AxeBuilder from '@axe-core/playwright';
import {
  collectPageErrors,
  launchBrowser,
  newContext,
  type Viewport,
} from '@rabbithole/test-support';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pages } from './pages.ts';

// WCAG 2.2 A and AA plus axe's best practices: what design.md's "accessibility 100" asks of a page.
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

const serverUrl = inject('serverUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

describe.each<Viewport>(['desktop', 'mobile'])('Discover Sets on %s', (viewport) => {
  it('has no accessibility violations, loaded and after Load More', async () => {
    const context = await newContext(browser, viewport);
    try {
      const page = await context.newPage();
      const pageErrors = collectPageErrors(page);
      await page.goto(`${serverUrl}${pages.sets}`);
      const cards = page.getByRole('list', { name: 'Sets' }).getByRole('listitem');
      await expect.poll(() => cards.count()).toBe(20);

      const summarise = (violations: { id: string; nodes: { target: unknown }[] }[]) =>
        violations.map(
          ({ id, nodes }) => `${id}: ${nodes.map((n) => String(n.target)).join(', ')}`,
        );
      const loaded = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
      // Guards against a vacuous pass: axe must have checked the page, not an empty frame.
      expect(loaded.passes.length).toBeGreaterThan(10);
      expect(summarise(loaded.violations)).toEqual([]);

      await page.getByRole('button', { name: 'Load More' }).click();
      await expect.poll(() => cards.count()).toBe(40);
      const more = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
      expect(summarise(more.violations)).toEqual([]);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
