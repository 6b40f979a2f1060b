// Which payment provider a payment uses (the interface is in provider.ts): the one
// configured for new payments, or the one an order was started with.
import type { OpenedDatabase } from '@/lib/db';
import { isDemoMode } from '@/lib/auth/mode';
import type { PaymentProvider, ProviderName } from './provider';
import { razorpayProvider, razorpaySettings } from './razorpay';
import { testProvider } from './test-provider';

type Env = Readonly<Record<string, string | undefined>>;

/** The provider new payments use: PAYMENT_PROVIDER, else razorpay when its keys are set, else test (demo only). */
export function activeProviderName(env: Env = process.env): ProviderName {
  const chosen = env.PAYMENT_PROVIDER?.trim();
  if (chosen === 'razorpay' || chosen === 'test') return chosen;
  return env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET ? 'razorpay' : 'test';
}

export class ProviderNotConfigured extends Error {}

/** A provider by name; the test provider does not exist in production mode. */
export function providerNamed(name: string, database: OpenedDatabase, env: Env = process.env): PaymentProvider {
  if (name === 'razorpay') {
    const settings = razorpaySettings(env);
    if (!settings) throw new ProviderNotConfigured('RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are not set');
    return razorpayProvider(settings);
  }
  if (name === 'test') {
    if (!isDemoMode(env)) throw new ProviderNotConfigured('the test payment provider is for demo mode only');
    return testProvider(database);
  }
  throw new ProviderNotConfigured(`unknown payment provider "${name}"`);
}

export function activeProvider(database: OpenedDatabase, env: Env = process.env): PaymentProvider {
  return providerNamed(activeProviderName(env), database, env);
}
