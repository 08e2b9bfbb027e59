import type { Page } from '@rabbithole/api-contract';
import { useLayoutEffect } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import type { InfiniteQuery } from './infiniteQuery.ts';
import { useInfiniteList } from './useInfiniteList.ts';

/** A one-page list named `name` whose page arrives when `arrives` settles. */
function listOf(
  name: string,
  items: string[],
  arrives: Promise<void>,
): InfiniteQuery<Page<string>> {
  return {
    getKey: (pageIndex) => (pageIndex === 0 ? `/${name}` : null),
    fetcher: async () => {
      await arrives;
      return { data: items, pagination: { offset: 0, count: items.length, total: items.length } };
    },
  };
}

/** What each commit of the list showed: its items, or "placeholder" while it loads. */
function Probe({ query, shown }: { query: InfiniteQuery<Page<string>>; shown: string[] }) {
  const list = useInfiniteList(query);
  const state = list.isLoading ? 'placeholder' : list.data.join(',');
  useLayoutEffect(() => {
    shown.push(state);
  });
  return null;
}

describe('useInfiniteList, a new query', () => {
  it('keeps the loaded items for the render that asked, then shows the placeholder', async () => {
    // Another order or genre: the press repaints at once, and the loaded rows give way to the
    // placeholders in the render after it rather than inside the press (INP).
    const shown: string[] = [];
    const newest = listOf('sets?order=newest', ['b', 'a'], Promise.resolve());
    const wrap = (query: InfiniteQuery<Page<string>>) => (
      <SWRConfig value={{ provider: () => new Map() }}>
        <Probe query={query} shown={shown} />
      </SWRConfig>
    );
    const screen = await render(wrap(newest));
    await expect.poll(() => shown.at(-1)).toBe('b,a');

    let arrive: () => void = () => undefined;
    const arrives = new Promise<void>((done) => (arrive = done));
    const oldest = listOf('sets?order=oldest', ['a', 'b'], arrives);
    const before = shown.length;
    await screen.rerender(wrap(oldest));
    await expect.poll(() => shown.at(-1)).toBe('placeholder');
    expect(shown.slice(before)).toEqual(['b,a', 'placeholder']);

    arrive();
    await expect.poll(() => shown.at(-1)).toBe('a,b');
  });
});
