/**
 * The plumbing of the local servers that answer as the payment vendors do (tests only): a
 * node:http server on 127.0.0.1 with a request log and a way to hold an answer back (the
 * gateway's side still happens, as it would when a real gateway is slow).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Recorded = { method: string; path: string; headers: IncomingMessage['headers']; body: string };
export type Reply = { status: number; body: unknown; headers?: Record<string, string>; bom?: boolean };
export type Route = (request: Recorded) => Reply | Promise<Reply>;

export const startVendorServer = async (route: Route) => {
  const requests: Recorded[] = [];
  const delays: number[] = [];
  const sockets = new Set<import('node:net').Socket>();
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const recorded: Recorded = {
      method: req.method ?? 'GET',
      path: req.url ?? '/',
      headers: req.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    };
    requests.push(recorded);
    const delay = delays.shift() ?? 0;
    // The vendor does the work at once; only its answer is late.
    const reply = await route(recorded);
    if (delay) await new Promise((r) => setTimeout(r, delay));
    if (res.destroyed) return;
    const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
    res.writeHead(reply.status, { 'content-type': 'application/json; charset=utf-8', ...reply.headers });
    res.end(reply.bom ? `\uFEFF${text}` : text);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    /** The next answer comes this late (after the work is done). */
    delayNext: (ms: number) => delays.push(ms),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
