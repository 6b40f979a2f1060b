// The store's unit grade scale and the shapes of a unit as the shopper sees it
// (docs/rules/units.md). Plain data and pure functions: the contract, the console's form,
// the product page, the cart and JSON-LD read them, on the server or in the browser.
import { unitGrades } from '@/lib/config';

export type UnitGradeKey = (typeof unitGrades)[number]['key'];
export type WarrantyBy = 'brand' | 'seller';

/** The product page's radio group of unit choices (values 'u:<unit id>' or 'g:<grade>'). */
export const UNIT_CHOICE_NAME = 'unit-choice';

export const UNIT_GRADE_KEYS = unitGrades.map((g) => g.key) as unknown as readonly [UnitGradeKey, ...UnitGradeKey[]];
/** Photos a unit may carry (each through the picture pipeline, lib/pictures). */
export const MAX_UNIT_PHOTOS = 4;
export const MAX_UNIT_TEXT = 500;
export const MAX_UNIT_WARRANTY_MONTHS = 60;

export const isUnitGrade = (value: unknown): value is UnitGradeKey => typeof value === 'string' && (UNIT_GRADE_KEYS as readonly string[]).includes(value);

/** The grade of the scale a stored grade means: its key, or its name in any case (units entered before the scale). */
export function unitGradeOf(value: string | null | undefined): (typeof unitGrades)[number] | null {
  if (!value) return null;
  const v = value.trim().toLowerCase();
  return unitGrades.find((g) => g.key === v || g.name.toLowerCase() === v) ?? null;
}

/** Best first; a grade not on the scale after every one that is. */
export const gradeRank = (grade: string | null): number => {
  const found = unitGradeOf(grade);
  return found ? unitGrades.indexOf(found) : unitGrades.length;
};

/** A unit in stock as the shopper sees it (store/productDetail `units`); no serial or IMEI. */
export interface UnitForSale {
  unit_id: number;
  /** The grade's key on the store's scale, or null (not graded). */
  grade: UnitGradeKey | null;
  grade_name: string | null;
  /** Rupees: the unit's own price, else the product's selling price. */
  price: number;
  /** 0 to 100, or null where it does not apply. */
  battery_health: number | null;
  photos: string[];
  cosmetic_notes: string | null;
  in_box: string[];
  warranty_months: number | null;
  warranty_by: WarrantyBy | null;
  /** YYYY-MM-DD, or null. */
  imei_checked_on: string | null;
  kind: 'serial' | 'imei';
}

/** The units of one grade, best grade first (the product page's groups, JSON-LD's offers). */
export interface UnitGradeGroup {
  grade: UnitGradeKey | null;
  name: string | null;
  meaning: string | null;
  /** Rupees: the lowest price of the grade (what "any unit of this grade" costs). */
  from_price: number;
  units: UnitForSale[];
}

export function groupByGrade(units: readonly UnitForSale[]): UnitGradeGroup[] {
  const groups = new Map<string, UnitGradeGroup>();
  for (const unit of units) {
    const key = unit.grade ?? '';
    const scale = unitGradeOf(unit.grade);
    const group = groups.get(key) ?? { grade: unit.grade, name: scale?.name ?? null, meaning: scale?.meaning ?? null, from_price: unit.price, units: [] };
    group.units.push(unit);
    group.from_price = Math.min(group.from_price, unit.price);
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => gradeRank(a.grade) - gradeRank(b.grade));
}
