import i18next from 'i18next';
import '../../test/i18n';
import { makeNotification } from '../../test/factories';
import { renderNotificationText } from './text';

const tr = i18next.getFixedT('tr');
const en = i18next.getFixedT('en');
const update = (params: Record<string, string>) =>
  makeNotification({
    type: 'tournament_update',
    params,
    title: 'Turnuva güncellemesi',
    message: 'Walk Cup turnuvasında yeni bir gelişme var',
  });

describe('tournament update texts say what changed', () => {
  it.each([
    ['registration_closed', 'Walk Cup turnuvasında kayıtlar kapandı', 'Registration closed for Walk Cup'],
    ['bracket', 'Walk Cup turnuvasının eşleşme tablosu oluşturuldu', 'The bracket of Walk Cup was drawn'],
    [
      'next_round',
      'Walk Cup turnuvasında sonraki turun eşleşmeleri belli oldu',
      'The next round of Walk Cup is paired',
    ],
    ['schedule', 'Walk Cup turnuvasının tarihleri değişti', 'The dates of Walk Cup changed'],
    ['cancelled', 'Walk Cup iptal edildi', 'Walk Cup was cancelled'],
  ])('%s', (change, inTurkish, inEnglish) => {
    const n = update({ tournament: 'Walk Cup', change });
    expect(renderNotificationText(n, tr).message).toBe(inTurkish);
    expect(renderNotificationText(n, en)).toEqual({ title: 'Tournament update', message: inEnglish });
  });

  it('names the entrant who was disqualified', () => {
    const n = update({ tournament: 'Walk Cup', change: 'disqualified', entrant: 'Walk Wolves' });
    expect(renderNotificationText(n, en).message).toBe(
      'Walk Wolves was disqualified from Walk Cup; its remaining matches go to its opponents as walkovers',
    );
    expect(renderNotificationText(n, tr).message).toMatch(/^Walk Wolves, Walk Cup turnuvasında diskalifiye edildi/);
  });

  it('older rows (no kind, or the generic status) keep the general text in the reader’s language', () => {
    const older: Record<string, string>[] = [{ tournament: 'Walk Cup' }, { tournament: 'Walk Cup', change: 'status' }];
    for (const params of older) {
      expect(renderNotificationText(update(params), en).message).toBe(
        renderNotificationText(update({ tournament: 'Walk Cup', change: 'unknown_kind' }), en).message,
      );
      expect(renderNotificationText(update(params), tr).message).toBe('Walk Cup turnuvasında yeni bir gelişme var');
    }
  });
});
