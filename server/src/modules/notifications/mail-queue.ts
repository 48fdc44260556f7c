import { displayName, NOTIFICATION_EMAIL_DEFAULTS, notificationCategoryOf, type NotificationType } from '@esn/contract';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import type { NotificationRow } from '../../db/schema/index';
import type { DeferredTask } from '../../lib/deferred-work';
import { emailRepository } from './email.repository';
import { notificationMail } from './mail-texts';
import { unsubscribeToken } from './unsubscribe-token';

/**
 * Notification mails (issue 27). A mail is a row written in the transaction that saved the notification, so each
 * item a person gets by e-mail has exactly one; any process sends it (after the commit this process kicks the
 * sender; a deferred task is the safety net after a crash or an SMTP failure), claimed under a lease so that two
 * processes never send the same row, and marked sent once the mailer took it. The request that caused the
 * notification never waits for a mail nor fails with one.
 *
 * Grouped notifications (likes, comments, follows, registrations: grouping.ts) fold into one unread item, and an
 * item is mailed once, with what it says when it is sent. A group mails at most once per GROUP_QUIET_SECONDS: a fold
 * into the item, or a new item of the same group after the person read the last one, sends nothing within that
 * time; the first one after it does.
 */
const GROUP_QUIET_SECONDS = 3600;
const LEASE_SECONDS = 60;
const BATCH = 20;
/** An SMTP failure is tried again, one minute more each time, and given up after this many tries. */
const MAX_ATTEMPTS = 8;

/** Types never mailed: the person did it themself (answered an offer), the app already told them on the spot. */
const NEVER_MAILED = new Set<NotificationType>([
  'transfer_offer_response_accepted',
  'transfer_offer_response_rejected',
]);

/** In the transaction that saved `row`: queues its mail if the person gets its kind by e-mail. */
export async function queueNotificationMail(db: DbOrTx, row: NotificationRow): Promise<boolean> {
  if (NEVER_MAILED.has(row.type)) return false;
  const category = notificationCategoryOf(row.type);
  return emailRepository.enqueue(db, {
    notificationId: row.id,
    recipientId: row.recipientId,
    category,
    groupKey: row.groupKey,
    byDefault: NOTIFICATION_EMAIL_DEFAULTS[category],
    quietSeconds: GROUP_QUIET_SECONDS,
  });
}

/** The public address of a notification's target (a path of the app), else the notifications page. */
function openUrl(publicUrl: string, actionUrl: string | null): string {
  return actionUrl && actionUrl.startsWith('/') && !actionUrl.startsWith('//')
    ? `${publicUrl}${actionUrl}`
    : `${publicUrl}/notifications`;
}

function unsubscribeUrl(ctx: AppContext, userId: string, category: ReturnType<typeof notificationCategoryOf>) {
  const token = unsubscribeToken(ctx.config.sessionSecret, userId, category);
  return `${ctx.config.publicUrl}/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`;
}

export class NotificationMailer {
  private sending: Promise<number> | null = null;
  private again = false;

  constructor(private readonly ctx: AppContext) {}

  /** After a commit that queued mails: send them now, in the background. */
  kick(): Promise<number> {
    return this.drain().catch((err: unknown) => {
      this.ctx.log.warn({ err }, 'notification mails: send failed; the task tries again');
      return 0;
    });
  }

  task(): DeferredTask {
    return {
      name: 'notification-mails',
      everyMs: 15_000,
      run: async () => {
        const sent = await this.drain();
        await emailRepository.purge(this.ctx.db, GROUP_QUIET_SECONDS);
        return sent;
      },
    };
  }

  /** One drain at a time per process; a kick during one makes it look once more. */
  drain(): Promise<number> {
    if (this.sending) {
      this.again = true;
      return this.sending;
    }
    const run = (async () => {
      let done = 0;
      do {
        this.again = false;
        for (;;) {
          const claimed = await emailRepository.claim(this.ctx.db, BATCH, LEASE_SECONDS);
          if (claimed.length === 0) break;
          for (const row of claimed) if (await this.send(row.notificationId, row.category, row.attempts)) done++;
        }
      } while (this.again);
      return done;
    })().finally(() => {
      this.sending = null;
    });
    this.sending = run;
    return run;
  }

  private async send(
    notificationId: string,
    category: ReturnType<typeof notificationCategoryOf>,
    attempts: number,
  ): Promise<boolean> {
    const { ctx } = this;
    const m = await emailRepository.mailOf(ctx.db, notificationId, category);
    // Gone with its notification (deleted), the person suspended, or e-mail turned off since: nothing to send.
    const wanted = m && !m.suspendedAt && (m.choice ?? NOTIFICATION_EMAIL_DEFAULTS[category]);
    if (!m || !wanted) {
      if (m) await emailRepository.done(ctx.db, notificationId, 'not sent: no longer wanted');
      return false;
    }
    const lang = m.lang ?? 'tr';
    const unsubscribe = unsubscribeUrl(ctx, m.n.recipientId, category);
    const mail = notificationMail({
      lang,
      name: displayName({ nickname: m.nickname, firstName: m.firstName, lastName: m.lastName }),
      notification: {
        type: m.n.type,
        title: m.n.title,
        message: m.n.message,
        params: m.n.params,
        count: m.n.count,
        // A sender who is gone leaves no name (the left join gives nulls): the stored handle is said then.
        sender: m.sender?.nickname ? m.sender : null,
      },
      category,
      openUrl: openUrl(ctx.config.publicUrl, m.n.actionUrl),
      unsubscribeUrl: unsubscribe,
      settingsUrl: `${ctx.config.publicUrl}/settings/account#email-notifications`,
    });
    try {
      await ctx.mailer.send({
        to: m.email,
        ...mail,
        headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      });
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      ctx.log.warn({ err, notificationId, attempts }, 'notification mail failed; trying again later');
      if (attempts >= MAX_ATTEMPTS) await emailRepository.done(ctx.db, notificationId, `gave up: ${message}`);
      else await emailRepository.retryLater(ctx.db, notificationId, 60 * attempts, message);
      return false;
    }
    await emailRepository.done(ctx.db, notificationId);
    return true;
  }
}
