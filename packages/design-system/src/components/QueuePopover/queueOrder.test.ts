import { describe, expect, it } from 'vitest';
import { queueOrder } from './queueOrder';

const ids = [11, 12, 13, 14, 15];

describe('queueOrder', () => {
  it('moves an item down: after the target counts the items left behind', () => {
    expect(queueOrder(ids, 12, 14, 'after')).toBe(4);
    expect(queueOrder(ids, 12, 14, 'before')).toBe(3);
    expect(queueOrder(ids, 11, 15, 'after')).toBe(5);
  });

  it('moves an item up', () => {
    expect(queueOrder(ids, 14, 11, 'before')).toBe(1);
    expect(queueOrder(ids, 14, 12, 'after')).toBe(3);
    expect(queueOrder(ids, 15, 13, 'before')).toBe(3);
  });

  it('keeps the place when dropped beside itself or on an unknown target', () => {
    expect(queueOrder(ids, 13, 12, 'after')).toBe(3);
    expect(queueOrder(ids, 13, 14, 'before')).toBe(3);
    expect(queueOrder(ids, 13, 99, 'before')).toBe(3);
  });
});
