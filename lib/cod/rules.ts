// The seller's cash-on-delivery rules (docs/rules/cod.md): whether an order may be paid
// in cash, and how much of it is paid online upfront (partial COD). decideCod is pure
// (the rules and the facts in, a decision out); loadCodRules and codFacts read what it
// needs, and placeOrder asks it in the order's own transaction before any stock is
// taken, as it asks the pincode's rule. Each rule is off while unset. Precedence:
// docs/rules/cod.md#precedence (COD_RULES, the first that refuses speaks).
import 'server-only';
import { store } from '@/lib/config';
import { writeTransaction, type DB, type OpenedDatabase, type Tx } from '@/lib/db';
import { ShopError } from '@/lib/errors';
import { paiseFromRupees, rupeesFromPaise } from '@/lib/catalog/money';
import { rupees } from '@/lib/pricing';
import { recordAudit } from '@/lib/staff/audit';
import type { StaffMember } from '@/lib/staff/types';
import { texts } from '@/lib/texts';
import { sellerTexts } from '@/lib/texts/seller';
import { COD_RULES, type CodRuleName, type CodRulesSettings } from './rules-types';

export { COD_RULES, type CodRuleName, type CodRulesSettings };

/** The rules in paise, as decideCod reads them; null is off. */
export interface CodRules {
  minOrderPaise: number | null;
  maxOrderPaise: number | null;
  maxOpenOrders: number | null;
  maxCustomerRtos: number | null;
  pincodeWindow: number | null;
  pincodeRtoPercent: number | null;
  upfront: { kind: 'fixed' | 'percent'; value: number; abovePaise: number | null } | null;
  freightPaise: number | null;
  rulesOnSince: string | null;
}

export const NO_COD_RULES: CodRules = {
  minOrderPaise: null, maxOrderPaise: null, maxOpenOrders: null, maxCustomerRtos: null, pincodeWindow: null, pincodeRtoPercent: null,
  upfront: null, freightPaise: null, rulesOnSince: null,
};

/** What the rules weigh for one order; a fact a rule that is off does not need may be left 0. */
export interface CodFacts {
  /** The order's total as a COD order (with the handling fee), paise. */
  orderPaise: number;
  /** The customer's COD orders not yet delivered, cancelled or returned. */
  openCodOrders: number;
  /** The customer's orders returned to origin. */
  customerRtos: number;
  /** The pincode's last `pincodeWindow` finished orders (delivered or RTO), and how many of them came back. */
  pincodeFinished: number;
  pincodeRtos: number;
}

export type CodDecision = { allowed: true; upfrontPaise: number } | { allowed: false; rule: CodRuleName; reason: string };

const money = (paise: number) => rupees(rupeesFromPaise(paise));

/** Whether the pincode's recent returns pass the threshold: judged only once its window is full. */
export function pincodeTooRisky(rules: Pick<CodRules, 'pincodeWindow' | 'pincodeRtoPercent'>, finished: number, rtos: number): boolean {
  if (rules.pincodeWindow === null || rules.pincodeRtoPercent === null) return false;
  if (finished < rules.pincodeWindow || finished === 0) return false;
  return (rtos * 100) / finished > rules.pincodeRtoPercent;
}

/** The part of a COD order of `totalPaise` paid online first (0: none), never above the total. */
export function upfrontFor(rules: Pick<CodRules, 'upfront'>, totalPaise: number): number {
  const u = rules.upfront;
  if (!u || totalPaise <= 0) return 0;
  if (u.abovePaise !== null && totalPaise < u.abovePaise) return 0;
  const part = u.kind === 'fixed' ? Math.round(u.value) : Math.round((totalPaise * u.value) / 100);
  return Math.max(0, Math.min(part, totalPaise));
}

/** The decision: the first rule (in COD_RULES order) that refuses, with its reason; else allowed, with its upfront part. */
export function decideCod(rules: CodRules, facts: CodFacts): CodDecision {
  const refuse = (rule: CodRuleName, reason: string): CodDecision => ({ allowed: false, rule, reason });
  const t = texts.codRules.refused;
  for (const rule of COD_RULES) {
    if (rule === 'min_value' && rules.minOrderPaise !== null && facts.orderPaise < rules.minOrderPaise) return refuse(rule, t.minValue(money(rules.minOrderPaise)));
    if (rule === 'max_value' && rules.maxOrderPaise !== null && facts.orderPaise > rules.maxOrderPaise) return refuse(rule, t.maxValue(money(rules.maxOrderPaise)));
    if (rule === 'customer_rtos' && rules.maxCustomerRtos !== null && facts.customerRtos >= rules.maxCustomerRtos) return refuse(rule, t.customerRtos);
    if (rule === 'pincode_rto' && pincodeTooRisky(rules, facts.pincodeFinished, facts.pincodeRtos)) return refuse(rule, t.pincodeRto);
    if (rule === 'open_orders' && rules.maxOpenOrders !== null && facts.openCodOrders >= rules.maxOpenOrders) return refuse(rule, t.openOrders(facts.openCodOrders));
  }
  return { allowed: true, upfrontPaise: upfrontFor(rules, facts.orderPaise) };
}

