import { describe, expect, it } from 'vitest';
import { batches, likePattern } from './sql-helpers';

describe('likePattern', () => {
  it('matches the text literally anywhere: LIKE wildcards and the escape character are escaped', () => {
    expect(likePattern('山田')).toBe('%山田%');
    expect(likePattern('100%_off\\x')).toBe('%100\\%\\_off\\\\x%');
  });
});

describe('batches', () => {
  it('slices the rows in order, the last slice shorter', () => {
    expect([...batches([1, 2, 3, 4, 5], 2)]).toEqual([[1, 2], [3, 4], [5]]);
    expect([...batches([], 2)]).toEqual([]);
  });
});
