// Which courier a booking uses (the interface is in provider.ts; docs/rules/shipping.md#booking):
// Shiprocket when its account is set, the demo's test courier in demo mode, else none
// (staff ship by hand with a typed courier and AWB). A shipment already booked keeps its own
// provider (courierNamed), whatever is configured later.
import type { OpenedDatabase } from '@/lib/db';
import { isDemoMode } from '@/lib/auth/mode';
import type { CourierProvider } from './provider';
import { shiprocketProvider, shiprocketSettings } from './shiprocket';
import { testCourier } from './test-courier';

type Env = Readonly<Record<string, string | undefined>>;

export class CourierNotConfigured extends Error {}

/** The courier new bookings go to, or null: no courier configured, ship by hand only. */
export function activeCourier(database: OpenedDatabase, env: Env = process.env): CourierProvider | null {
  const settings = shiprocketSettings(env);
  if (settings) return shiprocketProvider(settings);
  return isDemoMode(env) ? testCourier(database) : null;
}

/** A shipment's own provider by name (a manual shipment has none); the test courier exists in demo mode only. */
export function courierNamed(name: string, database: OpenedDatabase, env: Env = process.env): CourierProvider {
  if (name === 'shiprocket') {
    const settings = shiprocketSettings(env);
    if (!settings) throw new CourierNotConfigured('SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD are not set');
    return shiprocketProvider(settings);
  }
  if (name === 'test') {
    if (!isDemoMode(env)) throw new CourierNotConfigured('the test courier is for demo mode only');
    return testCourier(database);
  }
  throw new CourierNotConfigured(`no courier provider named "${name}"`);
}
