/** One message of an event stream as a browser's EventSource would see it. */
interface SseMessage {
  id: string | null;
  event: string;
  data: string;
  /** `data` parsed as JSON. */
  json: { id: number; type: string; data?: Record<string, unknown>; at: string };
  /** When it was parsed (performance.now()). */
  receivedAt: number;
}

export interface SseClient {
  status: number;
  messages: SseMessage[];
  /** Comment lines (`: heartbeat`, `: ready`). */
  comments: string[];
  /** Resolves with the first message (already received or coming) that matches. */
  waitFor(match: (message: SseMessage) => boolean, timeoutMs?: number): Promise<SseMessage>;
  waitForComment(text: string, timeoutMs?: number): Promise<void>;
  close(): void;
}

/**
 * Reads a text/event-stream over fetch, parsing it the way the SSE specification says (fields,
 * comments, blank-line dispatch): the tests' and the bench's browser stand-in.
 */
export async function openSse(
  url: string,
  headers: Record<string, string> = {},
): Promise<SseClient> {
  const abort = new AbortController();
  const response = await fetch(url, { headers, signal: abort.signal });
  const messages: SseMessage[] = [];
  const comments: string[] = [];
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const waiter of waiters) waiter();
  };

  if (response.ok && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    let id: string | null = null;
    let event = 'message';
    let data: string[] = [];
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let newline: number;
          while ((newline = buffer.search(/\r?\n/)) >= 0) {
            const line = buffer.slice(0, newline);
            buffer = buffer.slice(newline + (buffer[newline] === '\r' ? 2 : 1));
            if (line === '') {
              if (data.length > 0) {
                const text = data.join('\n');
                messages.push({
                  id,
                  event,
                  data: text,
                  json: JSON.parse(text) as SseMessage['json'],
                  receivedAt: performance.now(),
                });
              }
              event = 'message';
              data = [];
              wake();
            } else if (line.startsWith(':')) {
              comments.push(line.slice(1).trim());
              wake();
            } else {
              const colon = line.indexOf(':');
              const field = colon < 0 ? line : line.slice(0, colon);
              const fieldValue = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
              if (field === 'id') id = fieldValue;
              else if (field === 'event') event = fieldValue;
              else if (field === 'data') data.push(fieldValue);
            }
          }
        }
      } catch {
        // aborted
      }
    })();
  }

  const wait = <T>(find: () => T | undefined, what: string, timeoutMs: number) =>
    new Promise<T>((resolve, reject) => {
      const check = () => {
        const found = find();
        if (found === undefined) return;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(found);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`${what} did not arrive`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });

  return {
    status: response.status,
    messages,
    comments,
    waitFor: (match, timeoutMs = 10_000) =>
      wait(() => messages.find(match), 'the awaited event', timeoutMs),
    waitForComment: (text, timeoutMs = 10_000) =>
      wait(() => (comments.includes(text) ? true : undefined), `": ${text}"`, timeoutMs).then(
        () => undefined,
      ),
    close: () => abort.abort(),
  };
}

/** Asks for a stream ticket with the caller's bearer token and opens the stream with it. */
export async function openEventStream(
  base: string,
  authorization: string,
  options: { lastEventId?: number; header?: boolean } = {},
): Promise<SseClient> {
  const ticketResponse = await fetch(`${base}/api/events/ticket`, {
    method: 'POST',
    headers: { authorization },
  });
  if (!ticketResponse.ok)
    throw new Error(`POST /api/events/ticket answered ${ticketResponse.status}`);
  const { data } = (await ticketResponse.json()) as { data: { ticket: string } };
  const query = new URLSearchParams({ ticket: data.ticket });
  const headers: Record<string, string> = {};
  if (options.lastEventId !== undefined) {
    if (options.header) headers['last-event-id'] = String(options.lastEventId);
    else query.set('lastEventId', String(options.lastEventId));
  }
  const client = await openSse(`${base}/api/events?${query}`, headers);
  if (client.status === 200) await client.waitForComment('ready');
  return client;
}
