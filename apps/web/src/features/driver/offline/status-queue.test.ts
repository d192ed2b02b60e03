import { describe, expect, it, vi } from 'vitest';
import {
  createStatusQueue,
  isTransientFailure,
  type QueuedChange,
  type QueueEvent,
  type QueueStore,
  type SendOutcome,
} from './status-queue.ts';

const memoryStore = (): QueueStore & { items: QueuedChange[] } => {
  const store = {
    items: [] as QueuedChange[],
    read: async () => [...store.items],
    update: async (change: (items: QueuedChange[]) => QueuedChange[]) => {
      store.items = change([...store.items]);
    },
  };
  return store;
};

const change = (key: string, status: QueuedChange['status'] = 'en route'): QueuedChange => ({
  key,
  bookingId: 41,
  status,
  at: '2026-11-26T09:00:00.000Z',
});

type Send = (change: QueuedChange) => Promise<SendOutcome>;

const noLock = (work: () => Promise<void>) => work();

const setUp = (send: (change: QueuedChange) => Promise<SendOutcome>) => {
  const store = memoryStore();
  const queue = createStatusQueue({ store, send, lock: noLock });
  const events: QueueEvent[] = [];
  queue.subscribe((event) => events.push(event));
  return { store, queue, events };
};

describe("the chauffeur's queue of status changes", () => {
  it('When a change is made online, then it is sent once and the queue is empty', async () => {
    const send = vi.fn<Send>(async () => ({ kind: 'sent' }));
    const { store, queue, events } = setUp(send);
    await queue.enqueue(change('k1'));
    await queue.flush();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0][0].key).toBe('k1');
    expect(store.items).toEqual([]);
    expect(events.map((event) => event.kind)).toEqual(['queued', 'sent']);
  });

  it('When the network is gone, then the change stays queued and goes out exactly once when it is back', async () => {
    let online = false;
    const send = vi.fn<Send>(async () => (online ? { kind: 'sent' } : { kind: 'waiting' }));
    const { store, queue, events } = setUp(send);
    await queue.enqueue(change('k1'));
    expect(store.items.map((item) => item.key)).toEqual(['k1']);
    expect(events.at(-1)?.kind).toBe('waiting');

    online = true;
    // The online event, the app's start and a session refresh may all ask at once.
    await Promise.all([queue.flush(), queue.flush(), queue.flush()]);
    await queue.flush();
    const sentKeys = send.mock.calls.slice(1).map(([sent]) => sent.key);
    expect(sentKeys).toEqual(['k1']);
    expect(store.items).toEqual([]);
  });

  it('When flushes overlap while a change is on its way, then it is not sent a second time', async () => {
    let release: (outcome: SendOutcome) => void = () => {};
    const send = vi.fn<Send>(() => new Promise<SendOutcome>((resolve) => (release = resolve)));
    const { store, queue } = setUp(send);
    const first = queue.enqueue(change('k1'));
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    const second = queue.flush();
    release({ kind: 'sent' });
    await Promise.all([first, second]);
    expect(send).toHaveBeenCalledTimes(1);
    expect(store.items).toEqual([]);
  });

  it('When the first change cannot be sent, then the later ones wait behind it and go in the order they were made', async () => {
    let online = false;
    const send = vi.fn<Send>(async () => (online ? { kind: 'sent' } : { kind: 'waiting' }));
    const { queue } = setUp(send);
    await queue.enqueue(change('k1', 'en route'));
    await queue.enqueue(change('k2', 'arrived'));
    expect(send.mock.calls.map(([sent]) => sent.key)).toEqual(['k1', 'k1']);
    online = true;
    await queue.flush();
    expect(send.mock.calls.slice(2).map(([sent]) => sent.key)).toEqual(['k1', 'k2']);
  });

  it('When a send fails with a server error, then it is retried on the next flush with the same key', async () => {
    const send = vi.fn<Send>().mockResolvedValueOnce({ kind: 'waiting' }).mockResolvedValue({ kind: 'sent' });
    const { store, queue } = setUp(send);
    await queue.enqueue(change('k1'));
    expect(store.items).toHaveLength(1);
    await queue.flush();
    expect(send.mock.calls.map(([sent]) => sent.key)).toEqual(['k1', 'k1']);
    expect(store.items).toEqual([]);
  });

  it("When the server refuses a change, then it leaves the queue with the server's message and the next one goes", async () => {
    const send = vi.fn<Send>(async (sent) =>
      sent.status === 'no show' ? { kind: 'refused', message: 'Wait until 09:15 before a no-show.' } : { kind: 'sent' },
    );
    const { store, queue, events } = setUp(send);
    await queue.enqueue(change('k1', 'no show'));
    await queue.enqueue(change('k2', 'on board'));
    expect(store.items).toEqual([]);
    expect(events.filter((event) => event.kind === 'refused')).toEqual([
      { kind: 'refused', change: change('k1', 'no show'), message: 'Wait until 09:15 before a no-show.' },
    ]);
    expect(events.filter((event) => event.kind === 'sent').map((event) => event.change.key)).toEqual(['k2']);
  });

  it('When a send is refused, then only no network, a renewing session and busy or failing servers are worth another try', () => {
    expect([0, 401, 403, 408, 429, 500, 503].every(isTransientFailure)).toBe(true);
    expect([400, 404, 409, 422].some(isTransientFailure)).toBe(false);
  });
});
