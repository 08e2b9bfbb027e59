import type { QueueEntry } from '../QueuePopover/QueuePanel';
import type { SeekMarkers } from '../SeekBar/SeekBar';
import { sampleItems } from './storyFixtures';

/** An hour-long set (3,720 s) with a dozen tracks, two liked moments and two comments. */
export const sampleMarkers: SeekMarkers = {
  boundaries: [0, 312, 655, 1010, 1342, 1720, 2105, 2450, 2790, 3130, 3480, 3705],
  likes: [
    { at: 700, label: 'You liked this moment' },
    { at: 2480, label: 'You liked this moment' },
  ],
  comments: [
    { at: 1360, label: 'dj_nomad: that bassline!' },
    { at: 3150, label: 'ellen_allien: the closer ❤' },
  ],
};

/**
 * Presses `target` at the first fraction of its width and moves through the others, holding
 * the button down until `release()`. Real pointer events from the page, as a mouse sends them:
 * react-aria follows the move on window, by the events' page coordinates.
 */
export async function pointerDrag(target: Element, fractions: readonly number[]) {
  const box = target.getBoundingClientRect();
  const at = (fraction: number) => ({
    clientX: box.left + box.width * fraction,
    clientY: box.top + box.height / 2,
  });
  const send = (on: EventTarget, type: string, fraction: number) =>
    on.dispatchEvent(
      new PointerEvent(type, {
        bubbles: true,
        cancelable: true,
        composed: true,
        pointerId: 1,
        pointerType: 'mouse',
        isPrimary: true,
        button: 0,
        buttons: type === 'pointerup' ? 0 : 1,
        ...at(fraction),
      }),
    );
  // A frame between events, as a real pointer gives React time to render each step.
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const [first = 0, ...rest] = fractions;
  send(target, 'pointerdown', first);
  for (const fraction of rest) {
    await frame();
    send(target, 'pointermove', fraction);
  }
  await frame();
  const last = fractions.at(-1) ?? first;
  return { release: () => send(target, 'pointerup', last) };
}

/**
 * `count` queue entries from the sample sets; the one at `current` is playing, those before it
 * have been played. Ids start at 101, so they are never confused with positions.
 */
export const sampleQueue = (count: number, current: number | null = null): QueueEntry[] =>
  sampleItems(count).map((item, index) => ({
    id: 101 + index,
    title: item.title,
    artist: item.subtitle ?? '',
    artUrl: item.artUrl ?? null,
    href: item.href,
    isCurrent: index === current,
    isPlayed: current !== null && index < current,
  }));

/**
 * Drags `source` by mouse onto `target` (a point `fraction` of the way down it), as the browser's
 * native drag and drop sends it: dragstart, dragenter and dragover on the target, drop, dragend.
 * One DataTransfer travels with the drag, as a real one does.
 */
export async function nativeDrag(source: Element, target: Element, fraction: number) {
  const dataTransfer = new DataTransfer();
  // A constructed DataTransfer ignores what the page sets its effects to (only the browser's own
  // drag may); plain properties let react-aria's choices stand, as they would in a real drag.
  for (const effect of ['effectAllowed', 'dropEffect']) {
    let value = 'none';
    Object.defineProperty(dataTransfer, effect, {
      get: () => value,
      set: (next: string) => {
        value = next;
      },
    });
  }
  const from = source.getBoundingClientRect();
  const to = target.getBoundingClientRect();
  const point = (box: DOMRect, y: number) => ({
    clientX: box.left + box.width / 2,
    clientY: box.top + box.height * y,
  });
  const send = (on: Element, type: string, at: { clientX: number; clientY: number }) =>
    on.dispatchEvent(
      new DragEvent(type, { bubbles: true, cancelable: true, composed: true, dataTransfer, ...at }),
    );
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  send(source, 'dragstart', point(from, 0.5));
  await frame();
  send(target, 'dragenter', point(to, fraction));
  send(target, 'dragover', point(to, fraction));
  await frame();
  send(target, 'dragover', point(to, fraction));
  await frame();
  send(target, 'drop', point(to, fraction));
  send(source, 'dragend', point(to, fraction));
  await frame();
}
