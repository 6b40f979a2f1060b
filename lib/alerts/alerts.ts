// Back-in-stock and price-drop alerts (docs/rules/alerts.md): a logged-in shopper asks to
// be told when a sold-out product is back, or when its price is at or below a target;
// one alert per shopper, product and kind (asking again changes it and arms it again).
// When the product's check runs (lib/alerts/triggers.ts enqueues it with the change), each
// live alert it meets is spent (live -> sent, a conditional update) and its messages are
// enqueued in that same transaction, keyed by the alert and its arming: a check run twice,
// or two checks at once, send one message per alert. The message links the product and a
// one-tap unsubscribe page (the alert's unguessable token); the account page lists the
// alerts and stops one.
import 'server-only';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { rupeesFromPaise } from '@/lib/catalog/money';
import { store } from '@/lib/config';
import { getDb, writeTransaction, type DB, type OpenedDatabase } from '@/lib/db';
import { ShopError } from '@/lib/errors';
import type { JobContext } from '@/lib/jobs/worker';
import { enqueueMessage } from '@/lib/notify/messages';
import { whatsappConfigured } from '@/lib/notify/senders';
import { rupees, rupeesRounded } from '@/lib/pricing';
import { routes } from '@/lib/routes';
import { alertTexts } from '@/lib/texts/alerts';
import type { AlertKind, ShopperAlert } from './types';

export type { ShopperAlert };

const t = alertTexts;
const now = () => new Date().toISOString();
/** A price as the messages and refusals write it: ₹64,990, or ₹499.50. */
const money = (paise: number) => (paise % 100 === 0 ? rupeesRounded(paise / 100) : rupees(paise / 100));

async function productOf(db: DB, productId: number) {
  return db
    .selectFrom('products')
    .select(['id', 'name', 'name_url', 'image', 'stock', 'selling_price_paise'])
    .where('store_id', '=', store.storeId)
    .where('id', '=', productId)
    .executeTakeFirst();
}

export interface AlertRequest {
  productId: number;
  kind: AlertKind;
  /** Rupees; price_below only. */
  price?: number;
}

/**
 * Saves the shopper's alert (docs/rules/alerts.md#asking-for-an-alert): a product of the
 * store (else 404); a price alert needs a price below today's (400 naming `price`); a
 * back-in-stock alert only while the product is sold out (409). Asking again for the same
 * product and kind changes the target and arms a spent or stopped alert again.
 */
export async function saveAlert(database: OpenedDatabase, customerId: number, request: AlertRequest): Promise<ShopperAlert> {
  const product = await productOf(database.db, request.productId);
  if (!product) throw new ShopError('not_found', t.productNotFound);
  const current = Number(product.selling_price_paise);
  let target: number | null = null;
  if (request.kind === 'price_below') {
    if (request.price === undefined) throw new ShopError('invalid', t.priceRequired, { errors: { price: t.priceRequired } });
    target = Math.round(request.price * 100);
    if (!(target > 0)) throw new ShopError('invalid', t.priceRequired, { errors: { price: t.priceRequired } });
    if (target >= current) throw new ShopError('invalid', t.priceNotBelow(money(current)), { errors: { price: t.priceNotBelow(money(current)) } });
  } else if (Number(product.stock) > 0) {
    throw new ShopError('conflict', t.inStockNow);
  }
  const at = now();
  await writeTransaction(database, async (tx) => {
    await tx
      .insertInto('product_alerts')
      .values({
        company_id: store.companyId, store_id: store.storeId, customer_id: customerId, product_id: request.productId, kind: request.kind,
        target_paise: target, status: 'live', round: 1, token: randomBytes(24).toString('base64url'), created_at: at, updated_at: at,
      })
      .onConflict((oc) =>
        oc.columns(['customer_id', 'product_id', 'kind']).doUpdateSet({
          target_paise: target,
          // A spent or stopped alert armed again is a new round: its message gets a new key.
          round: sql<number>`case when product_alerts.status = 'live' then product_alerts.round else product_alerts.round + 1 end`,
          status: 'live',
          sent_at: null,
          updated_at: at,
        }),
      )
      .execute();
  });
  const alerts = await alertsOf(database.db, customerId);
  return alerts.find((a) => a.product_id === request.productId && a.kind === request.kind)!;
}

