import i18next from 'i18next';
import { formatRemaining, remainingParts } from './countdown';

const tr = i18next.getFixedT('tr');
const en = i18next.getFixedT('en');

describe('countdown', () => {
  it('splits the time left into units', () => {
    expect(remainingParts(((26 * 60 + 3) * 60 + 9) * 1000 + 400)).toEqual({
      days: 1,
      hours: 2,
      minutes: 3,
      seconds: 9,
    });
    expect(remainingParts(-5_000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('words it in both languages', () => {
    const day = ((26 * 60 + 3) * 60 + 9) * 1000;
    expect(formatRemaining(day, tr)).toBe('1 gün 2 sa 3 dk');
    expect(formatRemaining(day, en)).toBe('1d 2h 3m');
    expect(formatRemaining((2 * 3600 + 5) * 1000, tr)).toBe('2 sa 0 dk 5 sn');
    expect(formatRemaining(65_000, en)).toBe('1m 5s');
  });
});
