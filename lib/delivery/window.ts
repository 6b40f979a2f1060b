// docs/rules/addresses.md#delivery-check: expected delivery is today plus min_days up to today
// plus max_days. Pure, so the product page and the tests share it.
import { onFirstUse } from '@/lib/first-use';

export interface DeliveryWindow {
  from: Date;
  to: Date;
}

/** Midnight-free calendar arithmetic: adds whole days to a date in local time. */
export function addDays(date: Date, days: number): Date {
  const next = new Date(date.getFullYear(), date.getMonth(), date.getDate());
  next.setDate(next.getDate() + days);
  return next;
}

export function deliveryWindow(today: Date, minDays: number, maxDays: number): DeliveryWindow {
  const low = Math.max(0, Math.min(minDays, maxDays));
  const high = Math.max(0, Math.max(minDays, maxDays));
  return { from: addDays(today, low), to: addDays(today, high) };
}

const dayFormat = onFirstUse(() => new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short' }));

/** "Wed, 25 Nov - Fri, 27 Nov", or one date when both ends are the same day. */
export function formatDeliveryWindow(window: DeliveryWindow): string {
  const from = dayFormat().format(window.from);
  const to = dayFormat().format(window.to);
  return from === to ? from : `${from} - ${to}`;
}

/** The pincode box keeps digits only; more than 6 characters is refused. */
export type PincodeInput = { ok: true; value: string } | { ok: false; value: string };

export function pincodeInput(typed: string, maxLength = 6): PincodeInput {
  const digits = typed.replace(/\D/g, '');
  if (digits.length > maxLength) return { ok: false, value: digits.slice(0, maxLength) };
  return { ok: true, value: digits };
}

/** A check may run only with exactly 6 digits. */
export const pincodeCheckable = (pincode: string, length = 6) => new RegExp(`^\\d{${length}}$`).test(pincode);