/** The shopper's alerts, waiting and sent (not the stopped ones), newest first. */
export async function alertsOf(db: DB, customerId: number): Promise<ShopperAlert[]> {
  const rows = await db
    .selectFrom('product_alerts as a')
    .innerJoin('products as p', 'p.id', 'a.product_id')
    .select(['a.id', 'a.product_id', 'a.kind', 'a.target_paise', 'a.status', 'a.created_at', 'a.updated_at', 'a.sent_at', 'p.name', 'p.name_url', 'p.image', 'p.stock', 'p.selling_price_paise'])
    .where('a.customer_id', '=', customerId)
    .where('a.store_id', '=', store.storeId)
    .where('a.status', '!=', 'cancelled')
    .orderBy('a.updated_at', 'desc')
    .orderBy('a.id', 'desc')
    .execute();
  return rows.map((r) => ({
    alert_id: Number(r.id), product_id: Number(r.product_id), product_name: r.name, name_url: r.name_url, image: r.image, kind: r.kind,
    target_price: r.target_paise === null ? null : rupeesFromPaise(Number(r.target_paise)), status: r.status,
    current_price: rupeesFromPaise(Number(r.selling_price_paise)), in_stock: Number(r.stock) > 0, created_at: r.created_at, sent_at: r.sent_at,
  }));
}

/** Stops one of the shopper's alerts (the account page's button); another's is 404. Answers the list after. */
export async function stopAlert(db: DB, customerId: number, alertId: number): Promise<ShopperAlert[]> {
  const found = await db.selectFrom('product_alerts').select('status').where('id', '=', alertId).where('customer_id', '=', customerId).where('store_id', '=', store.storeId).executeTakeFirst();
  if (!found || found.status === 'cancelled') throw new ShopError('not_found', t.alertNotFound);
  await db.updateTable('product_alerts').set({ status: 'cancelled', updated_at: now() }).where('id', '=', alertId).where('customer_id', '=', customerId).execute();
  return alertsOf(db, customerId);
}

/** The product a message's unsubscribe link is about, or null for a link we do not know. */
export async function alertLinkProduct(db: DB, token: string): Promise<string | null> {
  if (!token || token.length > 100) return null;
  const row = await db
    .selectFrom('product_alerts as a')
    .innerJoin('products as p', 'p.id', 'a.product_id')
    .select('p.name')
    .where('a.token', '=', token)
    .executeTakeFirst();
  return row?.name ?? null;
}

/**
 * The one-tap unsubscribe (docs/rules/alerts.md#stopping-alerts): stops every alert of the
 * link's shopper for the link's product. Answers the product's name; a second tap changes
 * nothing and answers the same; an unknown link is 404.
 */
export async function stopAlertsByToken(db: DB, token: string): Promise<{ product_name: string }> {
  const name = await alertLinkProduct(db, token);
  const alert = name === null ? undefined : await db.selectFrom('product_alerts').select(['customer_id', 'product_id']).where('token', '=', token).executeTakeFirst();
  if (!alert || name === null) throw new ShopError('not_found', t.unknownLink);
  await db
    .updateTable('product_alerts')
    .set({ status: 'cancelled', updated_at: now() })
    .where('customer_id', '=', Number(alert.customer_id))
    .where('product_id', '=', Number(alert.product_id))
    .where('status', '=', 'live')
    .execute();
  return { product_name: name };
}

/**
 * What the unsubscribe page shows for a link: the product, and whether any alert of the
 * link's shopper for it still waits; null for a link we do not know.
 */
