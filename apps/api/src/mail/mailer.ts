import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** `smtp` delivers; `outbox` only writes files an operator reads (design.md section 2). */
  readonly kind: 'smtp' | 'outbox';
  /** Resolves with the file written in outbox mode, null when handed to SMTP. */
  send(mail: Mail): Promise<string | null>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl: string | null;
  from: string;
  /** Where `.eml` files go without SMTP: DATA_DIR/outbox. */
  outboxDir: string;
}

/**
 * Sends by SMTP when SMTP_URL is set; otherwise composes the same RFC 5322 message (nodemailer's
 * stream transport) and writes it as an `.eml` file under the outbox, one per mail, named so
 * that a listing sorts oldest first.
 */
export function createMailer({ smtpUrl, from, outboxDir }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      kind: 'smtp',
      async send(mail) {
        await transport.sendMail({ from, ...mail });
        return null;
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  });
  return {
    kind: 'outbox',
    async send(mail) {
      const { message } = await transport.sendMail({ from, ...mail });
      await mkdir(outboxDir, { recursive: true, mode: 0o700 });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      // The file holds a working reset link: only the server's user may read it.
      const path = join(outboxDir, name);
      await writeFile(path, message as Buffer, { mode: 0o600, flag: 'wx' });
      return path;
    },
    close: () => transport.close(),
  };
}
