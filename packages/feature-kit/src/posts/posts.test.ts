import { makePost } from '@rabbithole/mocks/node';
import { describe, expect, it } from 'vitest';
import { commentsQuery } from './api.ts';
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

  it('map a post onto a comment with its author, day en-US and moment', () => {
    const post = makePost({ id: 1, set_timestamp: 617_000, timestamp: '2025-06-20T20:30:00.000Z' });
    expect(commentItem(post)).toEqual({
      id: 1,
      author: post.author.username,
      avatarUrl: null,
      text: post.text,
      postedOn: 'Jun 20, 2025',
      atMoment: '10:17',
    });
    expect(commentItem(makePost({ id: 3, set_timestamp: null })).atMoment).toBeUndefined();
  });
});
