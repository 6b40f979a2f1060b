// The `test` payment provider of demo mode: the same flow as Razorpay without leaving
// the machine. Its "provider orders" are ids we make up; its payments are made on a
// local page (Pay or Fail) that calls POST /api/payments/test; its signature is
// HMAC-SHA256 of "order_id|payment_id" with a secret born with the process (never
// sent to a browser), and its own ledger of payments is kept in payment_events
// under the provider name 'test-ledger' so the reconciler can ask it like Razorpay.
// Refunds are settled locally at once ('processed'), once per idempotency key, never
// more than the captured payment in total, and kept in the same ledger.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { OpenedDatabase } from '@/lib/db';
import { randomToken } from '@/lib/auth/tokens';
import { checkoutSignature, validCheckoutSignature } from './checkout-signature';
import type { PaymentProvider, ProviderPayment, ProviderRefund } from './provider';

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

interface LedgerRefund {
  id: string;
  payment_id: string;
  amount: number;
  status: ProviderRefund['status'];
}

const likePrefix = (prefix: string) => sql<boolean>`event_id LIKE ${`${prefix.replace(/[\\%_]/g, '\\$&')}%`} ESCAPE '\\'`;

async function testRefund(database: OpenedDatabase, input: { paymentId: string; amountPaise: number; idempotencyKey: string }): Promise<ProviderRefund> {
  const eventId = `refund|${input.idempotencyKey}`;
  const answer = (r: LedgerRefund): ProviderRefund => ({ id: r.id, status: r.status, amountPaise: Number(r.amount) });
  const earlier = await database.db.selectFrom('payment_events').select('payload').where('provider', '=', LEDGER).where('event_id', '=', eventId).executeTakeFirst();
  if (earlier) return answer(JSON.parse(earlier.payload) as LedgerRefund);

  const payments = await database.db.selectFrom('payment_events').select('payload').where('provider', '=', LEDGER).where(likePrefix('order_')).execute();
  const payment = payments.map((r) => JSON.parse(r.payload) as { id: string; status: string; amount: number }).find((p) => p.id === input.paymentId && p.status === 'captured');
  if (!payment) throw new Error(`test provider: no captured payment ${input.paymentId}`);
  const refunds = await database.db.selectFrom('payment_events').select('payload').where('provider', '=', LEDGER).where(likePrefix('refund|')).execute();
  const refunded = refunds.map((r) => JSON.parse(r.payload) as LedgerRefund).filter((r) => r.payment_id === input.paymentId && r.status !== 'failed').reduce((sum, r) => sum + Number(r.amount), 0);
  if (refunded + input.amountPaise > Number(payment.amount)) throw new Error(`test provider: refunds of ${input.paymentId} would exceed the payment`);

  const refund: LedgerRefund = { id: `rfnd_test_${randomToken(10)}`, payment_id: input.paymentId, amount: input.amountPaise, status: 'processed' };
  await database.db
    .insertInto('payment_events')
    .values({ provider: LEDGER, event_id: eventId, payload: JSON.stringify(refund) })
    .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
    .execute();
  // Two asks at once: the one stored first is the refund.
  const stored = await database.db.selectFrom('payment_events').select('payload').where('provider', '=', LEDGER).where('event_id', '=', eventId).executeTakeFirstOrThrow();
  return answer(JSON.parse(stored.payload) as LedgerRefund);
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
    refund(input) {
      return testRefund(database, input);
    },
    async fetchRefund({ refundId }) {
      const rows = await database.db.selectFrom('payment_events').select('payload').where('provider', '=', LEDGER).where(likePrefix('refund|')).execute();
      const found = rows.map((r) => JSON.parse(r.payload) as LedgerRefund).find((r) => r.id === refundId);
      if (!found) throw new Error(`test provider: no refund ${refundId}`);
      return { id: found.id, status: found.status, amountPaise: Number(found.amount) };
    },
  };
}
