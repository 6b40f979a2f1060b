// The courier's expected delivery day, which couriers write in several forms. Its own module:
// the booking, the tracking views and the webhook all read it, and the webhook imports the booking.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The courier's expected delivery date as a day (YYYY-MM-DD): Shiprocket writes it as
 * "2026-12-04 18:00:00" in tracking and "Dec 04, 2026" in its rates; null for anything else.
 */
export function parseCourierDay(text: string | null | undefined): string | null {
  if (!text) return null;
  const value = text.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})\b/.exec(value);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const named = /^([A-Z][a-z]{2}) (\d{1,2}), (\d{4})$/.exec(value);
  const month = named ? MONTHS.indexOf(named[1]!) : -1;
  if (named && month >= 0) return `${named[3]}-${String(month + 1).padStart(2, '0')}-${named[2]!.padStart(2, '0')}`;
  const indian = /^(\d{1,2})[ ./-](\d{1,2})[ ./-](\d{4})\b/.exec(value);
  if (indian) return `${indian[3]}-${indian[2]!.padStart(2, '0')}-${indian[1]!.padStart(2, '0')}`;
  return null;
}

/** The courier's date as the shop's day (YYYY-MM-DD) when it reads as one, else as the courier wrote it. */
export function courierDay(text: string | null | undefined): string | null {
  return text ? parseCourierDay(text) ?? text : null;
}
