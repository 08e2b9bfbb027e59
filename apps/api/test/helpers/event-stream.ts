import { get, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';

/** One block of a text/event-stream: its fields, or the comment it carried. */
export interface StreamEvent {
  id?: string;
  event?: string;
  data?: string;
  retry?: string;
  comment?: string;
}

export interface EventStream {
  status: number;
  headers: IncomingHttpHeaders;
  /** The next block, or a rejection naming what was awaited after `ms`. */
  next(ms?: number): Promise<StreamEvent>;
  /** The blocks that arrive within `ms` (say, to show that nothing else does). */
  collect(ms: number): Promise<StreamEvent[]>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  /** Hangs up, as a closed tab does. */
  close(): void;
}

/** A block's lines as fields (data lines joined by a newline), per the WHATWG SSE format. */
function parseBlock(block: string): StreamEvent {
  const event: StreamEvent = {};
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) {
      event.comment = line.slice(1).trim();
      continue;
    }
    const colon = line.indexOf(':');
    const field = (colon < 0 ? line : line.slice(0, colon)) as keyof StreamEvent;
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    event[field] = field === 'data' && event.data !== undefined ? `${event.data}\n${value}` : value;
  }
  return event;
}

/**
 * Opens a Server-Sent Events stream and reads it block by block as the bytes arrive (inject()
 * buffers a whole answer, so streams are tested against a listening server). A plain request on
 * its own connection: fetch's pool opens a spare connection when a stream is aborted, and a
 * connection that never sends a request holds up the server's close until it times out.
 */
export async function openEventStream(
  url: string,
  headers: Record<string, string>,
): Promise<EventStream> {
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    get(url, { headers, agent: false }, resolve).once('error', reject);
  });
  const blocks: StreamEvent[] = [];
  const waiting: ((event: StreamEvent) => void)[] = [];
  const push = (event: StreamEvent) => {
    const waiter = waiting.shift();
    if (waiter) waiter(event);
    else blocks.push(event);
  };

  let buffer = '';
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    buffer += chunk.replace(/\r\n?/g, '\n');
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      push(parseBlock(buffer.slice(0, end)));
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
    }
  });
  const ended = new Promise<void>((resolve, reject) => {
    response.once('end', resolve);
    response.once('error', reject);
  });
  // Awaited by the tests that end streams; the others must not see an unhandled rejection.
  ended.catch(() => undefined);

  function next(ms = 2000): Promise<StreamEvent> {
    const ready = blocks.shift();
    if (ready) return Promise.resolve(ready);
    return new Promise((resolve, reject) => {
      const waiter = (event: StreamEvent) => {
        clearTimeout(timer);
        resolve(event);
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(waiter), 1);
        reject(new Error(`no event within ${ms} ms`));
      }, ms);
      waiting.push(waiter);
    });
  }

  return {
    status: response.statusCode ?? 0,
    headers: response.headers,
    next,
    async collect(ms) {
      await new Promise((resolve) => setTimeout(resolve, ms));
      return blocks.splice(0);
    },
    ended,
    close: () => response.destroy(),
  };
}

/** The next block that is not a heartbeat comment. */
export async function nextEvent(stream: EventStream, ms = 2000): Promise<StreamEvent> {
  const deadline = Date.now() + ms;
  for (;;) {
    const event = await stream.next(Math.max(1, deadline - Date.now()));
    if (event.comment === undefined) return event;
  }
}
