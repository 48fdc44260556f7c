import { makeViewer, managerViewer, member, owner, ownerViewer, player, coach, manager } from '../testing/factories';
import { applicationRoles, canApply, canFollow, canLeave, invitableRoles, memberActions } from './permissions';

describe('memberActions', () => {
  it('gives an outsider or a plain member nothing to do to anyone', () => {
    for (const viewer of [makeViewer(), makeViewer({ role: 'player' })]) {
      expect(memberActions(viewer, member(player, 'player'), 'x')).toEqual({
        roles: [],
        captain: false,
        remove: false,
      });
    }
  });

  it('lets the owner handle everyone but the owner, managers included', () => {
    expect(memberActions(ownerViewer, member(manager, 'manager'), owner.id)).toEqual({
      roles: ['player', 'manager'],
      captain: true,
      remove: true,
    });
    expect(memberActions(ownerViewer, member(owner, 'owner'), owner.id)).toEqual({
      roles: [],
      captain: true,
      remove: false,
    });
  });

  it('lets a manager remove players and coaches (no role of theirs to switch to), but not touch managers', () => {
    expect(memberActions(managerViewer, member(player, 'player'), manager.id)).toEqual({
      roles: [],
      captain: true,
      remove: true,
    });
    expect(memberActions(managerViewer, member(coach, 'coach'), manager.id).remove).toBe(true);
    expect(memberActions(managerViewer, member(manager, 'manager'), 'other')).toEqual({
      roles: [],
      captain: true,
      remove: false,
    });
  });

  it('offers only the roles the member’s account may hold: a player never coach, a coach account nothing else', () => {
    expect(memberActions(ownerViewer, member(player, 'player'), owner.id).roles).toEqual(['player', 'manager']);
    expect(memberActions(ownerViewer, member(coach, 'coach'), owner.id).roles).toEqual([]);
    // A player made coach before the rule keeps the current value shown, with the roles he may move to.
    expect(memberActions(ownerViewer, member(player, 'coach'), owner.id).roles).toEqual(['player', 'coach', 'manager']);
  });

  it('never offers removing oneself (that is "leave")', () => {
    expect(memberActions(managerViewer, member(player, 'player'), player.id).remove).toBe(false);
  });
});

describe('invitableRoles, canLeave, canApply', () => {
  it('lets only the owner invite managers', () => {
    expect(invitableRoles(ownerViewer)).toEqual(['player', 'coach', 'manager']);
    expect(invitableRoles(managerViewer)).toEqual(['player', 'coach']);
    expect(invitableRoles(makeViewer({ role: 'player' }))).toEqual([]);
  });

  it('lets every member but the owner leave', () => {
    expect(canLeave(ownerViewer)).toBe(false);
    expect(canLeave(managerViewer)).toBe(true);
    expect(canLeave(makeViewer())).toBe(false);
  });

  it('offers applying only to outsiders with nothing pending whose account may apply', () => {
    expect(canApply(makeViewer(), 'player')).toBe(true);
    expect(canApply(makeViewer(), 'coach')).toBe(true);
    expect(canApply(makeViewer(), 'admin')).toBe(false);
    expect(canApply(makeViewer({ pendingApplicationId: 'a1' }), 'player')).toBe(false);
    expect(canApply(makeViewer({ pendingInvitationId: 'i1' }), 'player')).toBe(false);
    expect(canApply(makeViewer({ role: 'player' }), 'player')).toBe(false);
  });

  it('lets a player apply as player and a coach as coach only', () => {
    expect(applicationRoles('player')).toEqual(['player']);
    expect(applicationRoles('coach')).toEqual(['coach']);
    expect(applicationRoles('admin')).toEqual([]);
  });

  it('offers following to outsiders, and unfollowing to a member who followed before joining', () => {
    expect(canFollow(makeViewer())).toBe(true);
    expect(canFollow(ownerViewer)).toBe(false);
    expect(canFollow(makeViewer({ role: 'player' }))).toBe(false);
    expect(canFollow(makeViewer({ role: 'player', following: true }))).toBe(true);
  });
});
