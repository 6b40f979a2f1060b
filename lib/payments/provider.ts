// Payment providers behind one interface (DESIGN "Orders and money"). `razorpay` talks
// to Razorpay's Orders API; `test` is the local stand-in of demo mode with the same
// flow (a provider order, a payment id and an HMAC signature over
// "order_id|payment_id"), paid or failed on a local page instead of checkout.js.
import type { OpenedDatabase } from '@/lib/db';
import { isDemoMode } from '@/lib/auth/mode';
import { razorpayProvider, razorpaySettings } from './razorpay';
import { testProvider } from './test-provider';

export type ProviderName = 'razorpay' | 'test';

export interface ProviderOrder {
  id: string;
  amountPaise: number;
}

export interface ProviderPayment {
  id: string;
  orderId: string;
  /** Razorpay's payment states: created, authorized, captured, refunded, failed. */
  status: string;
  amountPaise: number;
}

export interface PaymentProvider {
  name: ProviderName;
  /** The key the browser opens the provider's widget with (null for the local test page). */
  publicKey: string | null;
  createOrder(input: { amountPaise: number; receipt: string; notes?: Record<string, string> }): Promise<ProviderOrder>;
  /** Checks the signature the widget returned, against the provider order id WE stored. */
  verifySignature(input: { providerOrderId: string; paymentId: string; signature: string }): boolean;
  /** The provider's own record of an order's payments (for the reconciler). */
  fetchPayments(providerOrderId: string): Promise<ProviderPayment[]>;
}

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
