import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from './sse.ts';

describe('server-sent events (openEventStream)', () => {
  const app = Fastify();
  let closed = 0;
  let port = 0;
  beforeAll(async () => {
    app.get('/stream', async (req, reply) => {
      const stream = openEventStream(req, reply, { heartbeatMs: 50, maxMs: 300, retryMs: 1_000 });
      stream.onClose(() => {
        closed += 1;
      });
      stream.send('hello', { text: 'line one\nline two' });
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(() => app.close());

  const read = () =>
    new Promise<{ headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: '/stream' }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            body += chunk;
          });
          res.on('end', () => resolve({ headers: res.headers, body }));
        })
        .on('error', reject);
    });

  it('When a stream is open, then it says how long to wait before reconnecting, sends each event as one JSON line, keeps the line alive, and ends after its lifetime', async () => {
    const { headers, body } = await read();
    expect(headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(headers['x-accel-buffering']).toBe('no');
    expect(body.startsWith('retry: 1000\n\n')).toBe(true);
    // A newline in the data stays escaped inside the JSON: one data line per event.
    expect(body).toContain('event: hello\ndata: {"text":"line one\\nline two"}\n\n');
    expect(body.split(': keep-alive\n\n').length - 1).toBeGreaterThanOrEqual(2);
    await new Promise((r) => setTimeout(r, 20));
    expect(closed).toBe(1);
  });
});
