// Money back to a shopper (docs/rules/seller.md#refunds). A refund is asked for inside
// the transaction of the move that causes it (a seller cancel, an RTO, an accepted
// return, a payment that arrived after its items sold out) and is one row per cause and
// amount (its idempotency key), so the same cause asked twice makes one refund. Online
// payments are refunded through the payment provider after the transaction commits,
// retried safely with the same key by the reconciler; the provider's answer or its
// webhook settles the state. Cash orders get a manual refund record. The refunds of an
// order never add up to more than it was paid.
import 'server-only';
import { sql } from 'kysely';
import { store } from '@/lib/config';
import { afterCommit, getDatabase, writeTransaction, type DB, type OpenedDatabase, type Tx } from '@/lib/db';
import { ShopError } from '@/lib/errors';
import { rupeesFromPaise } from '@/lib/catalog/money';
import { rupees } from '@/lib/pricing';
import { screenTexts } from '@/lib/texts/screens';
import { sellerTexts } from '@/lib/texts/seller';
import { recordAudit } from '@/lib/staff/audit';
import { providerNamed } from '@/lib/payments/active-provider';
import type { PaymentProvider } from '@/lib/payments/provider';
import type { RefundState } from './states';
import type { RefundRow } from './types';
import { enqueueRefundDone } from './notify';
import { enqueue } from '@/lib/jobs/queue';

export interface RefundAsk {
  orderId: number;
  /** The return it pays back, if any. */
  returnId?: number;
  amountPaise: number;
  /** What causes it: 'cancelled', 'rto', 'return:<id>'. With the amount, the idempotency key. */
  cause: string;
  /** Shown to staff and shopper. */
  reason: string;
  staffId: number | null;
  /** The upfront part of a partial-COD order, paid online, goes back online too (docs/rules/cod.md#partial-cod). */
  codUpfront?: boolean;
}

export type { RefundRow, RefundState };

/** Provider refunds still pending are asked again at most this many times (then left to staff). */
export const MAX_REFUND_ATTEMPTS = 20;

/** The job that asks the provider for one refund (lib/jobs/kinds.ts). */
export const ATTEMPT_REFUND_JOB = 'refunds.attempt';

/** How long after its commit the refund's job first looks (the immediate attempt has usually settled it by then). */
export const REFUND_JOB_DELAY_MS = 60_000;
export const REFUNDS_PAGE_SIZE = 25;

const now = () => new Date().toISOString();

/** One refund per order, cause and amount. */
export const refundKey = (orderId: number, cause: string, amountPaise: number) => `refund:${orderId}:${cause}:${amountPaise}`;

/**
 * Takes the order's row first, so two refunds of one order are weighed one after the
 * other (PostgreSQL's row lock; SQLite's BEGIN IMMEDIATE already serialises writers).
 */
async function lockOrder(tx: Tx, orderId: number) {
  await tx.updateTable('orders').set({ updated_at: sql<string>`updated_at` }).where('id', '=', orderId).execute();
  return tx
    .selectFrom('orders')
    .select(['id', 'order_string', 'paymentmode', 'status', 'payment_status', 'total_paid_paise', 'store_id'])
    .where('id', '=', orderId)
    .executeTakeFirst();
}

/** 409 when `amountPaise` more would take the order's refunds (failed ones aside) over what it was paid. */
async function assertWithinPaid(tx: Tx, order: { id: number | bigint; total_paid_paise: number }, amountPaise: number): Promise<void> {
  const row = await tx
    .selectFrom('refunds')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_paise'), sql<number>`0`).as('refunded'))
    .where('order_id', '=', Number(order.id))
    .where('status', '<>', 'failed')
    .executeTakeFirst();
  const paid = Number(order.total_paid_paise);
  if (Number(row?.refunded ?? 0) + amountPaise > paid) throw new ShopError('conflict', sellerTexts.refundOverPaid(rupees(rupeesFromPaise(paid))));
}

