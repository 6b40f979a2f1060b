// Calendar dates of orders (slot and delivery dates) are days in India, as text
// YYYY-MM-DD, whatever the server's own time zone.
const indiaDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });

export function todayInIndia(now: Date = new Date()): string {
  return indiaDate.format(now);
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** True for a real calendar date written YYYY-MM-DD. */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

/** The one delivery slot of SPEC (slot_id 1). */
export const DELIVERY_SLOT = { id: 1, startTime: '10:00 AM', endTime: '07:00 PM' } as const;
