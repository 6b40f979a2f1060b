// A product's package facts (docs/rules/shipping.md#package-facts): the boxed weight in kg
// and the box's length, breadth and height in cm, which a courier booking needs and rates
// by. Positive numbers up to what a courier carries as one parcel of this shop's goods
// (a side-by-side fridge boxed is about 130 kg and 190 cm tall); the editor, the
// seller API and the catalogue CSV all check them here.
export const PACKAGE_KEYS = ['package_weight_kg', 'package_length_cm', 'package_breadth_cm', 'package_height_cm'] as const;
export type PackageKey = (typeof PACKAGE_KEYS)[number];
export type PackageFacts = Record<PackageKey, number | null>;

export const PACKAGE_MAX: Record<PackageKey, number> = { package_weight_kg: 300, package_length_cm: 300, package_breadth_cm: 300, package_height_cm: 300 };
/** Decimals kept: grams for the weight, millimetres for the sides. */
const DECIMALS: Record<PackageKey, number> = { package_weight_kg: 3, package_length_cm: 1, package_breadth_cm: 1, package_height_cm: 1 };

/** Why a value cannot be this package fact, or null when it can. */
export function packageProblem(key: PackageKey, value: number): string | null {
  const unit = key === 'package_weight_kg' ? 'kg' : 'cm';
  if (!Number.isFinite(value) || value <= 0) return 'must be more than 0';
  if (value > PACKAGE_MAX[key]) return `must be at most ${PACKAGE_MAX[key]} ${unit}`;
  const factor = 10 ** DECIMALS[key];
  if (Math.abs(Math.round(value * factor) - value * factor) > 1e-6) return `must have at most ${DECIMALS[key]} decimal${DECIMALS[key] === 1 ? '' : 's'}`;
  return null;
}

/** A cell or field as text: '' is null (not set), a number is checked; the value or the problem. */
export function parsePackageText(key: PackageKey, text: string): { value: number | null } | { problem: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { value: null };
  if (!/^-?\d{1,6}(\.\d+)?$/.test(trimmed)) return { problem: 'must be a number' };
  const value = Number(trimmed);
  const problem = packageProblem(key, value);
  return problem ? { problem } : { value };
}

/** The facts a booking needs that the product lacks (for the booking's refusal naming them). */
export function missingPackageFacts(facts: PackageFacts): PackageKey[] {
  return PACKAGE_KEYS.filter((key) => !(Number(facts[key]) > 0));
}
