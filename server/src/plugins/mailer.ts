import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Mailer } from '../lib/mailer';

/** SMTP when SMTP_URL is set; otherwise each mail is written to DATA_DIR/outbox/ as JSON and logged. */
export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: opts.from, ...mail });
      },
    };
  }
  const outbox = join(opts.dataDir, 'outbox');
  return {
    async send(mail) {
      await mkdir(outbox, { recursive: true });
      const file = join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.json`,
      );
      // Written aside and renamed, so whoever reads the outbox never sees half a mail.
      await writeFile(
        `${file}.tmp`,
        JSON.stringify({ from: opts.from, ...mail, sentAt: new Date().toISOString() }, null, 2),
      );
      await rename(`${file}.tmp`, file);
      opts.log.info({ to: mail.to, subject: mail.subject, file }, 'mail written to outbox (no SMTP_URL)');
    },
  };
}
