import { describe, expect, it } from 'vitest';
import { mediaUrl } from './media.ts';

describe('mediaUrl', () => {
  it('puts media-host paths under the media base, with exactly one slash between', () => {
    expect(mediaUrl('sets/1.jpg')).toBe('/media/sets/1.jpg');
    expect(mediaUrl('/sets/1.jpg')).toBe('/media/sets/1.jpg');
  });

  it('keeps null for the default image and leaves complete URLs alone', () => {
    expect(mediaUrl(null)).toBeNull();
    expect(mediaUrl('')).toBeNull();
    expect(mediaUrl('data:image/svg+xml,%3Csvg%2F%3E')).toBe('data:image/svg+xml,%3Csvg%2F%3E');
    expect(mediaUrl('https://cdn.example/a.jpg')).toBe('https://cdn.example/a.jpg');
  });
});