/** refund_pending while any refund of the order is open (or failed and owed), refunded once all are processed. */
async function settleOrderPaymentStatus(tx: Tx, orderId: number): Promise<void> {
  const states = await tx.selectFrom('refunds').select('status').where('order_id', '=', orderId).execute();
  if (states.length === 0) return;
  const status = states.every((r) => r.status === 'processed') ? 'refunded' : 'refund_pending';
  await tx.updateTable('orders').set({ payment_status: status, updated_at: now() }).where('id', '=', orderId).execute();
}

/** What of an order's online payment has not been asked back yet (failed refunds aside). */
export async function unrefundedPaise(tx: Tx, orderId: number, totalPaidPaise: number): Promise<number> {
  const asked = await tx
    .selectFrom('refunds')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_paise'), eb.lit(0)).as('sum'))
    .where('order_id', '=', orderId)
    .where('status', '<>', 'failed')
    .executeTakeFirstOrThrow();
  return totalPaidPaise - Number(asked.sum);
}

/**
 * Asks for the refund of an online-paid order's money (nothing for an unpaid or cash
 * order: see the manual refunds). Returns the refund's id, the same for the same cause
 * and amount. The provider is asked once the caller's transaction has committed.
 */
export async function requestRefund(tx: Tx, ask: RefundAsk): Promise<number | null> {
  if (!Number.isInteger(ask.amountPaise) || ask.amountPaise <= 0) throw new Error(`requestRefund: amount must be whole paise above 0, got ${ask.amountPaise}`);
  const order = await lockOrder(tx, ask.orderId);
  if (!order) throw new ShopError('not_found', sellerTexts.refundOrderNotFound);
  if (order.paymentmode !== 'online' && !ask.codUpfront) return null;
  const payment = await tx
    .selectFrom('payments')
    .select(['provider', 'provider_payment_id'])
    .where('order_id', '=', ask.orderId)
    .where('status', '=', 'paid')
    .executeTakeFirst();
  if (!payment?.provider_payment_id) return null;

  const key = refundKey(ask.orderId, ask.cause, ask.amountPaise);
  const existing = await tx.selectFrom('refunds').select('id').where('idempotency_key', '=', key).executeTakeFirst();
  if (existing) return Number(existing.id);
  await assertWithinPaid(tx, order, ask.amountPaise);

  const inserted = await tx
    .insertInto('refunds')
    .values({
      order_id: ask.orderId,
      return_id: ask.returnId ?? null,
      method: 'provider',
      provider: payment.provider,
      provider_payment_id: payment.provider_payment_id,
      provider_refund_id: null,
      amount_paise: ask.amountPaise,
      status: 'pending',
      idempotency_key: key,
      reason: ask.reason,
      reference: null,
      staff_id: ask.staffId,
      last_error: null,
      updated_at: now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const refundId = Number(inserted.id);
  await tx.updateTable('orders').set({ payment_status: 'refund_pending', updated_at: now() }).where('id', '=', ask.orderId).execute();
  // Asked for at once after the commit, so staff see the refund's answer; the job
  // (lib/jobs/kinds.ts) is what makes sure it is asked for even if this process dies
  // first: it runs a little later, finds the refund settled or asks again with the same
  // key (no second refund), and retries with backoff.
  await enqueue(tx, { kind: ATTEMPT_REFUND_JOB, payload: { refundId }, key: `refund:${refundId}:attempt`, maxAttempts: MAX_REFUND_ATTEMPTS, runAt: new Date(Date.now() + REFUND_JOB_DELAY_MS) });
  afterCommit(tx, async () => {
    await attemptRefund(await getDatabase(), refundId);
  });
  return refundId;
}

/**
 * Asks the provider for a pending provider refund, with its own key (a retry makes no
 * second refund), or, once the provider has acknowledged it, asks how it stands. A failure leaves it pending with the attempt and the error counted;
 * the reconciler asks again. Answers the state after the attempt, or 'error'.
 */
export async function attemptRefund(
  database: OpenedDatabase,
  refundId: number,
  providerFor: (name: string) => PaymentProvider = (name) => providerNamed(name, database),
): Promise<RefundState | 'error'> {
  const row = await database.db.selectFrom('refunds').selectAll().where('id', '=', refundId).executeTakeFirst();
  if (!row) return 'error';
  if (row.status !== 'pending' || row.method !== 'provider' || !row.provider || !row.provider_payment_id) return row.status;
  try {
    const provider = providerFor(row.provider);
    // Once the provider has acknowledged the refund it is only asked how it stands: a
    // second POST relies on the idempotency key, which a provider keeps for a limited time.
    const answer = row.provider_refund_id
      ? await provider.fetchRefund({ paymentId: row.provider_payment_id, refundId: row.provider_refund_id })
      : await provider.refund({
          paymentId: row.provider_payment_id,
          amountPaise: Number(row.amount_paise),
          idempotencyKey: row.idempotency_key,
          notes: { order_id: String(row.order_id) },
        });
    await database.db
      .updateTable('refunds')
      .set({ provider_refund_id: answer.id, attempts: sql<number>`attempts + 1`, last_error: null, updated_at: now() })
      .where('id', '=', refundId)
      .execute();
    if (answer.status !== 'pending') await settleRefund(database, { refundId }, answer.status);
    return answer.status;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await database.db
      .updateTable('refunds')
      .set({ attempts: sql<number>`attempts + 1`, last_error: message.slice(0, 500), updated_at: now() })
      .where('id', '=', refundId)
      .execute();
    console.error(`[refunds] refund ${refundId} could not be asked for (it stays pending; the reconciler retries):`, message);
    return 'error';
  }
}

export type SettleOutcome = 'settled' | 'already-settled' | 'not-found';

/**
 * A provider's final word on a refund (its answer, or the refund.processed / refund.failed
 * webhook), found by our id, the provider's refund id or our key. Only a pending refund
 * moves, once; a processed one tells the shopper.
 */
export async function settleRefund(
  database: OpenedDatabase,
  match: { refundId?: number; providerRefundId?: string; idempotencyKey?: string },
  state: 'processed' | 'failed',
): Promise<SettleOutcome> {
  const settled = await writeTransaction(database, async (tx) => {
    const find = (column: 'id' | 'provider_refund_id' | 'idempotency_key', value: string | number) =>
      tx.selectFrom('refunds').select(['id', 'order_id', 'status', 'provider_refund_id']).where(column, '=', value as never).executeTakeFirst();
    const row =
      (match.refundId !== undefined ? await find('id', match.refundId) : undefined) ??
      (match.providerRefundId ? await find('provider_refund_id', match.providerRefundId) : undefined) ??
      (match.idempotencyKey ? await find('idempotency_key', match.idempotencyKey) : undefined);
    if (!row) return 'not-found' as const;
    const moved = await tx
      .updateTable('refunds')
      .set({ status: state, provider_refund_id: row.provider_refund_id ?? match.providerRefundId ?? null, updated_at: now() })
      .where('id', '=', Number(row.id))
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return 'already-settled' as const;
    await settleOrderPaymentStatus(tx, Number(row.order_id));
    if (state === 'processed') {
      const refundId = Number(row.id);
      await enqueueRefundDone(tx, refundId);
    }
    return 'settled' as const;
  });
  return settled;
}

/** The reconciler's part: asks again for every provider refund still pending (same key each time, or its state once acknowledged). */
export async function retryPendingRefunds(
  database: OpenedDatabase,
  providerFor?: (name: string) => PaymentProvider,
): Promise<{ checked: number; settled: number[]; errors: string[] }> {
  const pending = await database.db
    .selectFrom('refunds')
    .select(['id', 'idempotency_key'])
    .where('method', '=', 'provider')
    .where('status', '=', 'pending')
    .where('attempts', '<', MAX_REFUND_ATTEMPTS)
    .orderBy('id')
    .execute();
  const report = { checked: 0, settled: [] as number[], errors: [] as string[] };
  for (const refund of pending) {
    report.checked++;
    const state = await attemptRefund(database, Number(refund.id), providerFor);
    if (state === 'error') {
      const row = await database.db.selectFrom('refunds').select('last_error').where('id', '=', Number(refund.id)).executeTakeFirst();
      report.errors.push(`${refund.idempotency_key}: ${row?.last_error ?? 'failed'}`);
    } else if (state !== 'pending') report.settled.push(Number(refund.id));
  }
  return report;
}

// ---------- manual refunds ----------

export interface ManualRefundInput {
  /**
   * The order: the order number staff read off it (OB…, any case, spaces trimmed), or
   * its id (API callers from before the number). One of the two.
   */
  orderString?: string;
  orderId?: number;
  amountPaise: number;
  /** The UPI reference or the bank transfer's note. */
  reference: string;
  returnId?: number;
  reason?: string;
}

/** Money the order has brought in: a delivered (or paid) cash order, or an online order with a paid payment. */
async function moneyReceived(tx: Tx, order: { id: number | bigint; paymentmode: string; status: string; payment_status: string }): Promise<boolean> {
  if (order.paymentmode === 'cash') return order.status === 'delivered' || ['paid', 'refund_pending', 'refunded'].includes(order.payment_status);
  const paid = await tx.selectFrom('payments').select('id').where('order_id', '=', Number(order.id)).where('status', '=', 'paid').executeTakeFirst();
  return paid !== undefined;
}

/**
 * A manual refund for a return (lib/returns/returns.ts) pays back a received return of
 * this order, which then counts as refunded.
 */
async function markReturnRefunded(tx: Tx, orderId: number, returnId: number): Promise<void> {
  const row = await tx.selectFrom('return_requests').select(['order_id', 'status']).where('id', '=', returnId).executeTakeFirst();
  if (!row || Number(row.order_id) !== orderId) throw new ShopError('invalid', screenTexts.returns.notOfOrder, { errors: { return_id: screenTexts.returns.notOfOrder } });
  if (row.status !== 'received') throw new ShopError('conflict', screenTexts.returns.notInStep(screenTexts.returns.states[row.status] ?? row.status));
  await tx.updateTable('return_requests').set({ status: 'refunded', updated_at: now() }).where('id', '=', returnId).execute();
}

/**
 * The id of the order a manual refund names. An order number is looked up in this store
 * only, so another store's order never matches; an unknown one is a 404 naming it.
 */
async function manualRefundOrderId(tx: Tx, input: ManualRefundInput): Promise<number> {
  if (input.orderString === undefined) {
    if (input.orderId === undefined) throw new Error('recordManualRefund: an order number or an order id is needed');
    return input.orderId;
  }
  const number = input.orderString.trim().toUpperCase();
  const row = await tx.selectFrom('orders').select('id').where('store_id', '=', store.storeId).where('order_string', '=', number).executeTakeFirst();
  if (!row) {
    const message = sellerTexts.refundOrderNumberUnknown(number);
    throw new ShopError('not_found', message, { errors: { order_string: message } });
  }
  return Number(row.id);
}

/**
 * A refund paid outside the provider (UPI, bank transfer), mostly for cash orders
 * returned after delivery: processed at once, audited in the same transaction. The
 * same order and reference recorded twice is one refund.
 */
export async function recordManualRefund(
  database: OpenedDatabase,
  staff: { staffId: number; email: string },
  input: ManualRefundInput,
  clientIp?: string,
): Promise<RefundRow> {
  const refundId = await writeTransaction(database, async (tx) => {
    const orderId = await manualRefundOrderId(tx, input);
    const order = await lockOrder(tx, orderId);
    if (!order || Number(order.store_id) !== store.storeId) throw new ShopError('not_found', sellerTexts.refundOrderNotFound);
    if (!(await moneyReceived(tx, order))) throw new ShopError('conflict', sellerTexts.refundNothingPaid);
    const key = `manual:${orderId}:${input.reference.trim().toLowerCase()}`;
    const existing = await tx.selectFrom('refunds').select('id').where('idempotency_key', '=', key).executeTakeFirst();
    if (existing) return Number(existing.id);
    await assertWithinPaid(tx, order, input.amountPaise);
    if (input.returnId !== undefined) await markReturnRefunded(tx, orderId, input.returnId);
    const inserted = await tx
      .insertInto('refunds')
      .values({
        order_id: orderId,
        return_id: input.returnId ?? null,
        method: 'manual',
        provider: null,
        provider_payment_id: null,
        provider_refund_id: null,
        amount_paise: input.amountPaise,
        status: 'processed',
        idempotency_key: key,
        reason: input.reason ?? (input.returnId ? `Return ${input.returnId}` : 'Manual refund'),
        reference: input.reference.trim(),
        staff_id: staff.staffId,
        last_error: null,
        updated_at: now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(inserted.id);
    const before = { payment_status: order.payment_status };
    await settleOrderPaymentStatus(tx, orderId);
    await recordAudit(tx, {
      staff,
      action: 'refund.manual',
      objectType: 'order',
      objectId: orderId,
      before,
      after: { refund_id: id, amount: rupeesFromPaise(input.amountPaise), reference: input.reference.trim(), return_id: input.returnId ?? null, status: 'processed' },
      clientIp,
    });
    await enqueueRefundDone(tx, id);
    return id;
  });
  const [row] = await refundRows(database.db, (q) => q.where('refunds.id', '=', refundId));
  return row;
}

// ---------- reading ----------

type RowsQuery = ReturnType<typeof baseQuery>;

function baseQuery(db: DB) {
  return db
    .selectFrom('refunds')
    .innerJoin('orders', 'orders.id', 'refunds.order_id')
    .leftJoin('staff', 'staff.id', 'refunds.staff_id')
    .where('orders.store_id', '=', store.storeId);
}

async function refundRows(db: DB, narrow: (q: RowsQuery) => RowsQuery, page?: { limit: number; offset: number }): Promise<RefundRow[]> {
  let query = narrow(baseQuery(db))
    .select([
      'refunds.id', 'refunds.order_id', 'orders.order_string', 'orders.paymentmode', 'refunds.return_id', 'refunds.method', 'refunds.provider',
      'refunds.provider_refund_id', 'refunds.amount_paise', 'refunds.status', 'refunds.reason', 'refunds.reference', 'staff.email as staff_email',
      'refunds.attempts', 'refunds.last_error', 'refunds.created_at', 'refunds.updated_at',
    ])
    .orderBy('refunds.id', 'desc');
  if (page) query = query.limit(page.limit).offset(page.offset);
  const rows = await query.execute();
  return rows.map((r) => ({
    refund_id: Number(r.id),
    order_id: Number(r.order_id),
    order_string: r.order_string,
    paymentmode: r.paymentmode,
    return_id: r.return_id === null ? null : Number(r.return_id),
    method: r.method,
    provider: r.provider,
    provider_refund_id: r.provider_refund_id,
    amount: rupeesFromPaise(r.amount_paise),
    status: r.status,
    reason: r.reason,
    reference: r.reference,
    staff_email: r.staff_email ?? null,
    attempts: Number(r.attempts),
    last_error: r.last_error,
    created_at: r.created_at,
    updated_at: r.updated_at,
  }));
}

/** The console's list, newest first, optionally one state. */
export async function listRefunds(db: DB, filter: { status?: RefundState; page: number }): Promise<{ refunds: RefundRow[]; total: number; page: number; page_size: number }> {
  const narrow = (q: RowsQuery) => (filter.status ? q.where('refunds.status', '=', filter.status) : q);
  const counted = await narrow(baseQuery(db)).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const refunds = await refundRows(db, narrow, { limit: REFUNDS_PAGE_SIZE, offset: (filter.page - 1) * REFUNDS_PAGE_SIZE });
  return { refunds, total: Number(counted?.n ?? 0), page: filter.page, page_size: REFUNDS_PAGE_SIZE };
}

/** One order's refunds (the order page), newest first. */
export async function refundsOfOrder(db: DB, orderId: number): Promise<RefundRow[]> {
  return refundRows(db, (q) => q.where('refunds.order_id', '=', orderId));
}
