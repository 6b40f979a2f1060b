// The return window (docs/rules/seller.md#returns): a delivered item may be asked back
// until the end of the India day `seller.returnWindowDays` after its delivery.
import { seller } from '@/lib/config';
import { addDays, indiaDayStart, todayInIndia } from '@/lib/orders/dates';

/** The last day (India, YYYY-MM-DD) a return may be asked for, for an order delivered at `deliveredAt`. */
export function returnWindowLastDay(deliveredAt: string): string {
  return addDays(todayInIndia(new Date(deliveredAt)), seller.returnWindowDays);
}

/** Open until that day is over in India. */
export function returnWindowOpen(deliveredAt: string | null, at: Date = new Date()): boolean {
  if (!deliveredAt) return false;
  return at.getTime() < Date.parse(indiaDayStart(addDays(returnWindowLastDay(deliveredAt), 1)));
}
