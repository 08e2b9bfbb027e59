import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { useDeferredAnswer } from './deferredRender.ts';

/** Renders the hook and keeps what every render of it returned, in order. */
function Probe({ readKey, answer, seen }: { readKey: string; answer?: string; seen: unknown[] }) {
  seen.push(useDeferredAnswer(readKey, answer));
  return null;
}

describe('useDeferredAnswer', () => {
  it('shows a first answer only in a background render, after one render without it', async () => {
    const seen: unknown[] = [];
    const screen = await render(<Probe readKey="/api/sets/1" seen={seen} />);
    await screen.rerender(<Probe readKey="/api/sets/1" answer="set 1" seen={seen} />);
    await expect.poll(() => seen.at(-1)).toBe('set 1');
    // The urgent render kept the placeholder (undefined); the answer came in the deferred one.
    expect(seen.slice(0, 2)).toEqual([undefined, undefined]);
  });

  it("never returns the last read's answer for a new read", async () => {
    const seen: unknown[] = [];
    const screen = await render(<Probe readKey="/api/sets/1" answer="set 1" seen={seen} />);
    await expect.poll(() => seen.at(-1)).toBe('set 1');
    const before = seen.length;

    // Another set, not loaded yet: its placeholder at once.
    await screen.rerender(<Probe readKey="/api/sets/2" seen={seen} />);
    // Another set already in the cache: its own answer at once.
    await screen.rerender(<Probe readKey="/api/sets/3" answer="set 3" seen={seen} />);
    await expect.poll(() => seen.at(-1)).toBe('set 3');
    expect(seen.slice(before)).not.toContain('set 1');
    expect(seen.slice(before)).not.toContain('set 2');
  });
});
