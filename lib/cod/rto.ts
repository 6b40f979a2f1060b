// The RTO view (docs/rules/cod.md#the-rto-view): of the orders placed between two India
// days that have finished (delivered, or returned to origin), how many came back, by
// pincode, courier, payment method and week, and what the returns cost: each paid the
// freight twice (out and back) at the per-shipment estimate of the COD rules, since
// courier rates are not read yet. Then what the rules saved: the COD orders they refused
// since they were turned on, each priced at the RTO rate it would likely have had.
import 'server-only';
import { store } from '@/lib/config';
import type { DB } from '@/lib/db';
import { rupeesFromPaise } from '@/lib/catalog/money';
import { addDays, indiaDayStart, todayInIndia } from '@/lib/orders/dates';
import { ratePercent } from './hold';
import { FINISHED_STATUSES, isRto, loadCodRules } from './rules';
import { COD_RULES, type CodRuleName, type RtoGroup, type RtoView } from './rules-types';

/** The default span: the last 12 weeks, today included. */
export const RTO_VIEW_DAYS = 84;
/** A pincode's own COD rate prices a refusal once it has this many finished COD orders; below, the store's. */
export const PINCODE_RATE_MIN_ORDERS = 5;
const MAX_PINCODES = 50;

/** The Monday (India) of the week an instant falls in, YYYY-MM-DD. */
export function indiaWeekOf(iso: string): string {
  const day = new Date(Date.parse(iso) + 330 * 60_000); // India's wall clock, read as UTC
  const monday = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() - ((day.getUTCDay() + 6) % 7)));
  return monday.toISOString().slice(0, 10);
}

interface Finished {
  pincode: string;
  courier: string | null;
  paymentmode: string;
  rto: boolean;
  week: string;
}

function group(rows: Finished[], keyOf: (r: Finished) => string, freightPaise: number | null): RtoGroup[] {
  const by = new Map<string, { finished: number; rto: number }>();
  for (const r of rows) {
    const key = keyOf(r);
    const g = by.get(key) ?? { finished: 0, rto: 0 };
    g.finished++;
    if (r.rto) g.rto++;
    by.set(key, g);
  }
  return [...by.entries()].map(([key, g]) => groupOf(key, g.finished, g.rto, freightPaise));
}

const groupOf = (key: string, finished: number, rto: number, freightPaise: number | null): RtoGroup => ({
  key, finished, delivered: finished - rto, rto, rate: ratePercent(rto, finished), cost: rupeesFromPaise(rto * 2 * (freightPaise ?? 0)),
});

const riskiest = (a: RtoGroup, b: RtoGroup) => b.rto - a.rto || (b.rate ?? 0) - (a.rate ?? 0) || a.key.localeCompare(b.key);

export async function rtoView(db: DB, span: { from?: string; to?: string } = {}, now: Date = new Date()): Promise<RtoView> {
  const to = span.to ?? todayInIndia(now);
  const from = span.from ?? addDays(to, -(RTO_VIEW_DAYS - 1));
  const rules = await loadCodRules(db, store.storeId);
  const freight = rules.freightPaise;
  const rows = (await db
    .selectFrom('orders')
    .select(['delivered_pincode', 'courier', 'paymentmode', 'status', 'created_at'])
    .where('store_id', '=', store.storeId)
    .where('status', 'in', [...FINISHED_STATUSES])
    .where('created_at', '>=', indiaDayStart(from))
    .where('created_at', '<', indiaDayStart(addDays(to, 1)))
    .execute()).map((o): Finished => ({ pincode: o.delivered_pincode, courier: o.courier, paymentmode: o.paymentmode, rto: isRto(o.status), week: indiaWeekOf(o.created_at) }));

  const rto = rows.filter((r) => r.rto).length;
  // The COD RTO rates both estimates below price a saved order at, read once.
  const rates = await codRates(db);
  return {
    from, to,
    freight_estimate: freight === null ? null : rupeesFromPaise(freight),
    total: groupOf('all', rows.length, rto, freight),
    by_pincode: group(rows, (r) => r.pincode, freight).sort(riskiest).slice(0, MAX_PINCODES),
    by_courier: group(rows, (r) => r.courier ?? '', freight).sort(riskiest),
    by_payment: group(rows, (r) => r.paymentmode, freight).sort((a, b) => a.key.localeCompare(b.key)),
    by_week: group(rows, (r) => r.week, freight).sort((a, b) => b.key.localeCompare(a.key)),
    saved: await rulesSaved(db, rules.rulesOnSince, freight, rates),
    confirmation_saved: await confirmationSaved(db, freight, rates),
  };
}

