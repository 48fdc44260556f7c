import { isSafeAttemptedPath, readAttemptedPath, rememberAttemptedPath } from './attemptedPath';

describe('remembered path', () => {
  it('keeps app paths with their query', () => {
    rememberAttemptedPath('/teams?game=cs2');
    expect(sessionStorage.getItem('redirectAfterLogin')).toBe('/teams?game=cs2');
    expect(readAttemptedPath()).toBe('/teams?game=cs2');
  });

  it.each(['//evil.example/x', '/\\evil.example', 'https://evil.example', '/', '/login', '/eadmincv', ''])(
    'refuses %j',
    (path) => {
      expect(isSafeAttemptedPath(path)).toBe(false);
    },
  );
});
