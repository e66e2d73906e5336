/** Nearest-rank percentile of durations in ms. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Runs `fn` a few times to warm caches, then `runs` times, returning each duration in ms. */
export async function measure(fn: () => Promise<unknown>, runs = 20, warmup = 3): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return times;
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;
