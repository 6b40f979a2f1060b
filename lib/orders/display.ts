// How the order screens show dates and the progress of an item (docs/rules/orders.md#item-progress).
import { screenTexts } from '@/lib/texts/screens';
import { addDays, todayInIndia } from './dates';
import { onFirstUse } from '@/lib/first-use';

const dayFormat = onFirstUse(() => new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }));
const momentFormat = onFirstUse(() => new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }));

/** "2026-11-25" -> "25 Nov 2026"; a timestamp is shown as its day in India. */
export function showDate(text: string): string {
  if (!text) return '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return dayFormat().format(new Date(`${text}T00:00:00Z`));
  const moment = new Date(text);
  return Number.isNaN(moment.getTime()) ? text : momentFormat().format(moment);
}

/** An order status as people read it ('out_for_delivery' -> 'Out for delivery'). */
export function statusLabel(status: string | null): string {
  return status ? screenTexts.orderStatusLabel[status] ?? status : '';
}

/**
 * The statuses of an order on its way to the shopper, which an item's four-step track
 * describes (docs/rules/orders.md#item-progress). Any other status (cancelled, a failed
 * delivery, a return to the seller, and any status added later) is shown as its label
 * instead: its items' flags still say "packed", which would read as if it were coming.
 */
export const TRACKED_STATUSES: readonly string[] = ['awaiting_confirmation', 'placed', 'confirmed', 'packed', 'shipped', 'out_for_delivery', 'delivered'];

/** Whether an order in this status shows its items' tracks. */
export const showsTrack = (status: string) => TRACKED_STATUSES.includes(status);

/** The four steps of an item's track and how far it has come (Order placed is always reached). */
export function itemProgress(item: { packed_action: number; out_for_delivery_action: number; delivered_action: number }): boolean[] {
  return [true, item.packed_action === 1, item.out_for_delivery_action === 1, item.delivered_action === 1];
}

/** The dates a delivery may be moved to: from tomorrow for `days` days (India's calendar). */
export function rescheduleRange(days: number, now: Date = new Date()): { min: string; max: string } {
  const today = todayInIndia(now);
  return { min: addDays(today, 1), max: addDays(today, days) };
}

/** How far ahead the order list offers to move a delivery; the server's RESCHEDULE_MAX_DAYS (lib/orders/changes.ts). */
export const RESCHEDULE_DAYS = 30;

const timeFormat = onFirstUse(() => new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'Asia/Kolkata' }));

/** An instant as the console shows every time: "28 Nov 2026, 10:09 am", in India's time zone. */
export function showMoment(iso: string | null | undefined): string {
  if (!iso) return '';
  const moment = new Date(iso);
  return Number.isNaN(moment.getTime()) ? iso : timeFormat().format(moment);
}
