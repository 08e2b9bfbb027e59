import { makePost } from '@rabbithole/mocks/node';
import { describe, expect, it } from 'vitest';
import {
  applyWritten,
  nothingWritten,
  unreadOf,
  withCreated,
  withDeleted,
  withEdited,
} from './written.ts';

const read = [makePost({ id: 3 }), makePost({ id: 2 }), makePost({ id: 1 })];
const ids = (posts: { id: number }[]) => posts.map((post) => post.id);

describe('written comments over the thread’s read', () => {
  it('shows a new comment first until the read has it, then in the read’s place', () => {
    const mine = makePost({ id: 4, text: 'Mine' });
    const written = withCreated(nothingWritten, mine);
    expect(ids(applyWritten(read, written))).toEqual([4, 3, 2, 1]);
    expect(unreadOf(written, read)).toBe(written);

    const reread = [mine, ...read];
    expect(unreadOf(written, reread)).toBe(nothingWritten);
    expect(ids(applyWritten(reread, written))).toEqual([4, 3, 2, 1]);
  });

  it('shows an edit in place until the read shows the same text and moment', () => {
    const edited = { ...read[1]!, text: 'Edited' };
    const written = withEdited(nothingWritten, edited);
    expect(applyWritten(read, written)[1]).toEqual(edited);
    // A read from before the edit answered still shows the old text: the edit stays on top.
    expect(unreadOf(written, read)).toBe(written);
    expect(unreadOf(written, [read[0]!, edited, read[2]!])).toBe(nothingWritten);
  });

  it('hides a deleted comment until the read leaves it out', () => {
    const written = withDeleted(withEdited(nothingWritten, { ...read[0]!, text: 'x' }), 3);
    expect(written.edited.size).toBe(0);
    expect(ids(applyWritten(read, written))).toEqual([2, 1]);
    expect(unreadOf(written, read)).toBe(written);
    expect(unreadOf(written, read.slice(1))).toBe(nothingWritten);
  });

  it('deletes and edits a new comment the read does not have yet', () => {
    const mine = makePost({ id: 4, text: 'Mine' });
    const created = withCreated(nothingWritten, mine);
    const edited = withEdited(created, { ...mine, text: 'Mine, edited' });
    expect(applyWritten(read, edited)[0]?.text).toBe('Mine, edited');
    expect(ids(applyWritten(read, withDeleted(created, 4)))).toEqual([3, 2, 1]);
  });

  it('does not hide a new comment under the id of a deleted one', () => {
    const deleted = withDeleted(nothingWritten, 3);
    const again = withCreated(deleted, makePost({ id: 3, text: 'New' }));
    expect(applyWritten(read.slice(1), again)[0]?.text).toBe('New');
  });
});
