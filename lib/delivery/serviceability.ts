// Which rule speaks for a pincode (docs/rules/delivery.md#precedence): the pincode's
// own rule (a 6-digit zone), then the range it falls in, then the longest matching
// prefix, then the default zone (''). Pure, so the rule is tested on its own
// (serviceability.test.ts); lib/delivery/pincodes.ts reads the candidates.

export interface DeliveryRule {
  serviceable: boolean;
  min_days: number;
  max_days: number;
  /** Cash on delivery taken here (docs/rules/delivery.md#cash-on-delivery-by-pincode). */
  cod: boolean;
}

export interface ZoneRule extends DeliveryRule {
  pincode_prefix: string;
}

export interface RangeRule extends DeliveryRule {
  from: string;
  to: string;
}

/** A 6-digit pincode not starting with 0. */
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;
/** The most pincodes one range may hold (docs/rules/delivery.md#pincode-ranges). */
export const MAX_RANGE_SIZE = 1000;

/** Every prefix a zone matching this pincode can have, from '' to the pincode itself. */
export const prefixesOf = (pincode: string): string[] => Array.from({ length: pincode.length + 1 }, (_, n) => pincode.slice(0, n));

/** Whether the range holds the pincode (all three 6 digits, so text order is number order). */
export const rangeHolds = (range: { from: string; to: string }, pincode: string) => range.from <= pincode && pincode <= range.to;

/** Why a range cannot be, as a field and its message, or null when it can. */
export function rangeProblem(from: string, to: string): { field: 'from' | 'to'; problem: 'pincode' | 'order' | 'size' } | null {
  if (!PINCODE_PATTERN.test(from)) return { field: 'from', problem: 'pincode' };
  if (!PINCODE_PATTERN.test(to)) return { field: 'to', problem: 'pincode' };
  if (Number(to) < Number(from)) return { field: 'to', problem: 'order' };
  if (Number(to) - Number(from) + 1 > MAX_RANGE_SIZE) return { field: 'to', problem: 'size' };
  return null;
}

/** The first range of `ranges` (sorted by from) that overlaps the one before it, as a pair. */
export function firstOverlap<T extends { from: string; to: string }>(ranges: T[]): [T, T] | null {
  const sorted = [...ranges].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  for (let i = 1; i < sorted.length; i++) if (sorted[i]!.from <= sorted[i - 1]!.to) return [sorted[i - 1]!, sorted[i]!];
  return null;
}

/**
 * The rule for a pincode, given the zones whose prefix matches it (any order) and the
 * range holding it (or null): single pincode > range > longest prefix > default.
 */
export function ruleFor(pincode: string, zones: ZoneRule[], range: RangeRule | null): DeliveryRule | null {
  const matching = zones.filter((z) => pincode.startsWith(z.pincode_prefix));
  const own = matching.find((z) => z.pincode_prefix === pincode);
  const winner = own ?? (range && rangeHolds(range, pincode) ? range : null) ?? matching.sort((a, b) => b.pincode_prefix.length - a.pincode_prefix.length)[0];
  if (!winner) return null;
  return { serviceable: winner.serviceable, min_days: winner.min_days, max_days: winner.max_days, cod: winner.cod };
}
