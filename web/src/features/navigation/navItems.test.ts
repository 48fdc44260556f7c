import { accountNavItems, isActivePath, mainNavItems, sideMenuAccountItems } from './navItems';

describe('main navigation', () => {
  it('lists the admin link only for admins', () => {
    expect(mainNavItems('admin').map((i) => i.to)).toEqual([
      '/dashboard',
      '/social-wall',
      '/explore',
      '/teams',
      '/tournaments',
      '/leagues',
      '/transfers',
      '/challenges',
      '/admin',
    ]);
    for (const type of ['player', 'coach', 'team_owner', null] as const) {
      expect(mainNavItems(type).map((i) => i.to)).not.toContain('/admin');
    }
  });

  it('lists spec §2’s account entries in its order: profile, settings (account settings below), challenges, network, career', () => {
    expect(accountNavItems('u1').map((i) => i.label)).toEqual([
      'profile',
      'settings',
      'accountSettings',
      'challenges',
      'network',
      'career',
    ]);
  });

  it('does not repeat in the side menu’s account part what its main part already lists', () => {
    expect(sideMenuAccountItems('u1', 'player').map((i) => i.label)).toEqual([
      'profile',
      'settings',
      'accountSettings',
      'network',
      'career',
    ]);
  });

  it('highlights by whole-segment path prefix', () => {
    expect(isActivePath('/teams', '/teams')).toBe(true);
    expect(isActivePath('/teams/create', '/teams')).toBe(true);
    expect(isActivePath('/dashboard/player', '/dashboard')).toBe(true);
    expect(isActivePath('/team/falcons', '/teams')).toBe(false);
    expect(isActivePath('/careers', '/career')).toBe(false);
    expect(isActivePath('/explore', '/dashboard')).toBe(false);
    expect(isActivePath('/social-wall', '/social-wall')).toBe(true);
  });
});
