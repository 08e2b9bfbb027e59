import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The `.eml` files in DATA_DIR/outbox, oldest first. */
export function outboxFiles(dataDir: string): string[] {
  try {
    return readdirSync(join(dataDir, 'outbox'))
      .sort()
      .map((name) => join(dataDir, 'outbox', name));
  } catch {
    return [];
  }
}

/**
 * A mail's text as a mail client shows it: quoted-printable soft breaks and escapes undone, but
 * only in a quoted-printable mail. A 7bit one is as written: there `token=3F…` is the link itself,
 * and decoding `=3F` would turn it into `token?…` (1 link in 16 starts with two hex digits).
 */
export function readMail(path: string): string {
  const mail = readFileSync(path, 'utf8');
  if (!/^Content-Transfer-Encoding: quoted-printable\r?$/im.test(mail)) return mail;
  return mail
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The token of the reset link in a mail, or null. */
export function resetTokenIn(mail: string): string | null {
  // Not `\b`: a token may end in `-`, and between `-` and a line break there is no word boundary.
  return /\/reset\?token=([A-Za-z0-9_-]{43})(?![A-Za-z0-9_-])/.exec(mail)?.[1] ?? null;
}
