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

describe('market_search_alert', () => {
  it('opens the market with the saved search’s filters', () => {
    const navigate = vi.fn();
    const n = makeNotification({
      type: 'market_search_alert',
      actionUrl: '/transfers?game=valorant&role=Duelist',
      params: { query: 'game=valorant&role=Duelist' },
    });
    expect(runNotificationHandler(n, { navigate })).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/transfers?game=valorant&role=Duelist');
  });

  it.each([null, '', 'https://evil.example/transfers?x=1', '/admin'])(
    'builds the market address from the search’s query for the address %o',
    (actionUrl) => {
      const navigate = vi.fn();
      runNotificationHandler(
        makeNotification({ type: 'market_search_alert', actionUrl, params: { query: 'availability=now' } }),
        { navigate },
      );
      expect(navigate).toHaveBeenCalledWith('/transfers?availability=now');
    },
  );
});
