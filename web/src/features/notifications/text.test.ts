import { NotificationType, type Notification } from '@esn/contract';
import i18next from 'i18next';
import { localeResources } from '../../test/i18n';
import { makeNotification } from '../../test/factories';
import { renderNotificationText } from './text';

const tr = i18next.getFixedT('tr');
const en = i18next.getFixedT('en');

describe('renderNotificationText', () => {
  it('renders a follow from its params in Turkish and English', () => {
    const n = makeNotification({ type: 'follow', params: { nickname: 'ayse' }, title: 'x', message: 'y' });
    expect(renderNotificationText(n, tr)).toEqual({
      title: 'Yeni takipçi',
      message: 'ayse seni takip etmeye başladı',
    });
    expect(renderNotificationText(n, en)).toEqual({ title: 'New follower', message: 'ayse started following you' });
  });

  it('keeps the stored message when a param the template needs is missing, but still translates the title', () => {
    const n = makeNotification({
      type: 'tournament_registration',
      params: { team: 'Kartallar' },
      title: 'Turnuva kaydı',
      message: 'Kartallar takımı Yaz Kupası turnuvasına kaydoldu',
    });
    expect(renderNotificationText(n, en)).toEqual({
      title: 'New tournament registration',
      message: 'Kartallar takımı Yaz Kupası turnuvasına kaydoldu',
    });
  });

  it('treats an empty param as missing', () => {
    const n = makeNotification({ type: 'follow', params: { nickname: '' }, message: 'stored' });
    expect(renderNotificationText(n, en).message).toBe('stored');
  });

  it('falls back to the stored title and message for a type it has no template for', () => {
    const n = makeNotification({
      type: 'brand_new_type' as Notification['type'],
      params: { nickname: 'ayse' },
      title: 'Sunucudan başlık',
      message: 'Sunucudan mesaj',
    });
    expect(renderNotificationText(n, en)).toEqual({ title: 'Sunucudan başlık', message: 'Sunucudan mesaj' });
    expect(renderNotificationText(n, tr)).toEqual({ title: 'Sunucudan başlık', message: 'Sunucudan mesaj' });
  });

  it('copes with a notification without params', () => {
    const n = { ...makeNotification({ type: 'comment', message: 'stored comment' }), params: undefined };
    expect(renderNotificationText(n, tr)).toEqual({ title: 'Yeni yorum', message: 'stored comment' });
  });

  it('does not let a param named like an i18next option change the lookup', () => {
    const n = makeNotification({ type: 'follow', params: { nickname: 'ayse', lng: 'en', count: 3, context: 'x' } });
    expect(renderNotificationText(n, tr).message).toBe('ayse seni takip etmeye başladı');
  });

  describe('transfer_offer (spec §5)', () => {
    it('renders user and position params with the translated template', () => {
      const n = makeNotification({ type: 'transfer_offer', params: { user: 'Kartallar', position: 'AWP' } });
      expect(renderNotificationText(n, en).message).toBe('Kartallar sent you a transfer offer for AWP');
      expect(renderNotificationText(n, tr).message).toBe('Kartallar sana AWP pozisyonu için transfer teklifi gönderdi');
    });

    it('re-renders the legacy English message "{user} sent you a transfer offer for {position}"', () => {
      const n = makeNotification({
        type: 'transfer_offer',
        params: {},
        message: 'Team Phoenix sent you a transfer offer for Entry Fragger',
      });
      expect(renderNotificationText(n, tr)).toEqual({
        title: 'Yeni transfer teklifi',
        message: 'Team Phoenix sana Entry Fragger pozisyonu için transfer teklifi gönderdi',
      });
    });

    it('leaves any other stored message alone', () => {
      const n = makeNotification({ type: 'transfer_offer', params: {}, message: 'Bir teklif aldın' });
      expect(renderNotificationText(n, en).message).toBe('Bir teklif aldın');
    });
  });

  it('has a title and a message template for every type, in both languages', () => {
    const resources = localeResources();
    for (const lng of ['tr', 'en']) {
      const types = (resources[lng]?.notifications as { types: Record<string, { title?: string; message?: string }> })
        .types;
      expect(Object.keys(types).sort()).toEqual([...NotificationType.options].sort());
      for (const type of NotificationType.options) {
        expect(types[type]?.title, `${lng} ${type}`).toBeTruthy();
        expect(types[type]?.message, `${lng} ${type}`).toBeTruthy();
      }
    }
  });
});
