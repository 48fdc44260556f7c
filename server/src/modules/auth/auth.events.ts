import type { AppContext } from '../../context';

const texts = {
  tr: {
    subject: 'Şifre sıfırlama',
    body: (nick: string, url: string) =>
      `Merhaba ${nick},\n\nŞifreni sıfırlamak için bu bağlantıyı aç (1 saat geçerli, tek kullanımlık):\n${url}\n\nBu isteği sen yapmadıysan bu e-postayı yok sayabilirsin.`,
  },
  en: {
    subject: 'Reset your password',
    body: (nick: string, url: string) =>
      `Hi ${nick},\n\nOpen this link to reset your password (valid for 1 hour, single use):\n${url}\n\nIf you did not ask for this, you can ignore this e-mail.`,
  },
} as const;

export function registerAuthListeners(ctx: AppContext): void {
  ctx.events.on('auth.passwordResetRequested', async ({ email, nickname, token, lang }) => {
    const url = `${ctx.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    const t = texts[lang];
    await ctx.mailer.send({ to: email, subject: t.subject, text: t.body(nickname, url) });
  });
}
