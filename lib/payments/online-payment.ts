// Paying online (docs/rules/checkout.md#online-payment): store/onlinePaymentProcess places the order as
// 'pending_payment' (its stock held) and opens a provider order for the amount WE
// computed; the browser pays in the provider's widget (or the local test page); then
// store/onlinePaymentSuccess checks the signature against the provider order id we
// stored and marks the order paid. The confirmation is idempotent.
import { ShopError } from '@/lib/errors';
import { store, limits } from '@/lib/config';
import type { User } from '@/lib/auth/types';
import type { OpenedDatabase } from '@/lib/db';
import { placeOrder, type PlacedOrder } from '@/lib/orders/place-order';
import type { OrderOwner } from '@/lib/orders/types';
import { markPaid, releaseOrder, releaseStaleHolds } from '@/lib/orders/payment-state';
import { prepayAmount } from '@/lib/orders/cod-confirmation';
import { screenTexts } from '@/lib/texts/screens';
import { activeProvider, providerNamed } from './active-provider';
import type { PaymentProvider } from './provider';
import type { OnlinePaymentStart } from './types';

/** Gives up the customer's earlier unpaid orders (but `keep`): one open payment per shopper. */
async function releaseEarlierAttempts(database: OpenedDatabase, owner: OrderOwner, keep?: number): Promise<void> {
  let query = database.db
    .selectFrom('orders')
    .select('id')
    .where('customer_id', '=', owner.customerId)
    .where('store_id', '=', owner.storeId)
    .where('status', '=', 'pending_payment');
  if (keep !== undefined) query = query.where('id', '<>', keep);
  const open = await query.execute();
  for (const order of open) await releaseOrder(database, Number(order.id), 'expired');
}

export async function startOnlinePayment(
  database: OpenedDatabase,
  owner: OrderOwner,
  addressId: number,
  customer: User,
  provider: PaymentProvider = activeProvider(database),
  couponCode?: string,
  whatsappOptIn = false,
): Promise<OnlinePaymentStart> {
  await releaseEarlierAttempts(database, owner);
  await releaseStaleHolds(database);
  const placed = await placeOrder(database, owner, addressId, 'online', couponCode, whatsappOptIn);
  return openProviderPayment(database, placed, placed.totals.totalPaise, owner, customer, provider, () => releaseOrder(database, placed.orderId, 'failed'));
}

/**
 * store/cashOnDelivery. A plain COD order is placed at once; a partial-COD order
 * (docs/rules/cod.md#partial-cod) waits as 'pending_payment', its stock held, while the
 * shopper pays its upfront part through the same provider flow as an online order
 * (`upfront`); paid, it becomes a COD order 'placed' (payment-state.ts).
 */
export async function placeCashOrder(
  database: OpenedDatabase,
  owner: OrderOwner,
  addressId: number,
  customer: User,
  couponCode?: string,
  whatsappOptIn = false,
  provider: PaymentProvider = activeProvider(database),
): Promise<{ placed: PlacedOrder; upfront: OnlinePaymentStart | null }> {
  await releaseStaleHolds(database);
  const placed = await placeOrder(database, owner, addressId, 'cash', couponCode, whatsappOptIn);
  if (placed.status !== 'pending_payment') return { placed, upfront: null };
  // One open payment per shopper: an earlier unpaid attempt gives its stock back.
  await releaseEarlierAttempts(database, owner, placed.orderId);
  return { placed, upfront: await openProviderPayment(database, placed, placed.upfrontPaise, owner, customer, provider, () => releaseOrder(database, placed.orderId, 'failed')) };
}

/**
 * Opens the provider's order for `amountPaise` of one of our orders and records it; when
 * that fails, `onFailure` runs (an order placed for this payment gives its stock back).
 */