export async function alertLinkState(token: string): Promise<{ product_name: string; live: boolean } | null> {
  const db = await getDb();
  const name = await alertLinkProduct(db, token);
  if (name === null) return null;
  const alert = await db.selectFrom('product_alerts').select(['customer_id', 'product_id']).where('token', '=', token).executeTakeFirstOrThrow();
  const live = await db
    .selectFrom('product_alerts')
    .select('id')
    .where('customer_id', '=', Number(alert.customer_id))
    .where('product_id', '=', Number(alert.product_id))
    .where('status', '=', 'live')
    .executeTakeFirst();
  return { product_name: name, live: live !== undefined };
}

/** The unsubscribe page's button (a form that works without JavaScript): stopAlertsByToken on the shop's database. */
export async function stopAlertsByLink(token: string): Promise<boolean> {
  try {
    await stopAlertsByToken(await getDb(), token);
    return true;
  } catch (error) {
    if (error instanceof ShopError && error.kind === 'not_found') return false;
    throw error;
  }
}

/** How many shoppers wait for each of these products (live alerts; one shopper counts once). */
export async function waitingCounts(db: DB, productIds: readonly number[]): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('product_alerts')
    .select(['product_id', (eb) => eb.fn.count<number>('customer_id').distinct().as('n')])
    .where('product_id', 'in', [...productIds])
    .where('status', '=', 'live')
    .groupBy('product_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.product_id), Number(r.n)]));
}

/**
 * The job (`alerts.check`): the product's live alerts that its state now meets (in stock;
 * price at or below the target) are spent and their messages enqueued, one transaction
 * per alert. An alert spent by another run, or armed again meanwhile, is left alone.
 */
export async function checkAlertsJob(payload: { productId: number }, { database, now: at }: JobContext): Promise<void> {
  const db = database.db;
  const product = await productOf(db, Number(payload.productId));
  if (!product) return; // gone or archived: nothing to tell
  const price = Number(product.selling_price_paise);
  const live = await db.selectFrom('product_alerts').selectAll().where('product_id', '=', Number(product.id)).where('status', '=', 'live').orderBy('id').execute();
  const due = live.filter((a) => (a.kind === 'back_in_stock' ? Number(product.stock) > 0 : a.target_paise !== null && price <= Number(a.target_paise)));
  const productLink = `${store.siteUrl}${routes.product(product.name_url, Number(product.id))}`;
  for (const alert of due) {
    await writeTransaction(database, async (tx) => {
      const spent = await tx
        .updateTable('product_alerts')
        .set({ status: 'sent', sent_at: at.toISOString(), updated_at: at.toISOString() })
        .where('id', '=', Number(alert.id))
        .where('status', '=', 'live')
        .where('round', '=', Number(alert.round))
        .executeTakeFirst();
      if (Number(spent.numUpdatedRows) !== 1) return;
      const customer = await tx.selectFrom('customers').select(['contact', 'email', 'whatsapp_opt_in_at']).where('id', '=', Number(alert.customer_id)).executeTakeFirst();
      if (!customer) return;
      const event = alert.kind === 'back_in_stock' ? 'alertBackInStock' : 'alertPriceDrop';
      const vars = { product: product.name, price: money(price), product_link: productLink, stop_link: `${store.siteUrl}${routes.alertStop(alert.token)}` };
      const base = { orderId: null, event, vars, key: `alert:${Number(alert.id)}:${Number(alert.round)}` } as const;
      if (customer.contact) await enqueueMessage(tx, { ...base, channel: 'sms', recipient: customer.contact }, at);
      if (customer.contact && customer.whatsapp_opt_in_at && whatsappConfigured()) await enqueueMessage(tx, { ...base, channel: 'whatsapp', recipient: customer.contact }, at);
      if (customer.email) await enqueueMessage(tx, { ...base, channel: 'email', recipient: customer.email }, at);
    });
  }
}

/** The products with how many shoppers wait for each (the console's list and product page). */
export async function withWaiting<P extends { product_id: number }>(db: DB, products: P[]): Promise<(P & { waiting_alerts: number })[]> {
  const counts = await waitingCounts(db, products.map((p) => p.product_id));
  return products.map((p) => ({ ...p, waiting_alerts: counts.get(p.product_id) ?? 0 }));
}
