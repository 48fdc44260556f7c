import { makeNotification } from '../../test/factories';
import { runNotificationHandler } from '../notifications/handlers';

describe('tournament notifications open the tournament', () => {
  it.each([
    ['tournament_registration', '/tournaments/t1', null, '/tournaments/t1?tab=manage'],
    ['tournament_registration_confirm', '/tournaments/t1', 'r1', '/tournaments/t1'],
    ['tournament_update', '/tournaments/t1', 't1', '/tournaments/t1'],
    ['tournament_update', null, 't2', '/tournaments/t2'],
    ['tournament_update', '/tournaments', 't3', '/tournaments'],
  ] as const)('%s with actionUrl %s goes to %s', (type, actionUrl, relatedId, expected) => {
    const navigate = vi.fn();
    const handled = runNotificationHandler(makeNotification({ type, actionUrl, relatedId }), { navigate });
    expect(handled).toBe(true);
    expect(navigate).toHaveBeenCalledWith(expected);
  });
});