const num = (v: number | string | null | undefined) => (v === null || v === undefined ? null : Number(v));

export async function loadCodRules(db: DB | Tx, storeId: number): Promise<CodRules> {
  const row = await db.selectFrom('cod_rules').selectAll().where('store_id', '=', storeId).executeTakeFirst();
  if (!row) return NO_COD_RULES;
  const kind = row.upfront_kind === 'fixed' || row.upfront_kind === 'percent' ? row.upfront_kind : null;
  return {
    minOrderPaise: num(row.min_order_paise),
    maxOrderPaise: num(row.max_order_paise),
    maxOpenOrders: num(row.max_open_orders),
    maxCustomerRtos: num(row.max_customer_rtos),
    pincodeWindow: num(row.pincode_window),
    pincodeRtoPercent: num(row.pincode_rto_percent),
    upfront: kind && row.upfront_value !== null ? { kind, value: Number(row.upfront_value), abovePaise: num(row.upfront_above_paise) } : null,
    freightPaise: num(row.freight_paise),
    rulesOnSince: row.rules_on_since,
  };
}

/** Statuses after which an order is no longer open: it arrived, was cancelled or came back; or it never was an order (unpaid). */
export const CLOSED_STATUSES = ['delivered', 'cancelled', 'rto', 'rto_received', 'pending_payment', 'payment_failed'] as const;
/** Orders whose delivery is decided: delivered, or an RTO at either of its steps (docs/rules/shipping.md#return-to-origin). */
export const FINISHED_STATUSES = ['delivered', 'rto', 'rto_received'] as const;
/** An RTO at either step (initiated or received) counts as one RTO. */
export const isRto = (status: string) => status === 'rto' || status === 'rto_received';

/** The pincode's last `window` finished orders of the store, newest placed first: how many, and how many came back. */
export async function pincodeHistory(db: DB | Tx, storeId: number, pincode: string, window: number | null): Promise<{ finished: number; rtos: number }> {
  let query = db
    .selectFrom('orders')
    .select('status')
    .where('store_id', '=', storeId)
    .where('delivered_pincode', '=', pincode)
    .where('status', 'in', [...FINISHED_STATUSES])
    .orderBy('id', 'desc');
  if (window !== null) query = query.limit(window);
  const rows = await query.execute();
  return { finished: rows.length, rtos: rows.filter((r) => isRto(r.status)).length };
}

/** The facts the rules that are on need, for one customer's order to one pincode. */
export async function codFacts(db: DB | Tx, owner: { storeId: number; customerId: number }, pincode: string, rules: CodRules, orderPaise: number): Promise<CodFacts> {
  const count = (n: { n: number | string | bigint } | undefined) => Number(n?.n ?? 0);
  const open = rules.maxOpenOrders === null ? 0 : count(await db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('store_id', '=', owner.storeId).where('customer_id', '=', owner.customerId).where('paymentmode', '=', 'cash')
    .where('status', 'not in', [...CLOSED_STATUSES]).executeTakeFirst());
  const rtos = rules.maxCustomerRtos === null ? 0 : count(await db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('store_id', '=', owner.storeId).where('customer_id', '=', owner.customerId).where('status', 'in', ['rto', 'rto_received']).executeTakeFirst());
  const history = rules.pincodeWindow === null || rules.pincodeRtoPercent === null ? { finished: 0, rtos: 0 } : await pincodeHistory(db, owner.storeId, pincode, rules.pincodeWindow);
  return { orderPaise, openCodOrders: open, customerRtos: rtos, pincodeFinished: history.finished, pincodeRtos: history.rtos };
}

/** The rules' decision for this order, read in the caller's transaction. */
export async function checkCod(db: DB | Tx, owner: { storeId: number; customerId: number }, pincode: string, orderPaise: number): Promise<CodDecision> {
  const rules = await loadCodRules(db, owner.storeId);
  return decideCod(rules, await codFacts(db, owner, pincode, rules, orderPaise));
}

/**
 * Keeps a refusal for the RTO view (docs/rules/cod.md#what-the-rules-saved). A shopper
 * who tries again the same day is one refused order, not several.
 */
export async function recordCodRefusal(tx: Tx, owner: { companyId: number; storeId: number; customerId: number }, pincode: string, rule: CodRuleName, orderPaise: number, now: Date = new Date()): Promise<void> {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString();
  const again = await tx.selectFrom('cod_rule_refusals').select('id')
    .where('store_id', '=', owner.storeId).where('customer_id', '=', owner.customerId).where('pincode', '=', pincode).where('created_at', '>', dayAgo)
    .executeTakeFirst();
  if (again) return;
  await tx.insertInto('cod_rule_refusals').values({ company_id: owner.companyId, store_id: owner.storeId, customer_id: owner.customerId, pincode, rule, order_paise: orderPaise, created_at: now.toISOString() }).execute();
}

