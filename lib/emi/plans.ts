// The seller's EMI plans (docs/rules/alerts.md#emi): read for the product page (a cached
// read under the `emi` tag, expired when staff change a plan), the cart's quote
// (store/emiQuote: the amount from our own prices, never the browser's), and the
// console's page, where owners and managers add, change and remove plans, each change
// audited in its transaction.
import 'server-only';
import { cachedRead, expireCacheTag } from '@/lib/cache';
import { rupeesFromPaise, paiseFromRupees } from '@/lib/catalog/money';
import { store } from '@/lib/config';
import { afterCommit, getDb, writeTransaction, type DB, type OpenedDatabase } from '@/lib/db';
import { ShopError } from '@/lib/errors';
import { recordAudit } from '@/lib/staff/audit';
import type { StaffMember } from '@/lib/staff/types';
import { sellerEmiTexts } from '@/lib/texts/seller/emi';
import { emiOffer, type EmiOffer, type EmiPlan } from './emi';

export type { EmiOffer, EmiPlan };

/** The product pages and quotes that show EMI: expired when a plan changes. */
export const EMI_TAG = 'emi';
/** A short table is what a shopper can compare. */
export const MAX_EMI_PLANS = 24;

const t = sellerEmiTexts;
const now = () => new Date().toISOString();

/** The store's plans, by bank and tenure. */
export async function emiPlans(db: DB): Promise<EmiPlan[]> {
  const rows = await db.selectFrom('emi_plans').selectAll().where('store_id', '=', store.storeId).orderBy('bank').orderBy('tenure_months').orderBy('id').execute();
  return rows.map((r) => ({
    plan_id: Number(r.id), bank: r.bank, tenure_months: Number(r.tenure_months), annual_rate: Number(r.annual_rate),
    no_cost: Number(r.no_cost) === 1, min_order: rupeesFromPaise(Number(r.min_order_paise)),
  }));
}

/** The plans as the product page reads them: cached until a plan changes. */
export const getEmiPlans = cachedRead('emi:plans', [EMI_TAG], async (_storeId: number): Promise<EmiPlan[]> => emiPlans(await getDb()));

/** The EMI offer for a price in rupees (the product page). */
export async function emiOfferForPrice(price: number): Promise<EmiOffer | null> {
  return emiOffer(await getEmiPlans(store.storeId), paiseFromRupees(price));
}

/**
 * The cart's offer: the amount is the lines' quantities at today's selling prices, read
 * here (unknown or archived products count for nothing).
 */
export async function emiQuote(db: DB, lines: readonly { product_id: number; quantity: number }[]): Promise<EmiOffer | null> {
  const ids = [...new Set(lines.map((l) => l.product_id))];
  if (ids.length === 0) return null;
  const prices = await db.selectFrom('products').select(['id', 'selling_price_paise']).where('store_id', '=', store.storeId).where('id', 'in', ids).execute();
  const priceOf = new Map(prices.map((p) => [Number(p.id), Number(p.selling_price_paise)]));
  const amount = lines.reduce((sum, l) => sum + (priceOf.get(l.product_id) ?? 0) * l.quantity, 0);
  return emiOffer(await emiPlans(db), amount);
}

export interface EmiPlanInput {
  plan_id?: number;
  bank: string;
  tenure_months: number;
  annual_rate: number;
  no_cost: boolean;
  min_order: number;
}

const invalid = (field: string, message: string) => new ShopError('invalid', message, { errors: { [field]: message } });

/** Adds a plan, or changes one (plan_id); answers every plan. Audited (emi.plan_save). */
export async function saveEmiPlan(database: OpenedDatabase, staff: StaffMember, input: EmiPlanInput, clientIp: string): Promise<EmiPlan[]> {
  await writeTransaction(database, async (tx) => {
    const before = input.plan_id === undefined ? undefined : await tx.selectFrom('emi_plans').selectAll().where('store_id', '=', store.storeId).where('id', '=', input.plan_id).executeTakeFirst();
    if (input.plan_id !== undefined && !before) throw new ShopError('not_found', t.planNotFound);
    const clash = await tx
      .selectFrom('emi_plans')
      .select('id')
      .where('store_id', '=', store.storeId)
      .where('bank', '=', input.bank)
      .where('tenure_months', '=', input.tenure_months)
      .where('id', '!=', input.plan_id ?? 0)
      .executeTakeFirst();
    if (clash) throw invalid('tenure_months', t.duplicate);
    const values = {
      bank: input.bank, tenure_months: input.tenure_months, annual_rate: input.annual_rate, no_cost: input.no_cost ? 1 : 0,
      min_order_paise: paiseFromRupees(input.min_order), updated_at: now(),
    };
    let id: number;
    if (before) {
      id = Number(before.id);
      await tx.updateTable('emi_plans').set(values).where('id', '=', id).execute();
    } else {
      const count = await tx.selectFrom('emi_plans').select((eb) => eb.fn.countAll<number>().as('n')).where('store_id', '=', store.storeId).executeTakeFirstOrThrow();
      if (Number(count.n) >= MAX_EMI_PLANS) throw new ShopError('conflict', t.tooMany(MAX_EMI_PLANS));
      const row = await tx.insertInto('emi_plans').values({ company_id: store.companyId, store_id: store.storeId, ...values }).returning('id').executeTakeFirstOrThrow();
      id = Number(row.id);
    }
    const shown = (v: { bank: string; tenure_months: number; annual_rate: number; no_cost: number; min_order_paise: number }) => ({
      bank: v.bank, tenure_months: Number(v.tenure_months), annual_rate: Number(v.annual_rate), no_cost: Number(v.no_cost) === 1, min_order: rupeesFromPaise(Number(v.min_order_paise)),
    });
    await recordAudit(tx, { staff, action: 'emi.plan_save', objectType: 'emi_plan', objectId: id, before: before ? shown(before) : undefined, after: shown(values), clientIp });
    afterCommit(tx, () => expireCacheTag(EMI_TAG));
  });
  return emiPlans(database.db);
}

/** Removes a plan; answers every plan. Audited (emi.plan_remove). */
export async function removeEmiPlan(database: OpenedDatabase, staff: StaffMember, planId: number, clientIp: string): Promise<EmiPlan[]> {
  await writeTransaction(database, async (tx) => {
    const before = await tx.selectFrom('emi_plans').selectAll().where('store_id', '=', store.storeId).where('id', '=', planId).executeTakeFirst();
    if (!before) throw new ShopError('not_found', t.planNotFound);
    await tx.deleteFrom('emi_plans').where('id', '=', planId).execute();
    await recordAudit(tx, {
      staff, action: 'emi.plan_remove', objectType: 'emi_plan', objectId: planId,
      before: { bank: before.bank, tenure_months: Number(before.tenure_months), annual_rate: Number(before.annual_rate), no_cost: Number(before.no_cost) === 1, min_order: rupeesFromPaise(Number(before.min_order_paise)) },
      clientIp,
    });
    afterCommit(tx, () => expireCacheTag(EMI_TAG));
  });
  return emiPlans(database.db);
}
