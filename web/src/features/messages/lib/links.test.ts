import { safeHref, splitLinks } from './links';

describe('links in a message', () => {
  it('turns http and https addresses into links and leaves the rest as text', () => {
    expect(splitLinks('Bak: https://esports.gg/takim?id=3 ve http://x.io')).toEqual([
      { kind: 'text', text: 'Bak: ' },
      { kind: 'link', text: 'https://esports.gg/takim?id=3', href: 'https://esports.gg/takim?id=3' },
      { kind: 'text', text: ' ve ' },
      { kind: 'link', text: 'http://x.io', href: 'http://x.io/' },
    ]);
  });

  it('leaves sentence punctuation out of the address but keeps a bracket the address opened', () => {
    expect(splitLinks('(https://x.gg/a), https://en.wikipedia.org/wiki/Dota_(video_game).')).toEqual([
      { kind: 'text', text: '(' },
      { kind: 'link', text: 'https://x.gg/a', href: 'https://x.gg/a' },
      { kind: 'text', text: '), ' },
      {
        kind: 'link',
        text: 'https://en.wikipedia.org/wiki/Dota_(video_game)',
        href: 'https://en.wikipedia.org/wiki/Dota_(video_game)',
      },
      { kind: 'text', text: '.' },
    ]);
  });

  it('never makes a link of another scheme', () => {
    expect(splitLinks('javascript:alert(1) data:text/html,x ftp://x.io www.x.io')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) data:text/html,x ftp://x.io www.x.io' },
    ]);
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('https://ok.gg')).toBe('https://ok.gg/');
  });
});
