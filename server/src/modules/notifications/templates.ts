import type { NotificationParams, NotificationType } from '@esn/contract';

/**
 * The stored title and message, in Turkish (the default language), for clients that do not render by type.
 * The web renders every type from `type` + `params` in the reader's language.
 */
const templates: Partial<Record<NotificationType, { title: string; message: string }>> = {
  follow: { title: 'Yeni takipçi', message: '{nickname} seni takip etmeye başladı' },
  like: { title: 'Yeni beğeni', message: '{nickname} gönderini beğendi' },
  comment: { title: 'Yeni yorum', message: '{nickname} gönderine yorum yaptı' },
  connection_request: { title: 'Yeni bağlantı isteği', message: '{nickname} seninle bağlantı kurmak istiyor' },
  connection_accepted: { title: 'Bağlantı isteğin kabul edildi', message: '{nickname} bağlantı isteğini kabul etti' },
  team_application: { title: 'Yeni takım başvurusu', message: '{nickname}, {team} takımına başvurdu' },
  team_application_accepted: { title: 'Başvurun kabul edildi', message: '{team} takımına katıldın' },
  team_application_rejected: { title: 'Başvurun reddedildi', message: '{team} takımı başvurunu reddetti' },
  team_application_withdrawn: {
    title: 'Başvuru geri çekildi',
    message: '{nickname}, {team} takımına yaptığı başvuruyu geri çekti',
  },
  team_invitation: { title: 'Takım daveti', message: '{nickname} seni {team} takımına davet etti' },
  team_invitation_accepted: { title: 'Davet kabul edildi', message: '{nickname}, {team} takımına davetini kabul etti' },
  team_invitation_declined: { title: 'Davet reddedildi', message: '{nickname}, {team} takımına davetini reddetti' },
  team_invitation_withdrawn: { title: 'Davet geri çekildi', message: '{team} takımına davetin geri çekildi' },
  team_member_removed: { title: 'Takımdan çıkarıldın', message: '{team} takımının kadrosundan çıkarıldın' },
  team_role_changed: { title: 'Takım rolün değişti', message: '{team} takımındaki rolün artık: {role}' },
  team_ownership_transferred: { title: 'Takım sahipliği sende', message: '{team} takımının sahipliği sana devredildi' },
  team_deleted: { title: 'Takım silindi', message: '{team} takımı silindi' },
  tournament_registration: { title: 'Yeni turnuva kaydı', message: '{team}, {tournament} turnuvasına kaydoldu' },
  tournament_registration_confirm: {
    title: 'Turnuva kaydın alındı',
    message: '{team} olarak {tournament} turnuvasına kaydın alındı',
  },
  league_invitation: { title: 'Lig daveti', message: '{nickname}, {team} takımını {league} ligine davet etti' },
  tournament_update: { title: 'Turnuva güncellemesi', message: '{tournament}: {changeText}' },
  transfer_offer: {
    title: 'Yeni transfer teklifi',
    message: '{user} sana {position} pozisyonu için transfer teklifi gönderdi',
  },
  coaching_offer: {
    title: 'Yeni koçluk teklifi',
    message: '{user}, {team} için koçluk teklifi gönderdi: {position}',
  },
  transfer_offer_accepted: { title: 'Transfer teklifin kabul edildi', message: '{user} transfer teklifini kabul etti' },
  transfer_offer_rejected: { title: 'Transfer teklifin reddedildi', message: '{user} transfer teklifini reddetti' },
  transfer_offer_response_accepted: {
    title: 'Transfer teklifini kabul ettin',
    message: '{user} kullanıcısının transfer teklifini kabul ettin',
  },
  transfer_offer_response_rejected: {
    title: 'Transfer teklifini reddettin',
    message: '{user} kullanıcısının transfer teklifini reddettin',
  },
  transfer_offer_declined: {
    title: 'Transfer teklifi kapandı',
    message: '{team} ile {player} arasındaki transfer teklifi kapandı',
  },
  match_result: {
    title: 'Maç sonucu onayını bekliyor',
    message: '{home} - {away} maçı için {scoreA}-{scoreB} sonucu gönderildi; onayla ya da itiraz et',
  },
  match_result_approval: {
    title: 'Maç sonucun yanıtlandı',
    message: '{home} - {away} maçı için gönderdiğin {scoreA}-{scoreB} sonucu {outcomeText}',
  },
  match_dispute_opened: {
    title: 'Maç sonucuna itiraz edildi',
    message: '{context}: {home} - {away} maçının sonucuna itiraz edildi; kararın bekleniyor',
  },
  match_result_settled: {
    title: 'Organizatör maç sonucunu belirledi',
    message: 'Organizatör {home} - {away} maçında {kindText}: {scoreA}-{scoreB}',
  },
  challenge_completed: {
    title: 'Meydan okuma tamamlandı',
    message: '{subject}, "{title}" meydan okumasını tamamladı: +{xp} XP',
  },
  achievement_unlocked: { title: 'Yeni başarım', message: 'Yeni bir başarım kazandın' },
  report_resolved: { title: 'Bildirimin sonuçlandı', message: 'Yaptığın bildirim incelendi ve sonuçlandırıldı' },
  moderation_warning: {
    title: 'Topluluk kuralları uyarısı',
    message: 'Paylaştığın bir içerik topluluk kurallarına aykırı bulundu; lütfen kurallara uy',
  },
  content_hidden: {
    title: 'İçeriğin gizlendi',
    message: 'Paylaştığın bir içerik topluluk kurallarına aykırı bulunduğu için gizlendi; artık kimse göremez',
  },
  market_search_alert: {
    title: '"{search}" aramana uyan yeni oyuncular',
    message: 'Kayıtlı aramana artık uyan oyuncu sayısı: {count} — {names}',
  },
  match_time_proposed: {
    title: 'Maç saati önerildi',
    message: '{nickname}, {home} - {away} maçı için {count} saat önerdi; ilki: {firstText}',
  },
  match_time_accepted: {
    title: 'Maç saati kesinleşti',
    message: '{nickname}, {home} - {away} maçı için önerilen saati kabul etti: {atText}',
  },
  match_time_set: {
    title: 'Organizatör maç saatini belirledi',
    message: '{context}: {home} - {away} maçının saati {atText}',
  },
  match_reminder: {
    title: 'Maç yaklaşıyor',
    message: '{home} - {away} maçı {whenText} başlıyor ({context})',
  },
  match_forfeit_offer: {
    title: 'Hükmen galibiyet önerisi',
    message: '{home} - {away}: rakip check-in yapmadı; hükmen galibiyeti kabul edebilir veya reddedebilirsin',
  },
  match_no_show: {
    title: 'Maça gelinmedi',
    message: '{context}: {home} - {away} maçında check-in tamamlanmadı ({reasonText}); kararın bekleniyor',
  },
  match_forfeit_awarded: {
    title: 'Maç hükmen sonuçlandı',
    message: '{home} - {away}: check-in yapılmadığı için maç {winner} tarafına hükmen verildi',
  },
  transfer_player_left: {
    title: 'Takımından bir üye ayrıldı',
    message: '{user}, {team} takımından ayrılıp {toTeam} takımına katıldı',
  },
};

