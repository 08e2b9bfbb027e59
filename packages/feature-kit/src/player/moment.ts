import { IMPORT_LIMITS } from '@rabbithole/api-contract';

// A moment link (`/sets/7?t=1h02m03s`) comes from anyone's clipboard: it is read only when it is
// short and names a moment a set can have, never trusted to be either.

/** Longer than any moment of a 24-hour set can be written ("23h59m59s", "86400"). */
const MAX_PARAM_LENGTH = 12;
const SECONDS_ONLY = /^\d{1,5}$/;
const UNITS = /^(?:(\d{1,2})h)?(?:(\d{1,4})m)?(?:(\d{1,5})s)?$/;

/**
 * The moment a `?t=` names, in ms: `1h02m03s`, `62m3s`, `45s` or plain seconds (`3723`).
 * Undefined for anything else, and for a moment past the longest set there can be.
 */
export function parseMomentParam(param: string | null | undefined): number | undefined {
  const text = param?.trim().toLowerCase() ?? '';
  if (text === '' || text.length > MAX_PARAM_LENGTH) return undefined;
  let seconds: number;
  if (SECONDS_ONLY.test(text)) {
    seconds = Number(text);
  } else {
    const units = UNITS.exec(text);
    if (!units) return undefined;
    const [, hours = '0', minutes = '0', secs = '0'] = units;
    seconds = Number(hours) * 3600 + Number(minutes) * 60 + Number(secs);
  }
  const ms = seconds * 1000;
  return ms <= IMPORT_LIMITS.durationMs ? ms : undefined;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A moment as a `?t=` value, to the second below: `1h02m03s`, `2m05s`, `9s`. */
export function formatMomentParam(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  if (hours > 0) return `${hours}h${twoDigits(minutes)}m${twoDigits(seconds)}s`;
  if (minutes > 0) return `${minutes}m${twoDigits(seconds)}s`;
  return `${seconds}s`;
}

/** A link to a set that starts playing it at `ms`. */
export function momentLink(setId: number, ms: number): string {
  return `/sets/${setId}?t=${formatMomentParam(ms)}`;
}
