/**
 * The fault benchmark's Twilio (phase D): the API's local Twilio (apps/api/test/fakes/twilio-server.ts,
 * which answers Messages create and the Messages list as Twilio's documented API does and keeps
 * every message it created) behind a slow front on its own loopback port. A create takes `latencyMs`
 * (a random time in the range); the message is made at a random moment inside it, as a busy Twilio
 * would, so a SIGKILL of the API lands between its claim and Twilio's answer. Once Twilio has the
 * whole request it makes the message even if the caller is gone; an answer nobody is left to read
 * is counted (`lostAnswers`): the API must find that message in the list after its lease, not send
 * it again.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startFakeTwilio } from '../../apps/api/test/fakes/twilio-server.ts';
import { sleep } from './harness.ts';

/** Test credentials of the local Twilio (never real ones), and the platform's sender. */
const ACCOUNT_SID = `AC${'f0'.repeat(16)}`;
const AUTH_TOKEN = 'bench-faults-twilio-token';
const FROM = '+13125550199';

/** How long a Messages create takes, lowest and highest (BENCH_TWILIO_LATENCY_MS, '200-500'). */
const LATENCY = (process.env.BENCH_TWILIO_LATENCY_MS ?? '200-500').split('-').map(Number) as [number, number];

export const createTwilioRecorder = async (opts: { latencyMs: [number, number] } = { latencyMs: LATENCY }) => {
  const twilio = await startFakeTwilio({ accountSid: ACCOUNT_SID, authToken: AUTH_TOKEN });
  const stats = { creates: 0, lists: 0, inFlight: 0, lostAnswers: [] as string[] };
  /** The creates Twilio is working on; `cut` once their caller was killed. */
  const pending = new Set<{ cut: boolean }>();

  const forward = async (req: http.IncomingMessage, body: Buffer) => {
    const r = await fetch(`${twilio.baseUrl}${req.url}`, {
      method: req.method,
      headers: {
        authorization: req.headers.authorization ?? '',
        ...(req.headers['content-type'] ? { 'content-type': req.headers['content-type'] } : {}),
      },
      body: req.method === 'POST' ? new Uint8Array(body) : undefined,
    });
    return { status: r.status, text: await r.text() };
  };

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const create = req.method === 'POST';
    let answer: { status: number; text: string };
    if (!create) {
      stats.lists++;
      answer = await forward(req, body);
    } else {
      stats.creates++;
      const work = { cut: false };
      pending.add(work);
      stats.inFlight = pending.size;
      const [lo, hi] = opts.latencyMs;
      const total = lo + Math.random() * (hi - lo);
      const before = Math.random() * total;
      try {
        await sleep(before);
        answer = await forward(req, body);
        await sleep(total - before);
      } finally {
        pending.delete(work);
        stats.inFlight = pending.size;
      }
      // A dying process's socket may still take the bytes; its caller never reads them all the same.
      if ((work.cut || res.destroyed || req.socket.destroyed) && answer.status === 201)
        stats.lostAnswers.push(JSON.parse(answer.text).sid);
    }
    if (res.destroyed || req.socket.destroyed) return;
    res.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(answer.text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    /** The API's TWILIO_* environment pointing at this recorder. */
    env: {
      TWILIO_ACCOUNT_SID: ACCOUNT_SID,
      TWILIO_AUTH_TOKEN: AUTH_TOKEN,
      TWILIO_FROM: FROM,
      TWILIO_BASE_URL: `http://127.0.0.1:${port}`,
    },
    latencyMs: opts.latencyMs,
    /** Every message Twilio created, oldest first (the fake's record). */
    messages: twilio.messages,
    stats,
    /** Called as the API is killed: the creates in flight will answer no one. Answers how many. */
    cutOff: () => {
      for (const work of pending) work.cut = true;
      return pending.size;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await twilio.close();
    },
  };
};

export type TwilioRecorder = Awaited<ReturnType<typeof createTwilioRecorder>>;
