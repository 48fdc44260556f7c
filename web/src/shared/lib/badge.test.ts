import { formatBadgeCount } from './badge';

describe('formatBadgeCount', () => {
  it.each([
    [undefined, null],
    [null, null],
    [0, null],
    [-3, null],
    [Number.NaN, null],
    [1, '1'],
    [42, '42'],
    [99, '99'],
    [100, '99+'],
    [12_345, '99+'],
  ])('%s → %s', (count, expected) => {
    expect(formatBadgeCount(count)).toBe(expected);
  });
});
