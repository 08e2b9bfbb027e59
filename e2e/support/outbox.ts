import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from 'vitest';

/** Undoes quoted-printable soft line breaks and escapes (RFC 2045), as a mail client would. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Every base64 body part decoded, so a link is found whatever encoding the mailer chose. */
function decodeBase64Parts(mail: string): string[] {
  const parts: string[] = [];
  const base64Part =
    /Content-Transfer-Encoding:\s*base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/gi;
  for (const match of mail.matchAll(base64Part)) {
    parts.push(Buffer.from((match[1] ?? '').replace(/\s/g, ''), 'base64').toString('utf8'));
  }
  return parts;
}

/** The raw `.eml` files the server wrote to `DATA_DIR/outbox` for `to`, oldest first. */
async function mailsTo(dataDir: string, to: string): Promise<string[]> {
  const outbox = join(dataDir, 'outbox');
  const names = await readdir(outbox).catch(() => [] as string[]);
  const mails: { written: number; text: string }[] = [];
  for (const name of names.filter((n) => n.endsWith('.eml'))) {
    const path = join(outbox, name);
    const text = await readFile(path, 'utf8');
    const recipient = /^To:.*$/im.exec(text)?.[0].toLowerCase() ?? '';
    if (recipient.includes(to.toLowerCase()))
      mails.push({ written: (await stat(path)).mtimeMs, text });
  }
  return mails.sort((a, b) => a.written - b.written).map((mail) => mail.text);
}

/**
 * The path and query (`/reset?token=…`) of the reset link in the newest mail to `to` in the real
 * server's outbox, waiting for the server to write it. The link's origin is whatever PUBLIC_URL
 * says; the journey opens the path on the server it runs.
 */
export async function resetLinkFromOutbox(dataDir: string, to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mail = (await mailsTo(dataDir, to)).at(-1);
        if (mail === undefined) return undefined;
        // Decoded only when the mail is quoted-printable: in a 7bit mail `token=3F…` is the link
        // itself, and undoing `=3F` would break one link in eight (two hex digits first).
        const quotedPrintable = /^Content-Transfer-Encoding:\s*quoted-printable\s*$/im.test(mail);
        const texts = [
          quotedPrintable ? decodeQuotedPrintable(mail) : mail,
          ...decodeBase64Parts(mail),
        ];
        link = texts.map((text) => /\/reset\?token=[^\s"'<>&]+/.exec(text)?.[0]).find(Boolean);
        return link;
      },
      { timeout: 10_000 },
    )
    .toBeDefined();
  if (link === undefined) throw new Error(`no reset link in a mail to ${to}`);
  return link;
}
