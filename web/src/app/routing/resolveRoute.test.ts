import { LEGAL_DOCS } from '../../features/info/legalDocs';
import { resolveRoute, type RouteDecision, type RouteState } from './resolveRoute';

const base: RouteState = { comingSoon: false, auth: 'anonymous', postLogin: false, attemptedPath: null };
const incomplete = { userType: null, onboardingCompleted: false } as const;
const player = { userType: 'player', onboardingCompleted: true } as const;
const admin = { userType: 'admin', onboardingCompleted: true } as const;

type Expected =
  | Partial<Extract<RouteDecision, { kind: 'page' }>>
  | Partial<Extract<RouteDecision, { kind: 'redirect' }>>
  | Partial<Extract<RouteDecision, { kind: 'loading' }>>;

const page = (id: string, shell: string) => ({ kind: 'page', page: id, shell }) as Expected;
const go = (to: string, extra: object = {}) => ({ kind: 'redirect', to, ...extra }) as Expected;
const remembered = { rememberAttempt: true };
const adminRows: [string, Expected][] = [
  ['/eadmincv', page('adminLogin', 'none')],
  ['/eadmincv/dashboard', page('adminDashboard', 'none')],
];

function check(state: RouteState, rows: [string, Expected][]) {
  it.each(rows)('%s', (path, expected) => {
    const decision = resolveRoute(state, path);
    expect(decision).toMatchObject(expected);
    // A redirect that should not remember the path must not carry the flag at all.
    if (expected.kind === 'redirect' && !('rememberAttempt' in expected)) {
      expect(decision).not.toHaveProperty('rememberAttempt');
    }
  });
}

describe('coming-soon active, logged out', () => {
  check({ ...base, comingSoon: true }, [
    ...adminRows,
    ['/', page('comingSoon', 'none')],
    ['/coming-soon', page('comingSoon', 'none')],
    ['/dashboard', page('comingSoon', 'none')],
    ['/reset-password', page('comingSoon', 'none')],
    ['/about', page('comingSoon', 'none')],
    ['/anything/else', page('comingSoon', 'none')],
  ]);
});

describe('coming-soon active, signed in', () => {
  describe('a player sees only coming-soon', () => {
    check({ ...base, comingSoon: true, auth: player }, [
      ...adminRows,
      ['/', page('comingSoon', 'none')],
      ['/dashboard', page('comingSoon', 'none')],
    ]);
  });
  describe('an admin keeps the app', () => {
    check({ ...base, comingSoon: true, auth: admin }, [
      ...adminRows,
      ['/', go('/dashboard')],
      ['/dashboard', page('dashboard', 'app')],
      ['/admin', page('admin', 'app')],
    ]);
  });
});

describe('logged out', () => {
  const protectedPaths = [
    '/dashboard',
    '/dashboard/player',
    '/profile',
    '/profile/42',
    '/profile/42/edit',
    '/teams',
    '/teams/create',
    '/team/falcons',
    '/messages',
    '/network',
    '/explore',
    '/transfers',
    '/career',
    '/admin',
    '/onboarding',
    '/leagues/3',
    '/tournaments',
    '/matches/5',
    '/cv/9/more',
    '/challenges',
    '/social-wall',
    '/tags/valorant',
    '/dashboard/',
  ];
  check({ ...base }, [
    ...adminRows,
    ['/', page('landing', 'public')],
    ['/coming-soon', page('comingSoon', 'none')],
    ['/reset-password', page('resetPassword', 'public')],
    // An e-mail's unsubscribe link works signed out (issue 27).
    ['/unsubscribe', page('unsubscribe', 'public')],
    ['/about', page('about', 'public')],
    ['/help', page('help', 'public')],
    ['/careers', page('careers', 'public')],
    // A CV may be public: the page asks the server and shows a sign-in prompt when it is not.
    ['/cv/9', page('cv', 'public')],
    ['/cv/ayse_yilmaz', page('cv', 'public')],
    ...LEGAL_DOCS.map((doc): [string, Expected] => [`/legal/${doc}`, page('legal', 'public')]),
    ['/legal/unknown', go('/')],
    ['/login', go('/?auth=signin')],
    ['/signin', go('/?auth=signin')],
    ['/register', go('/?auth=signup')],
    ['/signup', go('/?auth=signup')],
    ['/no-such-page', go('/')],
    ['/careerist', go('/')],
    ...protectedPaths.map((p): [string, Expected] => [p, go('/', remembered)]),
  ]);
});