async function openProviderPayment(
  database: OpenedDatabase,
  placed: Pick<PlacedOrder, 'orderId' | 'orderString'>,
  amountPaise: number,
  owner: OrderOwner,
  customer: User,
  provider: PaymentProvider,
  onFailure: () => Promise<unknown>,
): Promise<OnlinePaymentStart> {
  let providerOrderId: string;
  try {
    const created = await provider.createOrder({
      amountPaise,
      receipt: placed.orderString,
      notes: { order_string: placed.orderString, customer_id: String(owner.customerId) },
    });
    providerOrderId = created.id;
    await database.db
      .insertInto('payments')
      .values({
        order_id: placed.orderId,
        provider: provider.name,
        provider_order_id: providerOrderId,
        provider_payment_id: null,
        amount_paise: amountPaise,
        status: 'created',
        updated_at: new Date().toISOString(),
      })
      .execute();
  } catch (error) {
    console.error('[payments] could not open a provider order', error);
    await onFailure();
    throw new ShopError('upstream_failed', screenTexts.orderFailed);
  }
  return {
    order_id: providerOrderId,
    provider: provider.name,
    key: provider.publicKey,
    amount: amountPaise,
    currency: limits.currency,
    name: store.businessName,
    description: `Order ${placed.orderString}`,
    receipt: placed.orderString,
    our_order_id: placed.orderId,
    prefill: { name: customer.name, email: customer.email, contact: customer.contact },
  };
}

/**
 * store/onlinePaymentSuccess. A signature that does not match changes nothing (400);
 * a confirmation of an order already paid changes nothing and answers success.
 */
export async function confirmOnlinePayment(
  database: OpenedDatabase,
  owner: OrderOwner,
  report: { providerOrderId: string; paymentId: string; signature: string },
): Promise<{ order_id: number; order_string: string; total_paid_paise: number; paymentmode: 'cash' | 'online' }> {
  const payment = await database.db
    .selectFrom('payments')
    .innerJoin('orders', 'orders.id', 'payments.order_id')
    .select(['payments.provider', 'payments.provider_order_id', 'orders.id as order_id', 'orders.order_string', 'orders.total_paid_paise', 'orders.paymentmode'])
    .where('payments.provider_order_id', '=', report.providerOrderId)
    .where('orders.customer_id', '=', owner.customerId)
    .where('orders.store_id', '=', owner.storeId)
    .executeTakeFirst();
  if (!payment) throw new ShopError('not_found', screenTexts.orderNotFound);
  const provider = providerNamed(payment.provider, database);
  // Checked against the provider order id we stored, not one the client chose.
  if (!provider.verifySignature({ providerOrderId: payment.provider_order_id, paymentId: report.paymentId, signature: report.signature })) {
    throw new ShopError('invalid', screenTexts.paymentNotVerified);
  }
  const outcome = await markPaid(database, { provider: provider.name, providerOrderId: payment.provider_order_id, paymentId: report.paymentId });
  if (outcome === 'refund-pending') throw new ShopError('conflict', screenTexts.paidButSoldOut);
  if (outcome === 'not-found' || outcome === 'amount-mismatch') throw new ShopError('invalid', screenTexts.paymentNotVerified);
  // Read after the payment: a COD order paid online from its confirmation page has new
  // totals and is online now; a partial-COD order's upfront payment confirms a cash order
  // (docs/rules/cod.md#partial-cod).
  const paid = await database.db.selectFrom('orders').select(['total_paid_paise', 'paymentmode']).where('id', '=', Number(payment.order_id)).executeTakeFirst();
  return {
    order_id: Number(payment.order_id), order_string: payment.order_string,
    total_paid_paise: Number(paid?.total_paid_paise ?? payment.total_paid_paise), paymentmode: paid?.paymentmode ?? payment.paymentmode,
  };
}

/**
 * store/prepayCod: a cash order waiting for its confirmation is paid online instead
 * (docs/rules/orders.md#paying-online-instead). The same order, its stock still held: a
 * provider order for the amount the server quoted, confirmed through
 * store/onlinePaymentSuccess (or the webhook, or the reconciler) like any payment; until
 * then the order still waits, and may still be confirmed for cash or expire.
 */
export async function startCodPrepay(database: OpenedDatabase, owner: OrderOwner, token: string, customer: User, provider: PaymentProvider = activeProvider(database)): Promise<OnlinePaymentStart> {
  const { orderId, orderString, quote } = await prepayAmount(database, owner.customerId, token);
  // A failure leaves the order as it was: still waiting, to be confirmed for cash or to expire.
  return openProviderPayment(database, { orderId, orderString }, quote.totalPaise, owner, customer, provider, async () => {});
}
