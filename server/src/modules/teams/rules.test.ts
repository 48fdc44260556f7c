import { describe, expect, it } from 'vitest';
import type { TeamMemberRole } from '@esn/contract';
import { can, type Actor } from './permissions';
import { computeStats } from './stats';

const as = (role: TeamMemberRole | null, isAdmin = false): Actor => ({ role, isAdmin });
const owner = as('owner');
const manager = as('manager');
const coach = as('coach');
const player = as('player');
const stranger = as(null);
const admin = as(null, true);

describe('the permissions table', () => {
  it('lets owner, managers and admins edit; only admins verify; owner and admins delete and transfer', () => {
    expect([owner, manager, coach, player, stranger, admin].map(can.edit)).toEqual([
      true,
      true,
      false,
      false,
      false,
      true,
    ]);
    expect([owner, manager, coach, player, stranger, admin].map(can.verify)).toEqual([
      false,
      false,
      false,
      false,
      false,
      true,
    ]);
    expect([owner, manager, coach, player, stranger, admin].map(can.delete)).toEqual([
      true,
      false,
      false,
      false,
      false,
      true,
    ]);
    expect([owner, manager, coach, player, stranger, admin].map(can.transferOwnership)).toEqual([
      true,
      false,
      false,
      false,
      false,
      true,
    ]);
    expect([owner, manager, coach, player, stranger, admin].map(can.viewRequests)).toEqual([
      true,
      true,
      false,
      false,
      false,
      true,
    ]);
    expect([owner, manager, coach, player, stranger, admin].map(can.decideApplication)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });

  it('lets managers invite, move and remove only players and coaches', () => {
    expect(['player', 'coach', 'manager', 'owner'].map((r) => can.invite(owner, r as TeamMemberRole))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(['player', 'coach', 'manager', 'owner'].map((r) => can.invite(manager, r as TeamMemberRole))).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(can.invite(admin, 'player')).toBe(false);
    expect(can.invite(player, 'player')).toBe(false);
    expect(can.changeRole(manager, 'player', 'coach')).toBe(true);
    expect(can.changeRole(manager, 'player', 'manager')).toBe(false);
    expect(can.changeRole(manager, 'manager', 'player')).toBe(false);
    expect(can.changeRole(owner, 'manager', 'player')).toBe(true);
    expect(can.changeRole(owner, 'owner', 'player')).toBe(false);
    expect(can.removeMember(manager, 'coach')).toBe(true);
    expect(can.removeMember(manager, 'manager')).toBe(false);
    expect(can.removeMember(owner, 'manager')).toBe(true);
    expect(can.removeMember(owner, 'owner')).toBe(false);
    expect(can.removeMember(admin, 'player')).toBe(false);
  });

  it('lets every member but the owner leave', () => {
    expect([owner, manager, coach, player, stranger].map(can.leave)).toEqual([false, true, true, true, false]);
  });
});

describe('team stats', () => {
  const created = new Date('2024-06-15T12:00:00Z');
  const now = new Date('2026-06-14T12:00:00Z');
  const none = { members: 5, matches: 0, wins: 0, tournaments: 0, leagues: 0 };

  it('starts at 1000 with no results and 0 % win rate', () => {
    expect(computeStats(none, null, created, now)).toEqual({
      ...none,
      winRate: 0,
      skillRating: 1000,
      yearsOfExperience: 1,
    });
  });

  it('follows the documented formula', () => {
    // 1000 + 25·6 − 15·4 + 50·2 + 30·1 = 1220; 6 of 10 = 60 %
    expect(
      computeStats({ members: 7, matches: 10, wins: 6, tournaments: 2, leagues: 1 }, 2019, created, now),
    ).toMatchObject({
      skillRating: 1220,
      winRate: 60,
      yearsOfExperience: 7,
    });
    expect(computeStats({ ...none, matches: 3, wins: 2 }, null, created, now).winRate).toBe(67);
  });

  it('never goes below 0 and counts whole years only', () => {
    expect(computeStats({ ...none, matches: 100, wins: 0 }, null, created, now).skillRating).toBe(0);
    expect(computeStats(none, null, created, new Date('2024-12-31T00:00:00Z')).yearsOfExperience).toBe(0);
    expect(computeStats(none, 2026, created, now).yearsOfExperience).toBe(0);
  });
});
