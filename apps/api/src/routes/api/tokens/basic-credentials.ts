export interface BasicCredentials {
  username: string;
  password: string;
}

const BASIC = /^Basic ([A-Za-z0-9+/]+={0,2})$/i;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * RFC 7617 credentials, read strictly: one `Basic` token of canonical base64 whose UTF-8 text
 * holds a colon (the username is what comes before the first one). Anything else is null, never a
 * guess at what the client meant.
 */
export function parseBasicCredentials(header: string | undefined): BasicCredentials | null {
  const encoded = header === undefined ? undefined : BASIC.exec(header)?.[1];
  if (encoded === undefined || encoded.length % 4 !== 0) return null;
  const bytes = Buffer.from(encoded, 'base64');
  // Node skips characters it cannot read; re-encoding shows whether anything was skipped.
  if (bytes.toString('base64') !== encoded) return null;
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return null;
  }
  const colon = text.indexOf(':');
  if (colon < 1) return null;
  return { username: text.slice(0, colon), password: text.slice(colon + 1) };
}
