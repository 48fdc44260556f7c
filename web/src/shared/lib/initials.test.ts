import { initials } from './initials';

describe('initials', () => {
  it.each([
    ['İstanbul Wolves', 'İW'],
    ['istanbul wolves', 'İW'],
    ['ırmak', 'I'],
    ['ırmak ılgaz', 'II'],
    ['Ayşe Yılmaz', 'AY'],
    ['şahin çelik', 'ŞÇ'],
    ['ömer ünal', 'ÖÜ'],
    ['Ayşe Nur Yılmaz', 'AY'],
    ['kaan', 'K'],
    ['Falcons', 'F'],
  ])('%s → %s', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });

  it('skips punctuation, underscores, hyphens and emoji, and never draws them', () => {
    expect(initials('  team---liquid!! ')).toBe('TL');
    expect(initials('🔥 ateş kuşları 🔥')).toBe('AK');
    expect(initials('dark_knight')).toBe('DK');
    expect(initials('«Kartallar»')).toBe('K');
    expect(initials("O'Neil")).toBe('O');
    expect(initials('@kaan')).toBe('K');
  });

  it('prefers words that start with a letter, and uses digits only when there is no letter', () => {
    expect(initials('100 Thieves')).toBe('T');
    expect(initials('kaan_99')).toBe('K');
    expect(initials('G2 Esports')).toBe('GE');
    expect(initials('2024')).toBe('2');
    expect(initials('7 11')).toBe('71');
  });

  it('keeps a letter with its combining mark, whatever the normal form', () => {
    expect(initials('i\u0307stanbul')).toBe('İ');
    expect(initials('e\u0301lodie durand')).toBe('ÉD');
  });

  it('draws "?" when there is nothing to draw', () => {
    for (const name of ['', '   ', '🔥🎮', '---', '!?', null, undefined]) expect(initials(name)).toBe('?');
  });

  it('handles other scripts', () => {
    expect(initials('Дмитрий Иванов')).toBe('ДИ');
    expect(initials('東京 ゲーマーズ')).toBe('東ゲ');
  });
});
