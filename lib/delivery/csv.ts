// The pincode file (docs/rules/delivery.md#pincode-file): rows of
// `pincode, serviceable, min_days, max_days, cod`, where a pincode cell is one pincode
// (a 6-digit zone), a range (110001-110099) or a prefix (1 to 5 digits). As the
// catalogue's import (lib/products/csv.ts): planned first (what would be created, what
// changed, and every bad cell with its row and column), nothing written while any row
// is bad, then everything in one transaction with one audit line. A file creates and
// changes rules, never removes one.
import 'server-only';
import Papa from 'papaparse';
import { store } from '@/lib/config';
import { writeTransaction, type DB, type OpenedDatabase, type Tx } from '@/lib/db';
import { ShopError } from '@/lib/errors';
import { recordAudit } from '@/lib/staff/audit';
import type { StaffMember } from '@/lib/staff/types';
import { sellerTexts } from '@/lib/texts/seller';
import { lockDeliveryRules, rangeMessage } from './rules';
import { firstOverlap, rangeProblem, type DeliveryRule } from './serviceability';

export const DELIVERY_CSV_COLUMNS = ['pincode', 'serviceable', 'min_days', 'max_days', 'cod'] as const;
type Column = (typeof DELIVERY_CSV_COLUMNS)[number];
const REQUIRED: Column[] = ['pincode', 'serviceable'];
/** The most rows one file may hold (India has about 19,000 pincodes). */
export const MAX_DELIVERY_ROWS = 20_000;
/** The audit line keeps at most this many rules before and after (the counts are always whole). */
const AUDIT_RULES = 500;

export interface DeliveryRowError {
  /** The data row, counted from 1 (the header is row 0). */
  row: number;
  column: string;
  message: string;
}

export interface DeliveryImportPlan {
  rows: number;
  creates: { row: number; pincode: string }[];
  updates: { row: number; pincode: string; changes: string[] }[];
  unchanged: number;
  errors: DeliveryRowError[];
}

/** A row as it would be written: a zone (prefix) or a range. */
type Planned = { row: number; label: string; rule: DeliveryRule } & ({ kind: 'zone'; prefix: string } | { kind: 'range'; from: string; to: string });

const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0']);
const yesNo = (text: string): boolean | null => (YES.has(text.toLowerCase()) ? true : NO.has(text.toLowerCase()) ? false : null);

function readCsv(text: string): { rows: Record<string, string>[]; errors: DeliveryRowError[] } {
  const t = sellerTexts.deliveryCsv;
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: 'greedy', transformHeader: (h) => h.trim().toLowerCase() });
  const errors: DeliveryRowError[] = parsed.errors.slice(0, 50).map((e) => ({ row: (e.row ?? -1) + 1, column: '', message: e.message }));
  const header = parsed.meta.fields ?? [];
  for (const column of REQUIRED) if (!header.includes(column)) errors.push({ row: 0, column, message: t.missingColumn(column) });
  for (const column of header) if (!(DELIVERY_CSV_COLUMNS as readonly string[]).includes(column)) errors.push({ row: 0, column, message: t.unknownColumn(column) });
  if (parsed.data.length > MAX_DELIVERY_ROWS) errors.push({ row: 0, column: '', message: t.tooManyRows(MAX_DELIVERY_ROWS) });
  return { rows: parsed.data, errors };
}

