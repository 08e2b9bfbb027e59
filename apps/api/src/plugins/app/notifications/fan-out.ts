import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/** The Redis channel every server process (and the CLI) tells whose notifications are new. */
export const NOTIFICATION_CHANNEL = 'rabbithole:notifications';

/** One message on the channel: who sent it, and the users with something new. */
interface FanOutMessage {
  origin: string;
  users: number[];
}

const CONNECT_OPTIONS = { connectTimeout: 2000, maxRetriesPerRequest: 1 } as const;

/**
 * A message as sent: a wake-up call, not the notifications themselves. Each stream reads what is
 * new from the database, so a message lost while Redis is away costs only liveness, and one
 * delivered twice (or from another run's database) costs a query and sends nothing twice.
 */
const encode = (origin: string, users: readonly number[]) =>
  JSON.stringify({ origin, users: [...users] } satisfies FanOutMessage);

function decode(message: string): FanOutMessage | null {
  try {
    const parsed = JSON.parse(message) as Partial<FanOutMessage>;
    if (typeof parsed.origin !== 'string' || !Array.isArray(parsed.users)) return null;
    return { origin: parsed.origin, users: parsed.users.filter(Number.isSafeInteger) };
  } catch {
    return null;
  }
}

export interface RedisFanOut {
  /** Tells every other subscribed process; rejects when Redis cannot be reached. */
  publish(users: readonly number[]): Promise<void>;
  close(): Promise<void>;
}

/**
 * The cross-process half of the notification hub (design.md section 2: several processes, one
 * Redis). Publishing and subscribing need separate connections: a subscribed connection can
 * issue no other command. `deliver` receives the users of every other process's messages; our
 * own come back too, and are skipped (the hub has already delivered them locally).
 */
export function redisFanOut({
  url,
  deliver,
  onError,
}: {
  url: string;
  deliver: (users: number[]) => void;
  onError: (error: unknown) => void;
}): RedisFanOut & { started: Promise<void> } {
  const origin = randomUUID();
  // No offline queue: a release must not wait for Redis to come back; the streams catch up from
  // the database when they are woken next (or when the client reconnects).
  const publisher = new Redis(url, { ...CONNECT_OPTIONS, enableOfflineQueue: false });
  // Subscribed again on every (re)connection, Redis having forgotten the subscription.
  const subscriber = new Redis(url, { ...CONNECT_OPTIONS, autoResubscribe: false });
  // ioredis reports each failed reconnection as an 'error' event; unhandled, it would crash.
  publisher.on('error', onError);
  subscriber.on('error', onError);
  // Settles once subscribed, or at the first failure to connect: a start waits for the one,
  // and is not held up by the other.
  let settle: () => void = () => undefined;
  const started = new Promise<void>((resolve) => (settle = resolve));
  subscriber.once('error', () => settle());
  subscriber.on('ready', () => {
    subscriber.subscribe(NOTIFICATION_CHANNEL).then(
      () => settle(),
      (error: unknown) => {
        onError(error);
        settle();
      },
    );
  });
  subscriber.on('message', (channel: string, message: string) => {
    if (channel !== NOTIFICATION_CHANNEL) return;
    const decoded = decode(message);
    if (decoded && decoded.origin !== origin) deliver(decoded.users);
  });
  return {
    started,
    async publish(users) {
      await publisher.publish(NOTIFICATION_CHANNEL, encode(origin, users));
    },
    async close() {
      subscriber.disconnect();
      if (publisher.status === 'ready') await publisher.quit().catch(() => publisher.disconnect());
      else publisher.disconnect();
    },
  };
}

/**
 * One message from a process that has no hub (the CLI): connects, publishes, disconnects.
 * Rejects when Redis cannot be reached.
 */
export async function publishOnce(url: string, users: readonly number[]): Promise<void> {
  const redis = new Redis(url, {
    ...CONNECT_OPTIONS,
    // One attempt, so a patient one: a busy machine took more than the servers' 2 s to connect
    // (a fresh-clone CI run at load 7), while an unreachable Redis is refused at once.
    connectTimeout: 10_000,
    lazyConnect: true,
    // One attempt: the CLI says so and exits rather than retry in the background.
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.publish(NOTIFICATION_CHANNEL, encode(randomUUID(), users));
    await redis.quit();
  } finally {
    redis.disconnect();
  }
}