/**
 * A coaching offer's answer, told to its sender (and kept by the one who answered) in coaching words. Same types as a
 * player's offer, told apart by params.role: rows stored before these words keep their type and click, and the web
 * re-renders them in coaching words from the role they already carry.
 */
const coachingTemplates: Partial<Record<NotificationType, { title: string; message: string }>> = {
  transfer_offer_accepted: { title: 'Koçluk teklifin kabul edildi', message: '{user} koçluk teklifini kabul etti' },
  transfer_offer_rejected: { title: 'Koçluk teklifin reddedildi', message: '{user} koçluk teklifini reddetti' },
  transfer_offer_response_accepted: {
    title: 'Koçluk teklifini kabul ettin',
    message: '{user} kullanıcısının koçluk teklifini kabul ettin',
  },
  transfer_offer_response_rejected: {
    title: 'Koçluk teklifini reddettin',
    message: '{user} kullanıcısının koçluk teklifini reddettin',
  },
};

/** The stored text of an item that several notifications folded into (see grouping.ts); `{count}` is how many. */
const groupedTemplates: Partial<Record<NotificationType, { title: string; message: string }>> = {
  tournament_registration: { title: '{count} yeni kayıt: {tournament}', message: 'Son kaydolan: {team}' },
  like: { title: 'Gönderine {count} yeni beğeni', message: 'Son beğenen: {nickname}' },
  comment: { title: 'Gönderine {count} yeni yorum', message: 'Son yorum: {nickname}' },
  follow: { title: '{count} yeni takipçi', message: 'Son takip eden: {nickname}' },
};

/**
 * A folded item's stored text with `{count}` left in, for the database to fill with the new count as it folds
 * (see insertOrFold); a type without a grouped template keeps its single text.
 */
export function renderStoredGroup(type: NotificationType, params: NotificationParams) {
  const t = groupedTemplates[type];
  return t ? fillTemplate(t, { ...params, count: '{count}' }) : renderStored(type, params);
}

export function renderStored(
  type: NotificationType,
  params: NotificationParams,
  fallback?: { title: string; message: string },
) {
  const t = (params.role === 'coach' ? coachingTemplates[type] : undefined) ?? templates[type] ?? fallback;
  if (!t) throw new Error(`no template for notification type ${type}`);
  return fillTemplate(t, params);
}

function fillTemplate(t: { title: string; message: string }, params: NotificationParams) {
  const fill = (s: string) => s.replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ''));
  return { title: fill(t.title), message: fill(t.message) };
}
