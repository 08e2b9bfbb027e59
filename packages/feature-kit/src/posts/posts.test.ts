import { makePost } from '@rabbithole/mocks/node';
import { describe, expect, it } from 'vitest';
import { commentsQuery, editedCommentBody, newCommentBody } from './api.ts';
import { commentItem, formatMoment } from './commentItem.ts';

describe('comments', () => {
  it('key a set thread and a track thread by their URLs, 20 a page', () => {
    expect(commentsQuery({ on: 'set', id: 4 }).getKey(0, null)).toBe(
      '/api/sets/4/posts?offset=0&limit=20',
    );
    expect(commentsQuery({ on: 'track', id: 9 }).getKey(1, null)).toBe(
      '/api/tracks/9/posts?offset=20&limit=20',
    );
  });

  it('show a moment of the set as a player does', () => {
    expect(formatMoment(0)).toBe('0:00');
    expect(formatMoment(2_470_000)).toBe('41:10');
    expect(formatMoment(3_723_000)).toBe('1:02:03');
  });

  it('map a post onto a comment with its author, how long ago, full date and moment', () => {
    const post = makePost({ id: 1, set_timestamp: 617_000, timestamp: '2025-06-20T20:30:00.000Z' });
    const now = Date.parse('2025-06-20T22:45:00.000Z');
    expect(commentItem(post, { viewerId: null, now })).toEqual({
      id: 1,
      author: post.author.username,
      avatarUrl: null,
      text: post.text,
      postedOn: '2 hours ago',
      postedAt: '2025-06-20T20:30:00.000Z',
      isOwn: false,
      atMoment: '10:17',
    });
    const onTheWhole = makePost({ id: 3, set_timestamp: null });
    expect(commentItem(onTheWhole, { viewerId: null }).atMoment).toBeUndefined();
  });

  it('mark only the viewer’s own comments as theirs (spec.md 6)', () => {
    const post = makePost({ id: 2 });
    expect(commentItem(post, { viewerId: post.author.id }).isOwn).toBe(true);
    expect(commentItem(post, { viewerId: post.author.id + 1 }).isOwn).toBe(false);
    expect(commentItem(post, { viewerId: null }).isOwn).toBe(false);
  });

  it('send a set page’s comment with its set, a track page’s with the track and no set', () => {
    expect(newCommentBody({ on: 'set', id: 4 }, 'Hi')).toEqual({
      text: 'Hi',
      set_meta_id: 4,
      track_meta_id: null,
      set_timestamp: null,
    });
    expect(newCommentBody({ on: 'set', id: 4 }, 'Hi', 61_000).set_timestamp).toBe(61_000);
    expect(newCommentBody({ on: 'track', id: 9 }, 'Hi', 61_000)).toEqual({
      text: 'Hi',
      set_meta_id: null,
      track_meta_id: 9,
      set_timestamp: null,
    });
  });

  it('send an edit back as the comment is, so its moment stays', () => {
    const post = makePost({ id: 1, set_meta_id: 2, set_timestamp: 617_000 });
    expect(editedCommentBody(post, 'New')).toEqual({
      text: 'New',
      set_meta_id: 2,
      track_meta_id: null,
      set_timestamp: 617_000,
    });
  });
});