/**
 * The COD orders the rules refused since they were turned on (or since the first refusal
 * when they are off now), and the RTO cost they likely avoided: each refused order priced
 * at its pincode's COD RTO rate (all time, once the pincode has PINCODE_RATE_MIN_ORDERS
 * finished COD orders), else the store's COD RTO rate, times two freights.
 */
async function rulesSaved(db: DB, rulesOnSince: string | null, freightPaise: number | null, rates: CodRates): Promise<RtoView['saved']> {
  const first = await db.selectFrom('cod_rule_refusals').select('created_at').where('store_id', '=', store.storeId).orderBy('created_at').limit(1).executeTakeFirst();
  const since = rulesOnSince ?? first?.created_at ?? null;
  const byRule = Object.fromEntries(COD_RULES.map((r) => [r, 0])) as Record<CodRuleName, number>;
  const result = { since, refused: 0, by_rule: byRule, store_cod_rate: rates.storePercent, estimated_avoided: 0 };
  if (since === null) return result;
  const refusals = await db.selectFrom('cod_rule_refusals').select(['pincode', 'rule'])
    .where('store_id', '=', store.storeId).where('created_at', '>=', since).execute();
  let expectedReturns = 0;
  for (const r of refusals) {
    if (r.rule in byRule) byRule[r.rule as CodRuleName]++;
    expectedReturns += rates.rateAt(r.pincode);
  }
  return { ...result, refused: refusals.length, estimated_avoided: rupeesFromPaise(Math.round(expectedReturns * 2 * (freightPaise ?? 0))) };
}

/** Finished COD orders by pincode, and the store's COD RTO rate: what the estimates price a saved order at. */
interface CodRates {
  storePercent: number | null;
  rateAt: (pincode: string) => number;
}

async function codRates(db: DB): Promise<CodRates> {
  const finishedCod = await db.selectFrom('orders').select(['delivered_pincode', 'status'])
    .where('store_id', '=', store.storeId).where('paymentmode', '=', 'cash').where('status', 'in', [...FINISHED_STATUSES]).execute();
  const storeRto = finishedCod.filter((o) => isRto(o.status)).length;
  const storeRate = finishedCod.length > 0 ? storeRto / finishedCod.length : 0;
  const perPincode = new Map<string, { finished: number; rto: number }>();
  for (const o of finishedCod) {
    const p = perPincode.get(o.delivered_pincode) ?? { finished: 0, rto: 0 };
    p.finished++;
    if (isRto(o.status)) p.rto++;
    perPincode.set(o.delivered_pincode, p);
  }
  return {
    storePercent: ratePercent(storeRto, finishedCod.length),
    // Its pincode's own rate once it has enough finished COD orders, else the store's.
    rateAt: (pincode) => {
      const p = perPincode.get(pincode);
      return p && p.finished >= PINCODE_RATE_MIN_ORDERS ? p.rto / p.finished : storeRate;
    },
  };
}

/**
 * The COD orders confirmation kept from shipping: cancelled by their shopper from the link
 * or expired unconfirmed, since the first order that waited for a confirmation. Priced as a
 * refusal is (its pincode's COD RTO rate, else the store's, times two freights): a low
 * estimate, since a shopper who does not confirm is likelier than most to refuse the parcel.
 */
async function confirmationSaved(db: DB, freightPaise: number | null, { rateAt }: CodRates): Promise<RtoView['confirmation_saved']> {
  const waited = () => db.selectFrom('cod_confirmations').innerJoin('orders', 'orders.id', 'cod_confirmations.order_id').where('orders.store_id', '=', store.storeId);
  const first = await waited().select('cod_confirmations.created_at').orderBy('cod_confirmations.created_at').limit(1).executeTakeFirst();
  const kept = await waited().select(['cod_confirmations.state', 'orders.delivered_pincode']).where('cod_confirmations.state', 'in', ['cancelled', 'expired']).execute();
  const expectedReturns = kept.reduce((sum, k) => sum + rateAt(k.delivered_pincode), 0);
  return {
    since: first?.created_at ?? null,
    cancelled: kept.filter((k) => k.state === 'cancelled').length,
    expired: kept.filter((k) => k.state === 'expired').length,
    estimated_avoided: rupeesFromPaise(Math.round(expectedReturns * 2 * (freightPaise ?? 0))),
  };
}
