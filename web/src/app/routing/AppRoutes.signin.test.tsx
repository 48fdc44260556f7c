import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TIMINGS } from '@esn/contract';
import { jsonResponse, stubFetch, type Handler } from '../../test/fetchStub';
import { makeUser } from '../../test/render';
import { preloadRoutedScreens, location, renderAt, stubServer } from './appRoutesHarness';

preloadRoutedScreens();

const member = makeUser({ userType: 'player', onboardingCompleted: true });

// The post-login journey in fake time: React commits on (faked) timers too, so the test lets them run until the
// redirect has happened; on a loaded machine a single advance left the last commit pending (flaky).
describe('sign-in journey', () => {
  it('signs in, shows the loading screen for 4 s, then returns to the remembered path', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let signedIn = false;
    const login: Handler = async (_url, init) => {
      expect(JSON.parse(String(init.body))).toEqual({ email: 'kaan@example.com', password: 'secret-pass' });
      signedIn = true;
      return jsonResponse(200, { user: member });
    };
    stubFetch({
      '/api/auth/user': () => (signedIn ? jsonResponse(200, member) : jsonResponse(401, { message: 'no' })),
      '/api/public/coming-soon-settings': { isActive: false },
      '/api/public/settings': { siteName: 'eSportsCV' },
      'POST /api/auth/login': login,
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    renderAt('/teams');
    await waitFor(() => expect(location()).toBe('/'));

    await user.click(await screen.findByRole('tab', { name: 'Giriş Yap' }));
    await user.type(screen.getByLabelText('E-posta'), 'kaan@example.com');
    await user.type(screen.getByLabelText('Şifre'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));

    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    expect(location()).toBe('/');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TIMINGS.postLoginLoadingMs);
    });
    // React commits on timers too (faked here): let them run until the redirect has happened.
    await waitFor(
      async () => {
        await act(async () => {
          await vi.advanceTimersByTimeAsync(50);
        });
        expect(location()).toBe('/teams');
      },
      { timeout: 10_000 },
    );
    expect(sessionStorage.getItem('redirectAfterLogin')).toBeNull();
    expect(localStorage.getItem('hasLoggedInBefore')).toBe('true');
  });

  it('shows the server message for wrong credentials', async () => {
    stubServer({
      who: 'anonymous',
      extra: {
        'POST /api/auth/login': jsonResponse(401, {
          message: 'E-posta veya şifre hatalı.',
          code: 'invalid_credentials',
        }),
      },
    });
    const user = userEvent.setup();
    renderAt('/');
    await user.click(await screen.findByRole('tab', { name: 'Giriş Yap' }));
    await user.type(screen.getByLabelText('E-posta'), 'kaan@example.com');
    await user.type(screen.getByLabelText('Şifre'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('E-posta veya şifre hatalı.');
  });
});
