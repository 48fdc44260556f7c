/**
 * One mail to one address; `html` is the optional rich version of `text`; `headers` are extra header fields
 * (`List-Unsubscribe`, `List-Unsubscribe-Post` of a notification mail).
 */
type Mail = { to: string; subject: string; text: string; html?: string; headers?: Record<string, string> };

/** Sends mail: over SMTP or into the data directory's outbox (plugins/mailer.ts picks). */
export type Mailer = { send(mail: Mail): Promise<void> };
