import { actionTarget } from './useOpenNotification';

const origin = 'https://esports.example';

describe('actionTarget', () => {
  it.each([
    ['/profile/u2', { kind: 'route', path: '/profile/u2' }],
    ['/tournaments/t1?tab=bracket#m3', { kind: 'route', path: '/tournaments/t1?tab=bracket#m3' }],
    ['https://esports.example/teams/kartal', { kind: 'route', path: '/teams/kartal' }],
    ['https://twitch.tv/kartal', { kind: 'external', href: 'https://twitch.tv/kartal' }],
  ])('%s leads to %o', (url, expected) => {
    expect(actionTarget(url, origin)).toEqual(expected);
  });

  it.each([null, undefined, '', '   ', 'javascript:alert(1)', 'data:text/html,hi'])('%o leads nowhere', (url) => {
    expect(actionTarget(url, origin)).toBeNull();
  });

  it('does not take a protocol-relative URL for a path of this app', () => {
    expect(actionTarget('//evil.example/x', origin)).toEqual({ kind: 'external', href: 'https://evil.example/x' });
  });
});
