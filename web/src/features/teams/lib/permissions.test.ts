import { makeViewer, managerViewer, member, owner, ownerViewer, player, coach, manager } from '../testing/factories';
import { canApply, canLeave, invitableRoles, memberActions } from './permissions';

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
      roles: ['player', 'coach', 'manager'],
      captain: true,
      remove: true,
    });
    expect(memberActions(ownerViewer, member(owner, 'owner'), owner.id)).toEqual({
      roles: [],
      captain: true,
      remove: false,
    });
  });

  it('lets a manager switch players and coaches between those roles and remove them, but not touch managers', () => {
    expect(memberActions(managerViewer, member(player, 'player'), manager.id)).toEqual({
      roles: ['player', 'coach'],
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

  it('offers applying only to outsiders with nothing pending', () => {
    expect(canApply(makeViewer())).toBe(true);
    expect(canApply(makeViewer({ pendingApplicationId: 'a1' }))).toBe(false);
    expect(canApply(makeViewer({ pendingInvitationId: 'i1' }))).toBe(false);
    expect(canApply(makeViewer({ role: 'player' }))).toBe(false);
  });
});
