import { isActivePath, mainNavItems } from './navItems';

describe('main navigation', () => {
  it('lists the admin link only for admins', () => {
    expect(mainNavItems('admin').map((i) => i.to)).toEqual([
      '/dashboard',
      '/explore',
      '/teams',
      '/leagues',
      '/transfers',
      '/admin',
    ]);
    for (const type of ['player', 'coach', 'team_owner', null] as const) {
      expect(mainNavItems(type).map((i) => i.to)).not.toContain('/admin');
    }
  });

  it('highlights by whole-segment path prefix', () => {
    expect(isActivePath('/teams', '/teams')).toBe(true);
    expect(isActivePath('/teams/create', '/teams')).toBe(true);
    expect(isActivePath('/dashboard/player', '/dashboard')).toBe(true);
    expect(isActivePath('/team/falcons', '/teams')).toBe(false);
    expect(isActivePath('/careers', '/career')).toBe(false);
    expect(isActivePath('/explore', '/dashboard')).toBe(false);
  });
});
