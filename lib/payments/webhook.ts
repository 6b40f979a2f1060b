// POST /api/payments/razorpay/webhook: Razorpay tells us about payments. The body is
// trusted only when X-Razorpay-Signature is the HMAC-SHA256 of the exact raw body with
// RAZORPAY_WEBHOOK_SECRET. Each event is handled once (payment_events, unique by event
// id); handling is itself idempotent, so a delivery racing its own retry is harmless.
// A failed payment attempt changes nothing: the shopper may retry in the widget, and
// an order whose hold expires gives its stock back then. Nothing moves a paid order back.
// refund.processed and refund.failed settle our refund (found by Razorpay's refund id,
// else by the key we sent in its notes); only a pending refund moves, once.
import { sha256Hex } from '@/lib/auth/tokens';
import type { OpenedDatabase } from '@/lib/db';
import { markPaid } from '@/lib/orders/payment-state';
import { settleRefund } from '@/lib/refunds/refunds';
import { validWebhookSignature } from './razorpay';

export interface WebhookAnswer {
  status: number;
  body: { status: string; message?: string };
}

interface RazorpayEvent {
  event?: string;
  payload?: {
    payment?: { entity?: { id?: string; order_id?: string; amount?: number; status?: string } };
    order?: { entity?: { id?: string; amount_paid?: number } };
    refund?: { entity?: { id?: string; payment_id?: string; amount?: number; status?: string; notes?: Record<string, string> | unknown[] } };
  };
}

export async function handleRazorpayWebhook(
  database: OpenedDatabase,
  rawBody: string,
  headers: Headers,
  env: Readonly<Record<string, string | undefined>> = process.env,
): Promise<WebhookAnswer> {
  const secret = env.RAZORPAY_WEBHOOK_SECRET?.trim();
  if (!secret) return { status: 404, body: { status: 'not-configured', message: 'No such endpoint.' } };
  if (!validWebhookSignature(secret, rawBody, headers.get('x-razorpay-signature'))) {
    return { status: 400, body: { status: 'rejected', message: 'Invalid signature.' } };
  }
  let event: RazorpayEvent;
  try {
    event = JSON.parse(rawBody) as RazorpayEvent;
  } catch {
    return { status: 400, body: { status: 'rejected', message: 'Body is not JSON.' } };
  }
  // Razorpay sends the same id with every retry of one event.
  const eventId = headers.get('x-razorpay-event-id')?.trim() || `body:${sha256Hex(rawBody)}`;
  const seen = await database.db
    .selectFrom('payment_events')
    .select('id')
    .where('provider', '=', 'razorpay')
    .where('event_id', '=', eventId)
    .executeTakeFirst();
  if (seen) return { status: 200, body: { status: 'duplicate' } };

  let outcome = 'ignored';
  const payment = event.payload?.payment?.entity;
  if ((event.event === 'payment.captured' || event.event === 'order.paid') && payment?.id) {
    const providerOrderId = payment.order_id ?? event.payload?.order?.entity?.id;
    const amountPaise = Number(event.event === 'order.paid' ? event.payload?.order?.entity?.amount_paid ?? payment.amount : payment.amount);
    if (providerOrderId) {
      outcome = await markPaid(database, { provider: 'razorpay', providerOrderId, paymentId: payment.id, amountPaise });
      if (outcome === 'amount-mismatch') console.error(`[payments] webhook ${eventId}: amount ${amountPaise} does not match order ${providerOrderId}`);
    }
  }
  const refund = event.payload?.refund?.entity;
  if ((event.event === 'refund.processed' || event.event === 'refund.failed') && refund?.id) {
    const notes = refund.notes && !Array.isArray(refund.notes) ? refund.notes : {};
    const settled = await settleRefund(
      database,
      { providerRefundId: refund.id, idempotencyKey: typeof notes.refund_key === 'string' ? notes.refund_key : undefined },
      event.event === 'refund.processed' ? 'processed' : 'failed',
    );
    outcome = `refund-${settled}`;
  }
  // Recorded after handling, so an event that failed half-way is handled again on retry.
  await database.db
    .insertInto('payment_events')
    .values({ provider: 'razorpay', event_id: eventId.slice(0, 200), payload: rawBody })
    .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
    .execute();
  return { status: 200, body: { status: outcome } };
}
