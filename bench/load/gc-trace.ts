import fs from 'node:fs';

export type HeapPoint = { at: number; mib: number };

/**
 * The live heap after each full collection (V8's --trace-gc "Mark-Compact a (b) -> c (d) MB"
 * lines in the server's log), in seconds since the soak began: a leak makes it climb, while RSS
 * also rises and falls with the memory the collector keeps for later. Each line starts with
 * "[pid:isolate]": the server's main thread is the isolate that collects most often, the others
 * (tsx's module loader thread) have heaps and clocks of their own and are left out.
 */
export const liveHeapAfterFullGcs = (logFile: string, soakStartMs: number, soakSeconds: number): HeapPoint[] => {
  const text = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '';
  const collections = new Map<string, number>();
  for (const m of text.matchAll(/^\[(\d+:0x[\da-f]+)\]\s+\d+ ms: /gm))
    collections.set(m[1], (collections.get(m[1]) ?? 0) + 1);
  const main = [...collections].sort((a, b) => b[1] - a[1])[0]?.[0];
  const points: HeapPoint[] = [];
  for (const m of text.matchAll(
    /^\[(\d+:0x[\da-f]+)\]\s+(\d+) ms: Mark-Compact(?: \([a-z ]+\))? [\d.]+ \([\d.]+\) -> ([\d.]+) \([\d.]+\) MB/gm,
  )) {
    if (m[1] !== main) continue;
    const at = (Number(m[2]) - soakStartMs) / 1000;
    if (at >= 0 && at <= soakSeconds) points.push({ at, mib: Number(m[3]) });
  }
  return points;
};
