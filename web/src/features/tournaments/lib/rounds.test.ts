import i18n from 'i18next';
import { matchPlaceName, roundName, type RoundPlace } from './rounds';

// The app's real texts in both languages (the test setup loads web/public/locales).
const names = (lang: 'tr' | 'en', places: RoundPlace[]) => {
  const t = i18n.getFixedT(lang);
  return places.map((p) => roundName(t, p));
};

describe('round names (one naming for bracket, match lists, match page and dialogs)', () => {
  it('names a single-elimination tree from its end: quarter-finals, semi-finals, final; earlier rounds by number', () => {
    const tree = [1, 2, 3, 4].map((round) => ({ groupKind: 'single' as const, round, rounds: 4 }));
    expect(names('tr', tree)).toEqual(['1. tur', 'Çeyrek final', 'Yarı final', 'Final']);
    expect(names('en', tree)).toEqual(['Round 1', 'Quarter-finals', 'Semi-finals', 'Final']);
  });

  it('names a double elimination: winners final, losers rounds and final, grand final and its reset', () => {
    const places: RoundPlace[] = [
      { groupKind: 'winners', round: 3, rounds: 3 },
      { groupKind: 'losers', round: 1, rounds: 4 },
      { groupKind: 'losers', round: 4, rounds: 4 },
      { groupKind: 'grand_final', round: 1, rounds: 2 },
      { groupKind: 'grand_final', round: 2, rounds: 2 },
    ];
    expect(names('tr', places)).toEqual([
      'Üst tablo finali',
      'Alt tablo 1. tur',
      'Alt tablo finali',
      'Büyük final',
      'Büyük final (rövanş)',
    ]);
    expect(names('en', places)).toEqual([
      'Winners final',
      'Losers round 1',
      'Losers final',
      'Grand final',
      'Grand final (reset)',
    ]);
  });

  it('names a match by its round and number, a final by its round alone', () => {
    const t = i18n.getFixedT('tr');
    expect(matchPlaceName(t, { groupKind: 'single', round: 1, rounds: 3, number: 2 })).toBe('Çeyrek final · 2. maç');
    expect(matchPlaceName(t, { groupKind: 'single', round: 3, rounds: 3, number: 1 })).toBe('Final');
    expect(matchPlaceName(t, { groupKind: 'grand_final', round: 1, rounds: 1, number: 1 })).toBe('Büyük final');
    expect(matchPlaceName(i18n.getFixedT('en'), { groupKind: 'swiss', round: 2, rounds: 5, number: 3 })).toBe(
      'Round 2 · match 3',
    );
  });
});
