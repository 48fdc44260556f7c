import { makeNotification } from '../../test/factories';
import { runNotificationHandler } from './handlers';

describe.each(['match_reminder', 'match_forfeit_offer', 'match_no_show', 'match_forfeit_awarded'] as const)(
  '%s (issue 27)',
  (type) => {
    it('opens the match page', () => {
      const navigate = vi.fn();
      const n = makeNotification({ type, actionUrl: '/matches/m1', relatedId: 'm1' });
      expect(runNotificationHandler(n, { navigate })).toBe(true);
      expect(navigate).toHaveBeenCalledWith('/matches/m1');
    });

    it.each([null, '', 'https://evil.example/matches/x', '/matches/m1/../../admin'])(
      'opens the match of relatedId for the address %o',
      (actionUrl) => {
        const navigate = vi.fn();
        runNotificationHandler(makeNotification({ type, actionUrl, relatedId: 'm2' }), { navigate });
        expect(navigate).toHaveBeenCalledWith('/matches/m2');
      },
    );
  },
);
