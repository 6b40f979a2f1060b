// A failed delivery's window (docs/rules/shipping.md#failed-deliveries): until when the
// courier takes a decision, whether one was taken for the current attempt, and the dates a
// re-attempt may be asked for. Apart from ./ndr.ts so the shopper's views read it without
// the order moves.
import { seller } from '@/lib/config';
import { rescheduleRange } from '@/lib/orders/display';

/** The dates a re-attempt may be asked for: from tomorrow, seller.ndrReattemptDays ahead (India). */
export function reattemptWindow(now: Date = new Date()): { from: string; to: string } {
  const { min, max } = rescheduleRange(seller.ndrReattemptDays, now);
  return { from: min, to: max };
}

/** The courier still takes a decision: before its deadline (no deadline: until its next event). */
export function ndrWindowOpen(shipment: { ndr_deadline: string | null }, now: Date): boolean {
  return !shipment.ndr_deadline || Date.parse(shipment.ndr_deadline) > now.getTime();
}

/** A decision was taken for the current failed attempt. */
export function ndrDecided(shipment: { ndr_attempts: number; ndr_action_attempt: number | null }): boolean {
  return shipment.ndr_action_attempt !== null && Number(shipment.ndr_action_attempt) === Number(shipment.ndr_attempts);
}
