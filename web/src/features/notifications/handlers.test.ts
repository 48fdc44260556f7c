import { makeNotification } from '../../test/factories';
import { runNotificationHandler } from './handlers';

describe('league_invitation', () => {
  it("opens the league's page, where the invited team's owner or a manager answers", () => {
    const navigate = vi.fn();
    const n = makeNotification({ type: 'league_invitation', actionUrl: '/leagues/lg1', relatedId: 'lt1' });
    expect(runNotificationHandler(n, { navigate })).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/leagues/lg1');
  });

  it.each([null, '', 'https://evil.example/leagues/x', '/leagues/lg1/../../admin'])(
    'leads to the league list for the address %o',
    (actionUrl) => {
      const navigate = vi.fn();
      runNotificationHandler(makeNotification({ type: 'league_invitation', actionUrl }), { navigate });
      expect(navigate).toHaveBeenCalledWith('/leagues');
    },
  );
});
