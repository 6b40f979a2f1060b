// Small statistics helpers of the benchmark and the load script.

/** The q-quantile (0..1) of the values, nearest-rank; NaN for none. */
export function percentile(values: number[], q: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank]!;
}

export const median = (values: number[]) => percentile(values, 0.5);

/** A deterministic random source (the seed's mulberry32), so two runs send the same inputs. */
export { seededRandom as seeded, type Random } from '@/lib/seed/random';

export const round = (value: number, digits = 1) => (Number.isFinite(value) ? Number(value.toFixed(digits)) : value);
