// A product's specifications, other information, barcode and low-stock threshold as the
// editor sets them (docs/rules/products.md#specifications, #low-stock-threshold). The
// two JSON columns keep what the editor does not edit (a key this form has no field
// for stays); a key left out of a save stays as it was, null or empty clears it. Pure
// rules, shared by the contract, the editor and the form.
import type { OtherInformation, Specifications } from '@/lib/catalog/types';
import { parseJsonObject } from '@/lib/catalog/json-column';

/** The specification texts the form edits, in the order the product page shows them. */
export const SPEC_TEXT_KEYS = ['type', 'model_name', 'container_type', 'manufactured_by'] as const;
/** The package's dimensions in cm: shown only when all three are there. */
export const SPEC_DIMENSION_KEYS = ['package_dimension_length', 'package_dimension_width', 'package_dimension_height'] as const;
export const OTHER_INFO_KEYS = ['country_origin', 'manufactured_by', 'marketed_by'] as const;
export const MAX_INFO_TEXT = 100;
export const MAX_DIMENSION_CM = 1000;
export const MAX_BARCODE = 50;
export const MAX_LOW_STOCK_AT = 1000;

export type SpecTextKey = (typeof SPEC_TEXT_KEYS)[number];
export type SpecDimensionKey = (typeof SPEC_DIMENSION_KEYS)[number];
export type OtherInfoKey = (typeof OTHER_INFO_KEYS)[number];

/** What a save may send: each key optional (kept), null clears it. */
export type SpecificationsInput = Partial<Record<SpecTextKey, string | null> & Record<SpecDimensionKey, number | null>>;
export type OtherInformationInput = Partial<Record<OtherInfoKey, string | null>>;

/** The edited keys as the console reads them (null: not set). */
export type EditableSpecifications = Record<SpecTextKey, string | null> & Record<SpecDimensionKey, number | null>;
export type EditableOtherInformation = Record<OtherInfoKey, string | null>;

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);
const positive = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null);

export function editableSpecifications(stored: string | null): EditableSpecifications {
  const spec = parseJsonObject<Specifications>(stored) ?? {};
  return {
    ...(Object.fromEntries(SPEC_TEXT_KEYS.map((k) => [k, text(spec[k])])) as Record<SpecTextKey, string | null>),
    ...(Object.fromEntries(SPEC_DIMENSION_KEYS.map((k) => [k, positive(spec[k])])) as Record<SpecDimensionKey, number | null>),
  };
}

export function editableOtherInformation(stored: string | null): EditableOtherInformation {
  const info = parseJsonObject<OtherInformation>(stored) ?? {};
  return Object.fromEntries(OTHER_INFO_KEYS.map((k) => [k, text(info[k])])) as EditableOtherInformation;
}

/**
 * The column's new text: the stored object with the sent keys set (null or '' removes
 * one); undefined input keeps the column as it is; null when nothing is left.
 */
export function mergedJson(stored: string | null, input: Record<string, string | number | null | undefined> | null | undefined): string | null {
  if (input === undefined) return stored;
  const merged: Record<string, unknown> = { ...(parseJsonObject<Record<string, unknown>>(stored) ?? {}) };
  for (const [key, value] of Object.entries(input ?? {})) {
    if (value === undefined) continue;
    if (value === null || value === '') delete merged[key];
    else merged[key] = value;
  }
  return Object.keys(merged).length === 0 ? null : JSON.stringify(merged);
}

/** The first dimension missing when some but not all three are set (they show only together). */
export function missingDimension(stored: string | null): SpecDimensionKey | null {
  const spec = editableSpecifications(stored);
  const set = SPEC_DIMENSION_KEYS.filter((k) => spec[k] !== null);
  if (set.length === 0 || set.length === SPEC_DIMENSION_KEYS.length) return null;
  return SPEC_DIMENSION_KEYS.find((k) => spec[k] === null)!;
}
