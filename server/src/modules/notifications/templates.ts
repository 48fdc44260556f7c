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
  team_application_withdrawn: { title: 'Başvuru geri çekildi', message: '{nickname}, {team} takımına yaptığı başvuruyu geri çekti' },
  team_invitation: { title: 'Takım daveti', message: '{nickname} seni {team} takımına davet etti' },
  team_invitation_accepted: { title: 'Davet kabul edildi', message: '{nickname}, {team} takımına davetini kabul etti' },
  team_invitation_declined: { title: 'Davet reddedildi', message: '{nickname}, {team} takımına davetini reddetti' },
  team_invitation_withdrawn: { title: 'Davet geri çekildi', message: '{team} takımına davetin geri çekildi' },
  team_member_removed: { title: 'Takımdan çıkarıldın', message: '{team} takımının kadrosundan çıkarıldın' },
  team_role_changed: { title: 'Takım rolün değişti', message: '{team} takımındaki rolün artık: {role}' },
  team_ownership_transferred: { title: 'Takım sahipliği sende', message: '{team} takımının sahipliği sana devredildi' },
  team_deleted: { title: 'Takım silindi', message: '{team} takımı silindi' },
};

export function renderStored(type: NotificationType, params: NotificationParams, fallback?: { title: string; message: string }) {
  const t = templates[type] ?? fallback;
  if (!t) throw new Error(`no template for notification type ${type}`);
  const fill = (s: string) => s.replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ''));
  return { title: fill(t.title), message: fill(t.message) };
}
