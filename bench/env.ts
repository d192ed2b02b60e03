/**
 * A benchmark's numeric setting from the environment (BENCH_SECONDS=120), or its default. A value
 * that is not a number stops the run at once instead of running it with NaN.
 */
export const envNumber = (name: string, fallback: number) => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value)) throw new Error(`${name} must be a number, not '${raw}'`);
  return value;
};