function checkRow(raw: Record<string, string>, row: number, errors: DeliveryRowError[]): Planned | null {
  const t = sellerTexts.deliveryCsv;
  const cell = (column: Column) => (raw[column] ?? '').trim();
  const fail = (column: Column, message: string) => {
    errors.push({ row, column, message });
    return null;
  };
  const before = errors.length;
  const pincode = cell('pincode').replace(/\s+/g, '');
  const rangeMatch = /^(\d+)-(\d+)$/.exec(pincode);
  let where: { kind: 'zone'; prefix: string } | { kind: 'range'; from: string; to: string } | null = null;
  if (rangeMatch) {
    const [, from, to] = rangeMatch as unknown as [string, string, string];
    const problem = rangeProblem(from, to);
    if (problem) fail('pincode', rangeMessage(problem.problem));
    else where = { kind: 'range', from, to };
  } else if (/^[1-9]\d{0,5}$/.test(pincode)) where = { kind: 'zone', prefix: pincode };
  else fail('pincode', t.pincode);

  const serviceable = yesNo(cell('serviceable'));
  if (serviceable === null) fail('serviceable', t.yesNo);
  const days = (column: 'min_days' | 'max_days') => {
    const text = cell(column);
    if (text === '') {
      if (serviceable) fail(column, t.daysRequired);
      return serviceable === false ? 0 : null;
    }
    if (!/^\d{1,2}$/.test(text) || Number(text) > 60) {
      fail(column, t.days);
      return null;
    }
    return Number(text);
  };
  const minDays = days('min_days');
  const maxDays = days('max_days');
  if (minDays !== null && maxDays !== null && minDays > maxDays) fail('max_days', t.daysOrder);
  const codText = cell('cod');
  const cod = codText === '' ? true : yesNo(codText);
  if (cod === null) fail('cod', t.yesNo);
  if (errors.length > before || !where) return null;
  const label = where.kind === 'zone' ? where.prefix : `${where.from}-${where.to}`;
  return { row, label, rule: { serviceable: serviceable!, min_days: minDays!, max_days: maxDays!, cod: cod! }, ...where };
}

type Existing = { id: number; rule: DeliveryRule };

async function existingRules(db: DB | Tx) {
  const ruleOf = (r: { id: number; serviceable: number; min_days: number; max_days: number; cod: number }): Existing => ({
    id: Number(r.id), rule: { serviceable: Number(r.serviceable) === 1, min_days: Number(r.min_days), max_days: Number(r.max_days), cod: Number(r.cod) === 1 },
  });
  const zones = await db.selectFrom('serviceability_rules').select(['id', 'pincode_prefix', 'serviceable', 'min_days', 'max_days', 'cod']).where('store_id', '=', store.storeId).execute();
  const ranges = await db.selectFrom('pincode_ranges').select(['id', 'from_pincode', 'to_pincode', 'serviceable', 'min_days', 'max_days', 'cod']).where('store_id', '=', store.storeId).execute();
  return {
    zones: new Map(zones.map((z) => [z.pincode_prefix, ruleOf(z)])),
    ranges: new Map(ranges.map((r) => [`${r.from_pincode}-${r.to_pincode}`, ruleOf(r)])),
    rangeEnds: ranges.map((r) => ({ from: r.from_pincode, to: r.to_pincode })),
  };
}

const FIELDS = ['serviceable', 'min_days', 'max_days', 'cod'] as const;

async function plan(db: DB | Tx, text: string) {
  const t = sellerTexts.deliveryCsv;
  const existing = await existingRules(db);
  const { rows: read, errors } = readCsv(text);
  // Without its pincode or serviceable column no row can be read: the header's errors say so.
  const rows = errors.some((e) => e.row === 0 && REQUIRED.includes(e.column as Column)) ? [] : read;
  const planned: Planned[] = [];
  const seen = new Map<string, number>();
  rows.slice(0, MAX_DELIVERY_ROWS).forEach((raw, index) => {
    const row = index + 1;
    const p = checkRow(raw, row, errors);
    if (!p) return;
    const first = seen.get(p.label);
    if (first !== undefined) {
      errors.push({ row, column: 'pincode', message: t.duplicate(first) });
      return;
    }
    seen.set(p.label, row);
    planned.push(p);
  });
  // Ranges must not overlap: the file's with each other, and with the shop's ranges the file does not name.
  const fileRanges = planned.flatMap((p) => (p.kind === 'range' ? [{ from: p.from, to: p.to, row: p.row }] : []));
  const kept = existing.rangeEnds.filter((r) => !seen.has(`${r.from}-${r.to}`)).map((r) => ({ ...r, row: 0 }));
  const all = [...kept, ...fileRanges];
  let reported = 0;
  for (let clash = firstOverlap(all); clash && reported < 200; clash = firstOverlap(all), reported++) {
    const [a, b] = clash;
    // Report on the file's row (the later one when both are the file's), then leave it out and look again.
    const bad = b.row === 0 ? a : a.row === 0 ? b : a.row > b.row ? a : b;
    const other = bad === a ? b : a;
    errors.push({ row: bad.row, column: 'pincode', message: other.row === 0 ? sellerTexts.deliveryRanges.overlaps(other.from, other.to) : t.overlapsRow(other.row) });
    all.splice(all.indexOf(bad), 1);
  }
  const result: DeliveryImportPlan = { rows: read.length, creates: [], updates: [], unchanged: 0, errors: errors.sort((a, b) => a.row - b.row) };
  for (const p of planned) {
    const before = p.kind === 'zone' ? existing.zones.get(p.prefix) : existing.ranges.get(p.label);
    if (!before) result.creates.push({ row: p.row, pincode: p.label });
    else {
      const changes = FIELDS.filter((f) => before.rule[f] !== p.rule[f]);
      if (changes.length) result.updates.push({ row: p.row, pincode: p.label, changes: [...changes] });
      else result.unchanged++;
    }
  }
  return { plan: result, planned, existing };
}

