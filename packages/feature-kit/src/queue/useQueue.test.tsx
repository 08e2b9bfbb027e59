import {
  mockDb,
  PASSWORD_USER,
  playerHandlers,
  resetMockStore,
  seedQueue,
} from '@rabbithole/mocks';
import { beforeEach, describe, expect, it } from 'vitest';
import { queueMessages } from './messages.ts';
import { renderSignedIn } from './test/listening.tsx';
import { useQueue } from './useQueue.ts';

beforeEach(() => resetMockStore());

const ME = PASSWORD_USER.id;

/** Renders useQueue for the signed-in listener and waits for the first read. */
async function queue() {
  const rendered = await renderSignedIn(useQueue);
  await expect.poll(() => rendered.result().items).toBeDefined();
  return rendered;
}

const setIds = (items: { set_meta_id: number }[] | undefined) =>
  items?.map((item) => item.set_meta_id);

describe('useQueue', () => {
  it('reads the listener’s queue with its current item', async () => {
    seedQueue(ME, [4, 5, 6], 1);
    const { result } = await queue();
    expect(setIds(result().items)).toEqual([4, 5, 6]);
    expect(result().currentIndex).toBe(1);
    expect(result().current?.set_meta_id).toBe(5);
  });

  it('adds a set and says so; a set queued already is only an info', async () => {
    const { result, notes } = await queue();
    expect(result()).toMatchObject({ items: [], currentIndex: -1, current: undefined });
    await result().add(7);
    await expect.poll(() => setIds(result().items)).toEqual([7]);
    expect(result().current?.set_meta_id).toBe(7);
    await result().add(7);
    expect(notes).toEqual([
      { message: 'Set added to queue!', tone: 'success', timeout: undefined },
      { message: 'This set is already in the queue.', tone: 'info', timeout: undefined },
    ]);
    expect(setIds(result().items)).toEqual([7]);
  });

  it('says the set is already queued for a 404 too, and that anything else went wrong', async () => {
    const { result, notes, use } = await queue();
    await result().add(999_999);
    use(...playerHandlers.refused);
    await result().add(7);
    expect(notes.map(({ message, tone }) => [tone, message])).toEqual([
      ['info', queueMessages.alreadyQueued],
      ['error', 'Something went wrong, please try again!'],
    ]);
    expect(result().items).toEqual([]);
  });

  it('removes and clears, the answer replacing what is shown', async () => {
    seedQueue(ME, [4, 5, 6]);
    const { result, notes } = await queue();
    await result().remove(result().items![0]!.id);
    await expect.poll(() => setIds(result().items)).toEqual([5, 6]);
    await result().clear();
    await expect.poll(() => result().items).toEqual([]);
    expect(notes).toEqual([]);
  });

  it('moves a set at once, then shows the stored order', async () => {
    seedQueue(ME, [4, 5, 6], 0);
    const { result, use } = await queue();
    use(...playerHandlers.slow);
    const moving = result().reorder(result().items![0]!.id, 3);
    // On screen before the server has answered.
    await expect.poll(() => setIds(result().items)).toEqual([5, 6, 4]);
    expect(result().items?.map((item) => item.order)).toEqual([1, 2, 3]);
    expect(result().current?.set_meta_id).toBe(4);
    await moving;
    expect(setIds(result().items)).toEqual([5, 6, 4]);
    expect(mockDb.queue.all().find((item) => item.set_meta_id === 4)?.order).toBe(3);
  });

  it('rolls a refused move back and says something went wrong', async () => {
    seedQueue(ME, [4, 5, 6]);
    const { result, notes, use } = await queue();
    use(...playerHandlers.refused);
    const moving = result().reorder(result().items![2]!.id, 1);
    await expect.poll(() => setIds(result().items)).toEqual([6, 4, 5]);
    await moving;
    await expect.poll(() => setIds(result().items)).toEqual([4, 5, 6]);
    expect(notes).toEqual([{ message: queueMessages.failed, tone: 'error', timeout: undefined }]);
  });

  it('plays a set now and goes on to the next, answering the stored queue', async () => {
    seedQueue(ME, [4, 5]);
    const { result } = await queue();
    const playing = await result().makeCurrent(9);
    expect(setIds(playing?.data)).toEqual([4, 9, 5]);
    await expect.poll(() => result().current?.set_meta_id).toBe(9);
    expect((await result().advance())?.data.find((item) => item.is_current)?.set_meta_id).toBe(5);
    await expect.poll(() => result().currentIndex).toBe(2);
  });

  it('only logs a failed advance: nobody asked for it', async () => {
    seedQueue(ME, [4, 5]);
    const { result, notes, use } = await queue();
    use(...playerHandlers.refused);
    expect(await result().advance()).toBeUndefined();
    expect(notes).toEqual([]);
    expect(result().current?.set_meta_id).toBe(4);
  });

  it('says a failed play-now went wrong and keeps the current set', async () => {
    seedQueue(ME, [4, 5]);
    const { result, notes, use } = await queue();
    use(...playerHandlers.refused);
    expect(await result().makeCurrent(9)).toBeUndefined();
    expect(notes.map((note) => note.message)).toEqual([queueMessages.failed]);
    expect(result().current?.set_meta_id).toBe(4);
  });
});
