import type { FastifyReply, FastifyRequest } from 'fastify';

export type EventStream = {
  /** Sends one event (`event:` name, JSON `data:`); false once the stream is closed. */
  send: (event: string, data: unknown) => boolean;
  close: () => void;
  /** Runs when the stream ends, whoever ends it (the client leaving, the lifetime, close()). */
  onClose: (run: () => void) => void;
};

/**
 * Server-sent events on a Fastify reply (text/event-stream). A comment line every `heartbeatMs`
 * keeps proxies (nginx's 60 s read timeout) from cutting an idle stream; after `maxMs` the
 * stream ends, and the browser asks again with a fresh credential. `retry` tells EventSource
 * how long to wait before reconnecting.
 */
export const openEventStream = (
  request: FastifyRequest,
  reply: FastifyReply,
  opts: { heartbeatMs?: number; maxMs?: number; retryMs?: number } = {},
): EventStream => {
  const { heartbeatMs = 25_000, maxMs = 15 * 60_000, retryMs = 3_000 } = opts;
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    // nginx: pass each event on at once instead of buffering the response.
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
  });
  res.write(`retry: ${retryMs}\n\n`);
  res.flushHeaders?.();

  const closers: (() => void)[] = [];
  let open = true;
  const close = () => {
    if (!open) return;
    open = false;
    clearInterval(heartbeat);
    clearTimeout(lifetime);
    for (const run of closers.splice(0)) run();
    res.end();
  };
  const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), heartbeatMs);
  const lifetime = setTimeout(close, maxMs);
  heartbeat.unref();
  lifetime.unref();
  request.raw.on('close', close);
  res.on('error', close);

  return {
    send: (event, data) => {
      if (!open) return false;
      // One `data:` line: JSON has no raw newlines, and the event name is ours.
      res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      return true;
    },
    close,
    onClose: (run) => {
      if (open) closers.push(run);
      else run();
    },
  };
};