// ---------- the console's settings ----------

export function settingsOf(rules: CodRules): CodRulesSettings {
  const rs = (p: number | null) => (p === null ? null : rupeesFromPaise(p));
  return {
    min_order: rs(rules.minOrderPaise),
    max_order: rs(rules.maxOrderPaise),
    max_open_orders: rules.maxOpenOrders,
    max_customer_rtos: rules.maxCustomerRtos,
    pincode_window: rules.pincodeWindow,
    pincode_rto_percent: rules.pincodeRtoPercent,
    upfront_kind: rules.upfront?.kind ?? null,
    upfront_amount: rules.upfront?.kind === 'fixed' ? rupeesFromPaise(rules.upfront.value) : null,
    upfront_percent: rules.upfront?.kind === 'percent' ? rules.upfront.value : null,
    upfront_above: rs(rules.upfront?.abovePaise ?? null),
    freight_estimate: rs(rules.freightPaise),
    rules_on_since: rules.rulesOnSince,
  };
}

export async function codRulesSettings(db: DB): Promise<CodRulesSettings> {
  return settingsOf(await loadCodRules(db, store.storeId));
}

export type CodRulesInput = Omit<CodRulesSettings, 'rules_on_since'>;

/** 400 naming each field that does not fit with another (the schema checked each alone). */
function checkInput(input: CodRulesInput): void {
  const t = sellerTexts.codRules.errors;
  const errors: Record<string, string> = {};
  if (input.min_order !== null && input.max_order !== null && input.min_order > input.max_order) errors.max_order = t.maxBelowMin;
  if ((input.pincode_window === null) !== (input.pincode_rto_percent === null)) {
    if (input.pincode_window === null) errors.pincode_window = t.pincodeBoth;
    else errors.pincode_rto_percent = t.pincodeBoth;
  }
  if (input.upfront_kind === 'fixed' && input.upfront_amount === null) errors.upfront_amount = t.upfrontAmount;
  if (input.upfront_kind === 'percent' && input.upfront_percent === null) errors.upfront_percent = t.upfrontPercent;
  if (input.upfront_kind === null && input.upfront_above !== null) errors.upfront_above = t.upfrontAboveAlone;
  if (Object.keys(errors).length > 0) throw new ShopError('invalid', Object.values(errors).join(' '), { errors });
}

const refusingOn = (r: CodRules) => [r.minOrderPaise, r.maxOrderPaise, r.maxOpenOrders, r.maxCustomerRtos, r.pincodeWindow].some((v) => v !== null);

/** Saves the rules (one transaction with its audit line `cod.rules`); answers them as they now stand. */
export async function saveCodRules(database: OpenedDatabase, staff: StaffMember, input: CodRulesInput, clientIp: string, now: Date = new Date()): Promise<CodRulesSettings> {
  checkInput(input);
  const ps = (r: number | null) => (r === null ? null : paiseFromRupees(r));
  const kind = input.upfront_kind;
  const next: CodRules = {
    minOrderPaise: ps(input.min_order),
    maxOrderPaise: ps(input.max_order),
    maxOpenOrders: input.max_open_orders,
    maxCustomerRtos: input.max_customer_rtos,
    pincodeWindow: input.pincode_window,
    pincodeRtoPercent: input.pincode_rto_percent,
    upfront: kind === null ? null : { kind, value: kind === 'fixed' ? paiseFromRupees(input.upfront_amount!) : input.upfront_percent!, abovePaise: ps(input.upfront_above) },
    freightPaise: ps(input.freight_estimate),
    rulesOnSince: null,
  };
  await writeTransaction(database, async (tx) => {
    const before = await loadCodRules(tx, store.storeId);
    // "Since" is when refusing rules went from none to some; a change while on keeps it.
    next.rulesOnSince = refusingOn(next) ? (refusingOn(before) && before.rulesOnSince ? before.rulesOnSince : now.toISOString()) : null;
    const values = {
      min_order_paise: next.minOrderPaise, max_order_paise: next.maxOrderPaise, max_open_orders: next.maxOpenOrders, max_customer_rtos: next.maxCustomerRtos,
      pincode_window: next.pincodeWindow, pincode_rto_percent: next.pincodeRtoPercent, upfront_kind: next.upfront?.kind ?? null, upfront_value: next.upfront?.value ?? null,
      upfront_above_paise: next.upfront?.abovePaise ?? null, freight_paise: next.freightPaise, rules_on_since: next.rulesOnSince, updated_at: now.toISOString(),
    };
    const updated = await tx.updateTable('cod_rules').set(values).where('store_id', '=', store.storeId).executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) await tx.insertInto('cod_rules').values({ company_id: store.companyId, store_id: store.storeId, ...values }).execute();
    await recordAudit(tx, { staff, action: 'cod.rules', objectType: 'cod_rules', objectId: String(store.storeId), before: settingsOf(before), after: settingsOf(next), clientIp });
  });
  return codRulesSettings(database.db);
}