/** What importing `text` would do, and every bad cell; writes nothing. */
export async function previewDeliveryImport(db: DB, text: string): Promise<DeliveryImportPlan> {
  return (await plan(db, text)).plan;
}

/** Imports `text`, all of it in one transaction, or nothing while any row is bad (400 with the rows' errors). */
export async function importDeliveryRules(database: OpenedDatabase, staff: StaffMember, text: string, clientIp: string): Promise<{ created: number; updated: number; unchanged: number }> {
  return writeTransaction(database, async (tx) => {
    await lockDeliveryRules(database, tx);
    const { plan: result, planned, existing } = await plan(tx, text);
    if (result.errors.length > 0) {
      throw new ShopError('invalid', sellerTexts.deliveryCsv.hasErrors(result.errors.length), { row_errors: result.errors.slice(0, 200) });
    }
    const updating = new Set(result.updates.map((u) => u.pincode));
    const values = (rule: DeliveryRule) => ({ serviceable: rule.serviceable ? 1 : 0, min_days: rule.min_days, max_days: rule.max_days, cod: rule.cod ? 1 : 0 });
    const owner = { company_id: store.companyId, store_id: store.storeId };
    const before: Record<string, DeliveryRule> = {};
    const after: Record<string, DeliveryRule> = {};
    const newZones: Planned[] = [];
    const newRanges: Planned[] = [];
    for (const p of planned) {
      const old = p.kind === 'zone' ? existing.zones.get(p.prefix) : existing.ranges.get(p.label);
      if (!old) {
        (p.kind === 'zone' ? newZones : newRanges).push(p);
        if (Object.keys(after).length < AUDIT_RULES) after[p.label] = p.rule;
        continue;
      }
      if (!updating.has(p.label)) continue;
      await tx.updateTable(p.kind === 'zone' ? 'serviceability_rules' : 'pincode_ranges').set(values(p.rule)).where('id', '=', old.id).execute();
      if (Object.keys(after).length < AUDIT_RULES) {
        before[p.label] = old.rule;
        after[p.label] = p.rule;
      }
    }
    // New rules in batches (one statement each).
    for (let i = 0; i < newZones.length; i += 200) {
      await tx.insertInto('serviceability_rules').values(newZones.slice(i, i + 200).map((p) => ({ ...owner, pincode_prefix: p.kind === 'zone' ? p.prefix : '', ...values(p.rule) }))).execute();
    }
    for (let i = 0; i < newRanges.length; i += 200) {
      await tx
        .insertInto('pincode_ranges')
        .values(newRanges.slice(i, i + 200).map((p) => ({ ...owner, from_pincode: p.kind === 'range' ? p.from : '', to_pincode: p.kind === 'range' ? p.to : '', ...values(p.rule) })))
        .execute();
    }
    const counts = { created: newZones.length + newRanges.length, updated: result.updates.length, unchanged: result.unchanged };
    await recordAudit(tx, {
      staff: { staffId: staff.staffId, email: staff.email }, action: 'delivery.import', objectType: 'delivery', objectId: 'import',
      before, after: { ...counts, rows: result.rows, rules: after }, clientIp,
    });
    return counts;
  });
}
