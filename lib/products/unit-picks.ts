// The units packed for an order item, as the item keeps them (order_items.unit_picks,
// JSON [{ serial, kind }]; docs/rules/products.md#units). Read by the order pages and
// the invoice; no database here, so any of them may import it.
import { sellerTexts } from '@/lib/texts/seller';
import { unitGradeOf } from './unit-grades';
import type { UnitKind, UnitView } from './types';

export type { UnitKind };

/** A unit picked for an order item, as the item keeps it (order_items.unit_picks). */
export interface UnitPick {
  serial: string;
  kind: UnitKind;
}

/** The picks an order item holds (its unit_picks column). */
export function picksOf(column: string | null): UnitPick[] {
  if (!column) return [];
  try {
    const list = JSON.parse(column) as unknown;
    return Array.isArray(list) ? (list as UnitPick[]) : [];
  } catch {
    return [];
  }
}


/** How the picks show on an invoice line and the order pages: "IMEI: …" or "Serial: …". */
export function picksLine(picks: readonly UnitPick[]): string {
  return picks.map((p) => sellerTexts.units.picked(p.kind, p.serial)).join(', ');
}

/**
 * The units a packer is offered for a piece of this order (docs/rules/shipping.md#packing-a-unit):
 * in stock, not reserved for another order, and of the grade the shopper chose, if any.
 * The server's pick (lib/products/units.ts pickUnits) checks the same again.
 */
export function unitsToOffer(units: readonly UnitView[], orderId: number, grade?: string | null): UnitView[] {
  return units.filter((u) => u.status === 'in_stock' && (!u.reserved || u.order_id === orderId) && (!grade || unitGradeOf(u.grade)?.key === grade));
}
