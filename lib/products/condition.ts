// A product's condition fields (docs/rules/products.md#condition-warranty-box): the
// grade (one of a fixed list; null = not shown), warranty in months and what is in the
// box. Plain data, read by the contract, the console's form and the product page.
import { texts } from '@/lib/texts';

/** The grades a product may have, best first; their names are texts.productCondition.grades. */
export const CONDITION_GRADES = ['like_new', 'grade_a', 'grade_b', 'grade_c'] as const;
export type ConditionGrade = (typeof CONDITION_GRADES)[number];

export const MAX_WARRANTY_MONTHS = 60;
/** The box contents' text, all lines together. */
export const MAX_BOX_CONTENTS = 2000;

export const isConditionGrade = (value: unknown): value is ConditionGrade => typeof value === 'string' && (CONDITION_GRADES as readonly string[]).includes(value);

/** The grade's name as shoppers read it, or null (no grade, or one no longer listed). */
export function gradeName(grade: string | null | undefined): string | null {
  return isConditionGrade(grade) ? texts.productCondition.grades[grade] : null;
}

/** The box contents as a list of items: one per non-empty line. */
export function boxItems(text: string | null | undefined): string[] {
  return (text ?? '').split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== '');
}

/**
 * The schema.org itemCondition of a product's grade (docs/rules/units.md#json-ld): open box
 * and grade A are refurbished (checked, as new in use), grades B and C used; null when the
 * product has no grade.
 */
export function itemConditionOf(grade: string | null | undefined): 'https://schema.org/RefurbishedCondition' | 'https://schema.org/UsedCondition' | null {
  if (grade === 'like_new' || grade === 'grade_a') return 'https://schema.org/RefurbishedCondition';
  if (grade === 'grade_b' || grade === 'grade_c') return 'https://schema.org/UsedCondition';
  return null;
}
