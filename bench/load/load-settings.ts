/** The load benchmark's knobs (environment variables, documented in run.ts) and its log line. */
import { envNumber } from '../env.ts';
export const PORT = envNumber('BENCH_LOAD_PORT', 3392);
export const SECONDS = envNumber('BENCH_SECONDS', 30);
export const LEVELS = (process.env.BENCH_CONCURRENCY ?? '10,25,50,100').split(',').filter(Boolean).map(Number);
export const SOAK_SECONDS = envNumber('BENCH_SOAK_SECONDS', 600);
export const USER_LEVELS = (process.env.BENCH_USERS ?? '50,100,200,300').split(',').filter(Boolean).map(Number);
export const THINK_MS = envNumber('BENCH_THINK_MS', 1000);
export const SOAK_USERS = envNumber('BENCH_SOAK_USERS', 100);
export const KEEP_LOG = process.env.BENCH_KEEP_LOG === '1';
export const TIMEOUT_MS = 30_000;
export const START = Date.now();
export const RUN = START.toString(36);
export const log = (...args: unknown[]) => console.log(`[${new Date().toISOString().slice(11, 19)}]`, ...args);
