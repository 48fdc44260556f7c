import { offerRoleFor } from '@esn/contract';

describe('the role an offer gives an account', () => {
  it.each([
    ['coach', 'coach'],
    ['player', 'player'],
    ['team_owner', null],
    ['admin', null],
    [null, null],
  ] as const)('%s → %s, for an offer to him and for his offer of himself', (userType, role) => {
    expect(offerRoleFor(userType)).toBe(role);
  });
});
