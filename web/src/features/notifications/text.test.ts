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
      message: 'Ayşe seni takip etmeye başladı',
    });
    expect(renderNotificationText(n, en)).toEqual({ title: 'New follower', message: 'Ayşe started following you' });
  });

  it('words proposed match times without a "time(s)" for one or several, in English and Turkish', () => {
    for (const count of [1, 2]) {
      const n = makeNotification({
        type: 'match_time_proposed',
        params: { nickname: 'kaan', home: 'Wolves', away: 'Bears', count, first: Date.parse('2030-05-01T18:00:00Z') },
      });
      const english = renderNotificationText(n, en).message;
      expect(english).toMatch(/^kaan proposed times for Wolves vs Bears \(options: \d\); the first: /);
      expect(english).not.toContain('(s)');
      expect(renderNotificationText(n, tr).message).toMatch(`kaan, Wolves - Bears maçı için ${count} saat önerdi`);
    }
  });

  it('names the sender by first and last name, else by the handle; a nickname of someone else stays as it is', () => {
    const sender = {
      nickname: 'mert.fps',
      firstName: 'Mert',
      lastName: 'Demir',
      avatarUrl: null,
      profileImageUrl: null,
    };
    const comment = makeNotification({ type: 'comment', params: { nickname: 'mert.fps' }, sender });
    expect(renderNotificationText(comment, tr).message).toBe('Mert Demir gönderine yorum yaptı');
    expect(renderNotificationText(comment, en).message).toMatch(/^Mert Demir /);
    const unnamed = makeNotification({
      type: 'comment',
      params: { nickname: 'mert.fps' },
      sender: { ...sender, firstName: null, lastName: null },
    });
    expect(renderNotificationText(unnamed, tr).message).toBe('mert.fps gönderine yorum yaptı');
    const other = makeNotification({ type: 'comment', params: { nickname: 'someone' }, sender });
    expect(renderNotificationText(other, tr).message).toBe('someone gönderine yorum yaptı');
  });

  it('says how many a folded item stands for, in Turkish and English (issue 24)', () => {
    const n = makeNotification({
      type: 'tournament_registration',
      params: { tournament: 'Walk Cup', team: 'Wolves', nickname: 'kaan' },
      count: 5,
    });
    expect(renderNotificationText(n, tr)).toEqual({ title: '5 yeni kayıt: Walk Cup', message: 'Son kaydolan: Wolves' });
    expect(renderNotificationText(n, en)).toEqual({
      title: '5 new registrations for Walk Cup',
      message: 'Latest: Wolves',
    });
    const follows = makeNotification({ type: 'follow', params: { nickname: 'ayse' }, count: 3 });
    expect(renderNotificationText(follows, en)).toEqual({ title: '3 new followers', message: 'Latest: Ayşe' });
  });

  it('keeps the single text for a count of 1 and for a folded type without grouped words', () => {
    const one = makeNotification({ type: 'comment', params: { nickname: 'ayse' }, count: 1 });
    expect(renderNotificationText(one, en).title).toBe('New comment');
    const other = makeNotification({ type: 'connection_request', params: { nickname: 'ayse' }, count: 2 });
    expect(renderNotificationText(other, en).title).toBe('New connection request');
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
    expect(renderNotificationText(n, tr).message).toBe('Ayşe seni takip etmeye başladı');
  });

  describe('transfer_offer (spec §5)', () => {
    it('renders user and position params with the translated template', () => {
      const n = makeNotification({ type: 'transfer_offer', params: { user: 'Kartallar', position: 'AWP' } });
      expect(renderNotificationText(n, en).message).toBe('Kartallar sent you a transfer offer for AWP');
      expect(renderNotificationText(n, tr).message).toBe('Kartallar sana AWP pozisyonu için transfer teklifi gönderdi');
    });

    it('names the sending person by name where the param is his handle (the offer’s answer too)', () => {
      const sender = {
        nickname: 'kaan_owner',
        firstName: 'Kaan',
        lastName: 'Yıldız',
        avatarUrl: null,
        profileImageUrl: null,
      };
      const offer = makeNotification({
        type: 'transfer_offer',
        params: { user: 'kaan_owner', position: 'AWP' },
        sender,
      });
      expect(renderNotificationText(offer, en).message).toBe('Kaan Yıldız sent you a transfer offer for AWP');
      const accepted = makeNotification({ type: 'transfer_offer_accepted', params: { user: 'kaan_owner' }, sender });
      expect(renderNotificationText(accepted, tr).message).toContain('Kaan Yıldız');
      expect(renderNotificationText(accepted, tr).message).not.toContain('kaan_owner');
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

  describe('the answer to an offer, told to its sender', () => {
    const answer = (type: 'transfer_offer_accepted' | 'transfer_offer_rejected', role: string) =>
      makeNotification({ type, params: { user: 'Mert', role, team: 'Kartallar' }, title: 'x', message: 'y' });

    it('speaks of a coaching offer (role coach), in Turkish and English, also on rows stored before these words', () => {
      expect(renderNotificationText(answer('transfer_offer_accepted', 'coach'), tr)).toEqual({
        title: 'Koçluk teklifin kabul edildi',
        message: 'Mert koçluk teklifini kabul etti',
      });
      expect(renderNotificationText(answer('transfer_offer_accepted', 'coach'), en)).toEqual({
        title: 'Your coaching offer was accepted',
        message: 'Mert accepted your coaching offer',
      });
      expect(renderNotificationText(answer('transfer_offer_rejected', 'coach'), tr)).toEqual({
        title: 'Koçluk teklifin reddedildi',
        message: 'Mert koçluk teklifini reddetti',
      });
      expect(renderNotificationText(answer('transfer_offer_rejected', 'coach'), en)).toEqual({
        title: 'Your coaching offer was rejected',
        message: 'Mert rejected your coaching offer',
      });
    });

    it('the one who answered a coaching offer keeps his record of it in coaching words, TR and EN', () => {
      const record = (type: 'transfer_offer_response_accepted' | 'transfer_offer_response_rejected', role: string) =>
        makeNotification({ type, params: { user: 'Mert', role }, title: 'x', message: 'y' });
      expect(renderNotificationText(record('transfer_offer_response_accepted', 'coach'), tr)).toEqual({
        title: 'Koçluk teklifini kabul ettin',
        message: 'Mert kullanıcısının koçluk teklifini kabul ettin',
      });
      expect(renderNotificationText(record('transfer_offer_response_rejected', 'coach'), en)).toEqual({
        title: 'You rejected a coaching offer',
        message: 'You rejected the coaching offer from Mert',
      });
      expect(renderNotificationText(record('transfer_offer_response_accepted', 'player'), en).title).toBe(
        'You accepted a transfer offer',
      );
    });

    it("keeps the transfer words for a player's offer and for a row without a role", () => {
      expect(renderNotificationText(answer('transfer_offer_accepted', 'player'), en)).toEqual({
        title: 'Your transfer offer was accepted',
        message: 'Mert accepted your transfer offer',
      });
      expect(renderNotificationText(answer('transfer_offer_rejected', 'player'), tr)).toEqual({
        title: 'Transfer teklifin reddedildi',
        message: 'Mert transfer teklifini reddetti',
      });
      const roleless = makeNotification({ type: 'transfer_offer_accepted', params: { user: 'Mert' } });
      expect(renderNotificationText(roleless, tr).title).toBe('Transfer teklifin kabul edildi');
    });
  });

  describe('match results', () => {
    const match = { home: 'Kartallar', away: 'Kurtlar', scoreA: 2, scoreB: 1, context: 'Yaz Kupası' };
    /**
     * The outcome and kind words are nested translations (`$t(…)`), which i18next looks up in the current language
     * (as the app renders notifications): switch to English rather than use a fixed English `t`.
     */
    const inEnglish = async (n: Notification) => {
      await i18next.changeLanguage('en');
      return renderNotificationText(n, i18next.t);
    };

    it('asks the other side to approve a submitted result', () => {
      const n = makeNotification({ type: 'match_result', params: match });
      expect(renderNotificationText(n, tr)).toEqual({
        title: 'Maç sonucu onayını bekliyor',
        message: 'Kartallar - Kurtlar maçı için 2-1 sonucu gönderildi; onayla ya da itiraz et',
      });
      expect(renderNotificationText(n, en)).toEqual({
        title: 'Match result awaiting your approval',
        message: 'A 2-1 result was submitted for Kartallar vs Kurtlar; approve or dispute it',
      });
    });

    it.each([
      ['approved', 'onaylandı', 'approved'],
      ['auto_approved', 'süre dolunca otomatik olarak onaylandı', 'approved automatically when the time ran out'],
      ['disputed', 'itiraz edildi', 'disputed'],
    ])('tells the submitter the outcome %s', async (outcome, trText, enText) => {
      const n = makeNotification({ type: 'match_result_approval', params: { ...match, outcome } });
      expect(renderNotificationText(n, tr).message).toBe(
        `Kartallar - Kurtlar maçı için gönderdiğin 2-1 sonucu ${trText}`,
      );
      expect((await inEnglish(n)).message).toBe(`The 2-1 result you submitted for Kartallar vs Kurtlar was ${enText}`);
    });

    it('tells the organizer of a dispute, with the tournament or league (a param named "context")', () => {
      const n = makeNotification({ type: 'match_dispute_opened', params: match });
      expect(renderNotificationText(n, tr)).toEqual({
        title: 'Maç sonucuna itiraz edildi',
        message: 'Yaz Kupası: Kartallar - Kurtlar maçının sonucuna itiraz edildi; kararın bekleniyor',
      });
      expect(renderNotificationText(n, en).message).toBe(
        'Yaz Kupası: the result of Kartallar vs Kurtlar was disputed; your decision is needed',
      );
    });

    it.each([
      ['dispute_resolved', 'itirazı karara bağladı', 'settled the dispute'],
      ['result_corrected', 'sonucu düzeltti', 'corrected the result'],
      ['official_result', 'sonucu girdi', 'set the result'],
    ])('tells both sides the organizer %s', async (kind, trText, enText) => {
      const n = makeNotification({ type: 'match_result_settled', params: { ...match, kind } });
      expect(renderNotificationText(n, tr)).toEqual({
        title: 'Organizatör maç sonucunu belirledi',
        message: `Organizatör Kartallar - Kurtlar maçında ${trText}: 2-1`,
      });
      expect(await inEnglish(n)).toEqual({
        title: 'The organizer set the match result',
        message: `The organizer ${enText} for Kartallar vs Kurtlar: 2-1`,
      });
    });

    it('keeps the stored text of an older match notification without scores', () => {
      const n = makeNotification({ type: 'match_result', params: { team: 'Kartallar' }, message: 'Saklı mesaj' });
      expect(renderNotificationText(n, en).message).toBe('Saklı mesaj');
    });
  });

  describe('challenges and achievements', () => {
    const completed = { title: 'Paylaşım Ustası', xp: 250, badge: 'Hikâyeci', subject: 'kaan' };

    it('tells the person (or the team’s leaders) a challenge was completed, with XP and badge', () => {
      const n = makeNotification({ type: 'challenge_completed', params: completed, actionUrl: '/challenges' });
      expect(renderNotificationText(n, tr)).toEqual({
        title: 'Meydan okuma tamamlandı',
        message: 'kaan, “Paylaşım Ustası” meydan okumasını tamamladı: +250 XP ve “Hikâyeci” rozeti',
      });
      expect(renderNotificationText(n, en)).toEqual({
        title: 'Challenge completed',
        message: 'kaan completed “Paylaşım Ustası”: +250 XP and the “Hikâyeci” badge',
      });
    });

    it('says a person’s own challenge to him as “you”, with or without a badge (subjectKind user)', () => {
      const mine = makeNotification({ type: 'challenge_completed', params: { ...completed, subjectKind: 'user' } });
      expect(renderNotificationText(mine, tr).message).toBe(
        '“Paylaşım Ustası” meydan okumasını tamamladın: +250 XP ve “Hikâyeci” rozeti',
      );
      expect(renderNotificationText(mine, en).message).toBe(
        'You completed “Paylaşım Ustası”: +250 XP and the “Hikâyeci” badge',
      );
      const plain = makeNotification({
        type: 'challenge_completed',
        params: { ...completed, subjectKind: 'user', badge: '' },
      });
      expect(renderNotificationText(plain, tr).message).toBe('“Paylaşım Ustası” meydan okumasını tamamladın: +250 XP');
      expect(renderNotificationText(plain, en).message).toBe('You completed “Paylaşım Ustası”: +250 XP');
    });

    it('names the badge by its English name in English (badgeEn), the Turkish one in Turkish', () => {
      const n = makeNotification({
        type: 'challenge_completed',
        params: { ...completed, subjectKind: 'user', badgeEn: 'Storyteller' },
      });
      expect(renderNotificationText(n, en).message).toBe(
        'You completed “Paylaşım Ustası”: +250 XP and the “Storyteller” badge',
      );
      expect(renderNotificationText(n, tr).message).toContain('“Hikâyeci” rozeti');
    });

    it('names the challenge by its English title in English, the Turkish one in Turkish', () => {
      const n = makeNotification({
        type: 'challenge_completed',
        params: { ...completed, titleEn: 'Share Master' },
      });
      expect(renderNotificationText(n, tr).message).toContain('“Paylaşım Ustası” meydan okumasını');
      expect(renderNotificationText(n, en).message).toBe(
        'kaan completed “Share Master”: +250 XP and the “Hikâyeci” badge',
      );
    });

    it('leaves the badge out of a challenge without one (the param is empty)', () => {
      const n = makeNotification({
        type: 'challenge_completed',
        params: { ...completed, badge: '', subject: 'Kartallar' },
      });
      expect(renderNotificationText(n, tr).message).toBe(
        'Kartallar, “Paylaşım Ustası” meydan okumasını tamamladı: +250 XP',
      );
      expect(renderNotificationText(n, en).message).toBe('Kartallar completed “Paylaşım Ustası”: +250 XP');
    });

    it('names an unlocked achievement in the reader’s language', async () => {
      const n = makeNotification({
        type: 'achievement_unlocked',
        params: { key: 'team_player' },
        actionUrl: '/profile/u1',
      });
      expect(renderNotificationText(n, tr)).toEqual({
        title: 'Başarım kazanıldı',
        message: '“Takım oyuncusu” başarımını kazandın',
      });
      // The name is a nested translation, looked up in the current language.
      await i18next.changeLanguage('en');
      expect(renderNotificationText(n, i18next.t)).toEqual({
        title: 'Achievement unlocked',
        message: 'You earned the “Team player” achievement',
      });
    });
  });

  describe('trust and safety', () => {
    const inEnglish = async (n: Notification) => {
      await i18next.changeLanguage('en');
      return renderNotificationText(n, i18next.t);
    };

    it.each([
      [
        'hide',
        'post',
        'Bildirdiğin gönderi incelendi: içerik gizlendi',
        'The post you reported was reviewed: it has been hidden',
      ],
      [
        'delete',
        'comment',
        'Bildirdiğin yorum incelendi: içerik kaldırıldı',
        'The comment you reported was reviewed: it has been removed',
      ],
      [
        'warn',
        'post',
        'Bildirdiğin gönderi incelendi: sahibi uyarıldı',
        'The post you reported was reviewed: its owner was warned',
      ],
      [
        'suspend',
        'profile',
        'Bildirdiğin profil incelendi: hesap askıya alındı',
        'The profile you reported was reviewed: the account was suspended',
      ],
      [
        'dismiss',
        'team',
        'Bildirdiğin takım incelendi: bir kural ihlali bulunmadı',
        'The team you reported was reviewed: no rule was broken',
      ],
    ])('tells a reporter the outcome %s of a report on a %s', async (action, targetType, trText, enText) => {
      const n = makeNotification({
        type: 'report_resolved',
        params: { action, targetType },
        sender: null,
        actionUrl: null,
      });
      expect(renderNotificationText(n, tr)).toEqual({ title: 'Bildirimin sonuçlandı', message: trText });
      expect(await inEnglish(n)).toEqual({ title: 'Your report was reviewed', message: enText });
    });

    it.each([
      ['post', 'Bir gönderin topluluk kurallarına aykırı bulundu; lütfen kurallara uy', 'One of your posts was found'],
      [
        'comment',
        'Bir yorumun topluluk kurallarına aykırı bulundu; lütfen kurallara uy',
        'One of your comments was found',
      ],
      ['profile', 'Profilin topluluk kurallarına aykırı bulundu; lütfen kurallara uy', 'Your profile was found'],
      ['team', 'Takımın topluluk kurallarına aykırı bulundu; lütfen kurallara uy', 'Your team was found'],
    ])('warns an author about a %s', async (targetType, trText, enStart) => {
      const n = makeNotification({
        type: 'moderation_warning',
        params: { targetType },
        sender: null,
        actionUrl: '/help',
      });
      expect(renderNotificationText(n, tr)).toEqual({ title: 'Topluluk kuralları uyarısı', message: trText });
      const english = await inEnglish(n);
      expect(english.title).toBe('Community rules warning');
      expect(english.message).toBe(`${enStart} to break the community rules; please follow them`);
    });

    it.each([
      [
        'post',
        'Bir gönderin topluluk kurallarına aykırı bulunduğu için gizlendi; artık kimse göremez',
        'One of your posts was hidden for breaking the community rules; nobody can see it any more',
      ],
      [
        'comment',
        'Bir yorumun topluluk kurallarına aykırı bulunduğu için gizlendi; artık kimse göremez',
        'One of your comments was hidden for breaking the community rules; nobody can see it any more',
      ],
    ])('tells an author his %s was hidden', async (targetType, trText, enText) => {
      const n = makeNotification({ type: 'content_hidden', params: { targetType }, sender: null, actionUrl: '/help' });
      expect(renderNotificationText(n, tr)).toEqual({ title: 'İçeriğin gizlendi', message: trText });
      expect(await inEnglish(n)).toEqual({ title: 'Your content was hidden', message: enText });
    });

    it('keeps the stored text of a report outcome without params', () => {
      const n = makeNotification({ type: 'report_resolved', params: {}, message: 'Yaptığın bildirim incelendi' });
      expect(renderNotificationText(n, en).message).toBe('Yaptığın bildirim incelendi');
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
