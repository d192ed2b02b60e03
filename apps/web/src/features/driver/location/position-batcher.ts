import { haversineMeters } from '@ridedesk/domain/geo/distance';

/** One reading of the phone's position, as POST /api/driver/positions takes it. */
export type Fix = {
  /** ISO instant of the reading. */
  at: string;
  latitude: number;
  longitude: number;
  accuracy?: number;
  speed?: number;
  heading?: number;
};

/** A batch goes out every 10 s, or sooner once the phone has moved 50 m (issue 21). */
export const SEND_EVERY_MS = 10_000;
export const SEND_AFTER_METERS = 50;
/** The route takes 1 to 100 positions a batch; older readings beyond that are dropped. */
export const MAX_BATCH = 100;

const metersBetween = (a: Fix, b: Fix) =>
  haversineMeters({ lat: a.latitude, lng: a.longitude }, { lat: b.latitude, lng: b.longitude });

/**
 * The batching rule, with no timers or network of its own: readings are collected, and a batch
 * is due at the first reading of a ride, when the last reading is 50 m or more from the last one
 * sent, or when 10 s have passed since the last batch (whichever comes first). A batch that could
 * not be sent is put back in front of the newer readings.
 */
export const createPositionBatcher = () => {
  let buffer: Fix[] = [];
  let lastSentAt: number | null = null;
  let lastSent: Fix | null = null;

  const due = (nowMs: number) => {
    const latest = buffer.at(-1);
    if (!latest) return false;
    if (lastSentAt === null || !lastSent) return true;
    return nowMs - lastSentAt >= SEND_EVERY_MS || metersBetween(lastSent, latest) >= SEND_AFTER_METERS;
  };

  return {
    /** Adds a reading; answers whether a batch is due now. */
    add: (fix: Fix, nowMs: number) => {
      buffer.push(fix);
      if (buffer.length > MAX_BATCH) buffer = buffer.slice(-MAX_BATCH);
      return due(nowMs);
    },
    /** Whether a batch is due (the 10 s timer asks this when the phone stands still). */
    due,
    /** Takes the readings of the next batch out of the buffer. */
    take: () => {
      const batch = buffer;
      buffer = [];
      return batch;
    },
    /** The batch reached the server. */
    sent: (batch: Fix[], nowMs: number) => {
      lastSentAt = nowMs;
      lastSent = batch.at(-1) ?? lastSent;
    },
    /** The batch did not reach the server: it goes out again with the next one. */
    putBack: (batch: Fix[]) => {
      buffer = [...batch, ...buffer].slice(-MAX_BATCH);
    },
    size: () => buffer.length,
  };
};
