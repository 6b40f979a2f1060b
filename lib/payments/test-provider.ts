// The `test` payment provider of demo mode: the same flow as Razorpay without leaving
// the machine. Its "provider orders" are ids we make up; its payments are made on a
// local page (Pay or Fail) that calls POST /api/payments/test; its signature is
// HMAC-SHA256 of "order_id|payment_id" with a secret born with the process (never
// sent to a browser), and its own ledger of payments is kept in payment_events
// under the provider name 'test-ledger' so the reconciler can ask it like Razorpay.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { OpenedDatabase } from '@/lib/db';
import { randomToken } from '@/lib/auth/tokens';
import type { PaymentProvider, ProviderPayment } from './provider';
import { checkoutSignature, validCheckoutSignature } from './razorpay';

const LEDGER = 'test-ledger';

// One secret per process, shared by every route bundle of the Next server.
const secretKey = Symbol.for('storefront.testPaymentSecret');
function secret(): string {
  const holder = globalThis as { [secretKey]?: string };
  holder[secretKey] ??= randomBytes(32).toString('hex');
  return holder[secretKey]!;
}

export interface TestCheckoutResult {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/** Records a payment in the test provider's ledger; for 'captured' also returns what checkout.js would. */
export async function recordTestPayment(
  database: OpenedDatabase,
  providerOrderId: string,
  amountPaise: number,
  status: 'captured' | 'failed',
): Promise<TestCheckoutResult> {
  const paymentId = `pay_test_${randomToken(10)}`;
  await database.db
    .insertInto('payment_events')
    .values({
      provider: LEDGER,
      event_id: `${providerOrderId}|${paymentId}`,
      payload: JSON.stringify({ id: paymentId, order_id: providerOrderId, status, amount: amountPaise }),
    })
    .execute();
  return {
    razorpay_order_id: providerOrderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: status === 'captured' ? checkoutSignature(secret(), providerOrderId, paymentId) : '',
  };
}

export function testProvider(database: OpenedDatabase): PaymentProvider {
  return {
    name: 'test',
    publicKey: null,
    async createOrder({ amountPaise }) {
      return { id: `order_test_${randomToken(12)}`, amountPaise };
    },
    verifySignature({ providerOrderId, paymentId, signature }) {
      return validCheckoutSignature(secret(), providerOrderId, paymentId, signature);
    },
    async fetchPayments(providerOrderId): Promise<ProviderPayment[]> {
      const rows = await database.db
        .selectFrom('payment_events')
        .select('payload')
        .where('provider', '=', LEDGER)
        .where(sql<boolean>`event_id LIKE ${`${providerOrderId.replace(/[\\%_]/g, '\\$&')}|%`} ESCAPE '\\'`)
        .orderBy('id')
        .execute();
      return rows.flatMap((r) => {
        const p = JSON.parse(r.payload) as { id: string; order_id: string; status: string; amount: number };
        return p.order_id === providerOrderId ? [{ id: p.id, orderId: p.order_id, status: p.status, amountPaise: Number(p.amount) }] : [];
      });
    },
  };
}
