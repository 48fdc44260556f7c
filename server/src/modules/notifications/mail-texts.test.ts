import { describe, expect, it } from 'vitest';
import { notificationMail } from './mail-texts';
import { notificationText } from './notification-text';

describe('notification mail texts', () => {
  it('are the app’s own words in the reader’s language, nested texts included', () => {
    const approval = {
      type: 'match_result_approval' as const,
      title: 'Maç sonucun yanıtlandı',
      message: 'stored',
      params: { home: 'A', away: 'B', scoreA: 2, scoreB: 0, outcome: 'approved', outcomeText: 'onaylandı' },
      count: 1,
    };
    expect(notificationText(approval, 'en').message).toBe('The 2-0 result you submitted for A vs B was approved');
    const invite = {
      type: 'team_invitation' as const,
      title: 't',
      message: 'm',
      params: { nickname: 'mert', team: 'Wolves', role: 'player' },
      count: 1,
    };
    expect(notificationText(invite, 'en').message).toBe('mert invited you to Wolves as Player');
    expect(notificationText(invite, 'tr').message).toBe('mert seni Wolves takımına Oyuncu olarak davet etti');
    const likes = { type: 'like' as const, title: 't', message: 'm', params: { nickname: 'mert' }, count: 3 };
    expect(notificationText(likes, 'en')).toEqual({ title: '3 new likes on your post', message: 'Latest: mert' });
  });

  it('say a completed challenge to its own person as “you”, a team’s by its name (as the bell does)', () => {
    const done = (params: Record<string, string | number>) => ({
      type: 'challenge_completed' as const,
      title: 't',
      message: 'm',
      params: { title: 'Bir gönderi', titleEn: 'One post', xp: 150, badge: '', subject: 'ayse', ...params },
      count: 1,
    });
    expect(notificationText(done({ subjectKind: 'user' }), 'tr').message).toBe(
      '“Bir gönderi” meydan okumasını tamamladın: +150 XP',
    );
    expect(notificationText(done({ subjectKind: 'user', badge: 'Yıldız' }), 'en').message).toBe(
      'You completed “One post”: +150 XP and the “Yıldız” badge',
    );
    expect(notificationText(done({ subjectKind: 'team', subject: 'Wolves' }), 'en').message).toBe(
      'Wolves completed “One post”: +150 XP',
    );
  });

  it('fall back to the stored text when a value the template names is missing', () => {
    const n = {
      type: 'transfer_offer' as const,
      title: 'Stored title',
      message: 'Stored message',
      params: {},
      count: 1,
    };
    expect(notificationText(n, 'en')).toEqual({ title: 'New transfer offer', message: 'Stored message' });
  });

  it('escape what people wrote in the HTML version', () => {
    const mail = notificationMail({
      lang: 'en',
      name: '<b>Ayşe</b>',
      notification: { type: 'follow', title: 't', message: 'm', params: { nickname: '<script>' }, count: 1 },
      category: 'social',
      openUrl: 'https://x/profile/1',
      unsubscribeUrl: 'https://x/api/notifications/unsubscribe?token=a.b.c',
      settingsUrl: 'https://x/settings/account',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt; started following you');
    expect(mail.text).toContain('Stop these e-mails: https://x/api/notifications/unsubscribe?token=a.b.c');
  });
});
