// Calendar dates of orders (slot and delivery dates) are days in India, as text
// YYYY-MM-DD, whatever the server's own time zone.
import { onFirstUse } from '@/lib/first-use';

const indiaDate = onFirstUse(() => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }));

export function todayInIndia(now: Date = new Date()): string {
  return indiaDate().format(now);
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The instant (ISO, UTC) a day in India begins: IST is UTC+05:30, with no daylight saving. */
export function indiaDayStart(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00+05:30`)).toISOString();
}

/** An instant (ISO) as a datetime-local field shows it in India time (YYYY-MM-DDTHH:MM); '' for none. */
export function indiaLocalInput(iso: string | null): string {
  return iso ? new Date(Date.parse(iso) + 330 * 60_000).toISOString().slice(0, 16) : '';
}

/** True for a real calendar date written YYYY-MM-DD. */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

/** The one delivery slot (slot_id 1). */
export const DELIVERY_SLOT = { id: 1, startTime: '10:00 AM', endTime: '07:00 PM' } as const;
