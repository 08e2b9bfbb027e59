import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ThemeRoot } from '../ThemeRoot/ThemeRoot';

/** The first visible row or card of a list, as laid out. */
function firstItemHeight(container: HTMLElement): number {
  const visible = [...container.querySelectorAll<HTMLElement>('tbody > tr, ul > li')].find(
    (item) => item.getBoundingClientRect().height > 0,
  );
  if (!visible) throw new Error('no visible row or card');
  return visible.getBoundingClientRect().height;
}

/**
 * Issue 8: a placeholder has the exact size of what replaces it, so nothing shifts on arrival.
 * Renders `list(true)` (loading), then `list(false)`, inside the theme whose variables size every
 * placeholder, on a desktop and on a phone, and compares the first row or card.
 */
export function describePlaceholderSizes(
  name: string,
  list: (isLoading: boolean) => ReactElement,
  loadedLinkName: string,
) {
  const themed = (isLoading: boolean) => (
    <ThemeRoot applyToDocument={false}>{list(isLoading)}</ThemeRoot>
  );
  afterEach(async () => {
    await page.viewport(1440, 900);
  });
  describe.each([
    ['a desktop table row', 1440, 900],
    ['a phone card', 390, 844],
  ])(`${name} placeholders (%s)`, (_, width, height) => {
    it('are as tall as the row or card that replaces them', async () => {
      await page.viewport(width, height);
      const screen = await render(themed(true));
      const placeholder = firstItemHeight(screen.container);
      await screen.rerender(themed(false));
      await expect
        .element(screen.getByRole('link', { name: loadedLinkName }).first())
        .toBeVisible();
      expect(firstItemHeight(screen.container)).toBeCloseTo(placeholder, 0);
    });
  });
}
