// The server side of the test provider's local payment page: the shopper (logged in,
// owner of the order) sees the amount and presses Pay or Fail. Pay answers what
// Razorpay's checkout.js would hand the browser (payment id and signature), which the
// page then confirms through store/onlinePaymentSuccess like a real payment; Fail
// gives the order's stock back at once.
import { ShopError } from '@/lib/errors';
import { rupeesFromPaise } from '@/lib/catalog/money';
import type { OpenedDatabase } from '@/lib/db';
import { releaseOrder } from '@/lib/orders/payment-state';
import { screenTexts } from '@/lib/texts/screens';
import { recordTestPayment, type TestCheckoutResult } from './test-provider';

async function openTestPayment(database: OpenedDatabase, customerId: number, providerOrderId: string) {
  const payment = await database.db
    .selectFrom('payments')
    .innerJoin('orders', 'orders.id', 'payments.order_id')
    .select(['payments.id', 'payments.status', 'payments.amount_paise', 'payments.order_id', 'orders.order_string'])
    .where('payments.provider', '=', 'test')
    .where('payments.provider_order_id', '=', providerOrderId)
    .where('orders.customer_id', '=', customerId)
    .executeTakeFirst();
  if (!payment) throw new ShopError('not_found', screenTexts.orderNotFound);
  return payment;
}

export interface TestPaymentView {
  order_id: string;
  receipt: string;
  amount: number; // rupees
  status: string;
}

export async function viewTestPayment(database: OpenedDatabase, customerId: number, providerOrderId: string): Promise<TestPaymentView> {
  const payment = await openTestPayment(database, customerId, providerOrderId);
  return { order_id: providerOrderId, receipt: payment.order_string, amount: rupeesFromPaise(payment.amount_paise), status: payment.status };
}

export type TestPaymentOutcome = ({ status: 'paid' } & TestCheckoutResult) | { status: 'failed' };

export async function completeTestPayment(
  database: OpenedDatabase,
  customerId: number,
  providerOrderId: string,
  outcome: 'pay' | 'fail',
): Promise<TestPaymentOutcome> {
  const payment = await openTestPayment(database, customerId, providerOrderId);
  if (payment.status !== 'created') throw new ShopError('conflict', screenTexts.paymentNotPending);
  if (outcome === 'pay') {
    return { status: 'paid', ...(await recordTestPayment(database, providerOrderId, Number(payment.amount_paise), 'captured')) };
  }
  await recordTestPayment(database, providerOrderId, Number(payment.amount_paise), 'failed');
  await releaseOrder(database, Number(payment.order_id), 'failed');
  return { status: 'failed' };
}
