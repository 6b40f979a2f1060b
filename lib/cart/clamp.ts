// Brings a list of cart lines within the limits (docs/rules/cart.md#quantity-limits) using the same rules as rules.ts:
// a line holds at most min(allowance, stock); deal lines of one deal type may only be
// raised while their total stays within the allowance (a line of 1 is always allowed,
// as rules.ts's addLine allows it). Used where the server takes quantities from a
// client (the guest cart merged at login, checkout's full-cart upload).
import { maxQuantity, type CartLine } from './rules';

const isDeal = (line: CartLine) => line.is_hot_deals === 1 && line.deal_type_id != null;

export function clampLines<L extends CartLine>(lines: L[]): L[] {
  const dealTotals = new Map<number, number>();
  const result: L[] = [];
  for (const line of lines) {
    let quantity = Math.min(Math.max(0, Math.floor(line.quantity)), maxQuantity(line));
    if (quantity < 1) continue;
    if (isDeal(line)) {
      const used = dealTotals.get(line.deal_type_id!) ?? 0;
      quantity = Math.min(quantity, Math.max(1, line.no_of_quantity_allowed - used));
      dealTotals.set(line.deal_type_id!, used + quantity);
    }
    result.push({ ...line, quantity });
  }
  return result;
}
