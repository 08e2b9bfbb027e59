// The contract's plain values: sizes, limits, names and paths, without a schema. A module of the
// web app that needs one of them imports it from here through the index and leaves zod (and the
// schemas built from it at import) out of its chunk; only the lazily loaded answer checks carry
// them (feature-kit's answers.ts, design.md section 6). The schemas take their values from here.

/** The genre list of spec.md section 9, in the order the filter dialog shows it. */
export const GENRES = [
  'Afro House',
  'Bass / Club',
  'Breaks / Breakbeat / UK Bass',
  'Dance / Electro Pop',
  'Deep House',
  'Electro (Classic / Detroit / Modern)',
  'Electronic',
  'Electronica',
  'House',
  'Indie Dance',
  'Melodic House & Techno',
  'Minimal / Deep Tech',
  'Nu Disco / Disco',
  'Organic House / Downtempo',
  'Progressive House',
  'Tech House',
  'Techno',
  'Techno (Peak Time / Driving)',
  'Techno (Raw / Deep / Hypnotic)',
  'Trance',
] as const;

export type Genre = (typeof GENRES)[number];

/** spec.md section 9: the notifications menu pages by 10. */
export const NOTIFICATIONS_PAGE_SIZE = 10;
/** A page is never longer than this, whatever `limit` asks for. */
export const NOTIFICATIONS_MAX_LIMIT = 50;

/**
 * `GET /api/notifications/stream`: Server-Sent Events for the signed-in caller (a Bearer, so the
 * client reads it with fetch, not EventSource). Each new notification is one `notification`
 * event whose `id` is the notification's id and whose `data` is the Notification as JSON. A
 * comment line every `NOTIFICATION_HEARTBEAT_MS` keeps proxies from closing an idle stream. A
 * reconnect sending `Last-Event-ID` first receives, oldest first, every notification of the
 * caller with a greater id, so nothing is missed while it was away.
 */
export const NOTIFICATION_STREAM_PATH = '/notifications/stream';
export const NOTIFICATION_EVENT = 'notification';
export const NOTIFICATION_HEARTBEAT_MS = 15_000;
/** The `retry:` the stream asks for: how long a client waits before reconnecting. */
export const NOTIFICATION_RETRY_MS = 3_000;

/** Limits: a catalog larger than these is split into several files. */
export const IMPORT_LIMITS = {
  /** Bytes of JSON, through the API (`POST /api/admin/import`) and the CLI alike. */
  bodyBytes: 20 * 1024 * 1024,
  artists: 20_000,
  labels: 5_000,
  tracks: 100_000,
  sets: 10_000,
  tracksPerSet: 1_000,
  /** Credits per track, artists per set, bosses per label, sponsors per set. */
  refsPerRecord: 20,
  keyLength: 120,
  nameLength: 300,
  textLength: 10_000,
  urlLength: 2048,
  /** 24 hours. */
  durationMs: 24 * 60 * 60 * 1000,
  /** An uploaded set recording, in bytes (a 4-hour set at 320 kbit/s is about 580 MB). */
  audioBytes: 600 * 1024 * 1024,
} as const;

/** Where an artist or label links to its pages elsewhere (`beatport` … `website`). */
export const SOCIAL_FIELDS = [
  'beatport',
  'soundcloud',
  'spotify',
  'facebook',
  'instagram',
  'twitter',
  'youtube',
  'website',
] as const;
