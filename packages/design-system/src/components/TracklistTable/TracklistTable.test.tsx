import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { sampleTracks } from '../private/tableStoryFixtures';
import { ThemeRoot } from '../ThemeRoot/ThemeRoot';
import { TracklistTable } from './TracklistTable';

/** Xtal: an original mix, no mixer credit, its facts on one line: the card a placeholder stands for. */
const plainTrack = sampleTracks(3).slice(2);

function list(isLoading: boolean) {
  return (
    <ThemeRoot applyToDocument={false}>
      <TracklistTable
        label="Track List"
        items={isLoading ? [] : plainTrack}
        isLoading={isLoading}
      />
    </ThemeRoot>
  );
}

/** The first visible row or card, as laid out. */
function firstItemHeight(container: HTMLElement): number {
  const visible = [...container.querySelectorAll<HTMLElement>('tbody > tr, ul > li')].find(
    (item) => item.getBoundingClientRect().height > 0,
  );
  if (!visible) throw new Error('no visible row or card');
  return visible.getBoundingClientRect().height;
}

afterEach(async () => {
  await page.viewport(1440, 900);
});

// Issue 8: the set page's Track List keeps its place while it loads, on a desktop and a phone.
describe.each([
  ['a desktop row', 1440, 900],
  ['a phone card', 390, 844],
])('TracklistTable placeholders (%s)', (_, width, height) => {
  it('are as tall as the track that replaces them', async () => {
    await page.viewport(width, height);
    const screen = await render(list(true));
    const placeholder = firstItemHeight(screen.container);
    await screen.rerender(list(false));
    await expect.element(screen.getByRole('link', { name: 'Xtal' }).first()).toBeVisible();
    expect(firstItemHeight(screen.container)).toBeCloseTo(placeholder, 0);
  });
});