describe('signed in, onboarding not complete', () => {
  check({ ...base, auth: incomplete }, [
    ...adminRows,
    ['/onboarding', page('onboarding', 'public')],
    ['/about', page('about', 'public')],
    ['/help', page('help', 'public')],
    ['/careers', page('careers', 'public')],
    ...LEGAL_DOCS.map((doc): [string, Expected] => [`/legal/${doc}`, page('legal', 'public')]),
    ['/', go('/onboarding', { clearAttempt: true })],
    ['/login', go('/onboarding')],
    ['/dashboard', go('/onboarding')],
    ['/teams', go('/onboarding')],
    ['/coming-soon', go('/onboarding')],
    ['/legal/unknown', go('/onboarding')],
    ['/no-such-page', go('/onboarding')],
  ]);
});

describe('signed in, onboarding complete', () => {
  const appPages: [string, string][] = [
    ['/dashboard', 'dashboard'],
    ['/dashboard/player', 'dashboardPlayer'],
    ['/dashboard/coach', 'dashboardCoach'],
    ['/explore', 'explore'],
    ['/profile', 'profile'],
    ['/profile/42', 'profile'],
    ['/profile/42/edit', 'profileEdit'],
    ['/cv/42', 'cv'],
    ['/leagues', 'leagues'],
    ['/leagues/7', 'league'],
    ['/leagues/create', 'leaguesCreate'],
    ['/tournaments', 'tournaments'],
    ['/tournaments/7', 'tournament'],
    ['/tournaments/create', 'tournamentsCreate'],
    ['/tournaments/7/edit', 'tournamentEdit'],
    ['/matches/7', 'match'],
    ['/transfers', 'transfers'],
    ['/challenges', 'challenges'],
    ['/career', 'career'],
    ['/network', 'network'],
    ['/social-wall', 'socialWall'],
    ['/messages', 'messages'],
    ['/teams', 'teams'],
    ['/teams/create', 'teamsCreate'],
    ['/team/falcons', 'team'],
    ['/team/falcons/manage', 'teamManage'],
    ['/tags/valorant', 'tag'],
    ['/admin', 'admin'],
    ['/about', 'about'],
    ['/help', 'help'],
    ['/careers', 'careers'],
    ['/teams/', 'teams'],
  ];
  check({ ...base, auth: player }, [
    ...adminRows,
    ['/', go('/dashboard')],
    ['/login', go('/dashboard')],
    ['/register', go('/dashboard')],
    ['/onboarding', go('/dashboard')],
    ...appPages.map(([path, id]): [string, Expected] => [path, page(id, 'app')]),
    ...LEGAL_DOCS.map((doc): [string, Expected] => [`/legal/${doc}`, page('legal', 'app')]),
    ['/legal/unknown', page('notFound', 'app')],
    ['/no-such-page', page('notFound', 'app')],
    ['/teams/create/extra', page('notFound', 'app')],
    ['/coming-soon', page('notFound', 'app')],
  ]);
});

describe('remembered path after signing in', () => {
  it('goes to the remembered path (AppRoutes clears it once a page is shown)', () => {
    expect(resolveRoute({ ...base, auth: player, attemptedPath: '/teams' }, '/')).toEqual({
      kind: 'redirect',
      to: '/teams',
    });
  });
  it('ignores an unsafe remembered path', () => {
    for (const attempted of ['//evil.example', 'https://evil.example', '/', '/eadmincv/dashboard']) {
      expect(resolveRoute({ ...base, auth: player, attemptedPath: attempted }, '/')).toEqual({
        kind: 'redirect',
        to: '/dashboard',
      });
    }
  });
  it('does not use it before onboarding is complete', () => {
    expect(resolveRoute({ ...base, auth: incomplete, attemptedPath: '/teams' }, '/')).toMatchObject({
      to: '/onboarding',
    });
  });
});

describe('loading states', () => {
  it('shows the spinner while the user is unknown', () => {
    expect(resolveRoute({ ...base, auth: 'loading' }, '/dashboard')).toEqual({ kind: 'loading', screen: 'spinner' });
  });
  it('shows the spinner while coming-soon is unknown', () => {
    expect(resolveRoute({ ...base, comingSoon: 'loading' }, '/')).toEqual({ kind: 'loading', screen: 'spinner' });
  });
  it('never waits on the admin area', () => {
    expect(resolveRoute({ ...base, auth: 'loading', comingSoon: 'loading' }, '/eadmincv')).toMatchObject({
      page: 'adminLogin',
    });
  });
  it('shows the post-login screen on any path for a fresh sign-in', () => {
    expect(resolveRoute({ ...base, auth: player, postLogin: true }, '/')).toEqual({
      kind: 'loading',
      screen: 'postLogin',
    });
  });
  it('has no post-login screen without a user', () => {
    expect(resolveRoute({ ...base, postLogin: true }, '/')).toMatchObject({ page: 'landing' });
  });
});
