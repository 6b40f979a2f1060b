// The pincode file (docs/rules/delivery.md#pincode-file): rows of
// `pincode, serviceable, min_days, max_days, cod`, where a pincode cell is one pincode
// (a 6-digit zone), a range (110001-110099) or a prefix (1 to 5 digits). Planned and
// imported as every console CSV is (lib/csv/import-plan.ts): nothing written while any
// row is bad, then everything in one transaction with one audit line. A file creates and
// changes rules, never removes one.
import 'server-only';
import { store } from '@/lib/config';
import { commitCsvImport, planCsvImport, type CsvRow, type ImportCounts } from '@/lib/csv/import-plan';
import type { DB, OpenedDatabase, Tx } from '@/lib/db';
import type { StaffMember } from '@/lib/staff/types';
import { sellerTexts } from '@/lib/texts/seller';
import { lockDeliveryRules, rangeMessage } from './rules';
import { firstOverlap, rangeProblem, type DeliveryRule } from './serviceability';
import type { DeliveryImportPlan } from './types';

export type { DeliveryImportPlan };

export const DELIVERY_CSV_COLUMNS = ['pincode', 'serviceable', 'min_days', 'max_days', 'cod'] as const;
type Column = (typeof DELIVERY_CSV_COLUMNS)[number];
const REQUIRED: Column[] = ['pincode', 'serviceable'];
/** The most rows one file may hold (India has about 19,000 pincodes). */
export const MAX_DELIVERY_ROWS = 20_000;
/** The audit line keeps at most this many rules before and after (the counts are always whole). */
const AUDIT_RULES = 500;

/** A row as it would be written: a zone (prefix) or a range. */
type Planned = { row: number; label: string; rule: DeliveryRule } & ({ kind: 'zone'; prefix: string } | { kind: 'range'; from: string; to: string });

const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0']);
const yesNo = (text: string): boolean | null => (YES.has(text.toLowerCase()) ? true : NO.has(text.toLowerCase()) ? false : null);

function checkRow(line: CsvRow<Column>): Planned | null {
  const t = sellerTexts.deliveryCsv;
  const { row, cell } = line;
  const fail = (column: Column, message: string) => line.fail(column, message);
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
  if (line.failed || !where) return null;
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
  const existingOf = (p: Planned) => (p.kind === 'zone' ? existing.zones.get(p.prefix) : existing.ranges.get(p.label));
  const planned = planCsvImport(text, {
    columns: DELIVERY_CSV_COLUMNS,
    required: REQUIRED,
    maxRows: MAX_DELIVERY_ROWS,
    texts: { missingColumn: t.missingColumn, unknownColumn: t.unknownColumn, tooManyRows: t.tooManyRows, duplicate: t.duplicate },
    check: checkRow,
    keyColumn: 'pincode',
    keyOf: (p) => p.label,
    // Ranges must not overlap: the file's with each other, and with the shop's ranges the file does not name.
    across(rows, named, fail) {
      const fileRanges = rows.flatMap((p) => (p.kind === 'range' ? [{ from: p.from, to: p.to, row: p.row }] : []));
      const kept = existing.rangeEnds.filter((r) => !named.has(`${r.from}-${r.to}`)).map((r) => ({ ...r, row: 0 }));
      const all = [...kept, ...fileRanges];
      let reported = 0;
      for (let clash = firstOverlap(all); clash && reported < 200; clash = firstOverlap(all), reported++) {
        const [a, b] = clash;
        // Report on the file's row (the later one when both are the file's), then leave it out and look again.
        const bad = b.row === 0 ? a : a.row === 0 ? b : a.row > b.row ? a : b;
        const other = bad === a ? b : a;
        fail(bad.row, 'pincode', other.row === 0 ? sellerTexts.deliveryRanges.overlaps(other.from, other.to) : t.overlapsRow(other.row));
        all.splice(all.indexOf(bad), 1);
      }
    },
    summary: (p) => ({ pincode: p.label }),
    changes(p) {
      const before = existingOf(p);
      return before ? FIELDS.filter((f) => before.rule[f] !== p.rule[f]).map((field) => ({ field, before: before.rule[field], after: p.rule[field] })) : null;
    },
  });
  return { ...planned, existingOf };
}

/** What importing `text` would do, and every bad cell; writes nothing. */
export async function previewDeliveryImport(db: DB, text: string): Promise<DeliveryImportPlan> {
  return (await plan(db, text)).plan;
}

/** Imports `text`, all of it in one transaction, or nothing while any row is bad (400 with the rows' errors). */
export async function importDeliveryRules(database: OpenedDatabase, staff: StaffMember, text: string, clientIp: string): Promise<ImportCounts> {
  return commitCsvImport(database, staff, clientIp, {
    lock: (tx) => lockDeliveryRules(database, tx),
    plan: (tx) => plan(tx, text),
    hasErrors: sellerTexts.deliveryCsv.hasErrors,
    async write(tx, { plan: result, creating, updating, existingOf }) {
      const values = (rule: DeliveryRule) => ({ serviceable: rule.serviceable ? 1 : 0, min_days: rule.min_days, max_days: rule.max_days, cod: rule.cod ? 1 : 0 });
      const owner = { company_id: store.companyId, store_id: store.storeId };
      const before: Record<string, DeliveryRule> = {};
      const after: Record<string, DeliveryRule> = {};
      for (const p of updating) {
        await tx.updateTable(p.kind === 'zone' ? 'serviceability_rules' : 'pincode_ranges').set(values(p.rule)).where('id', '=', existingOf(p)!.id).execute();
      }
      // The audit line's rules in file order, new and changed alike.
      for (const p of [...creating, ...updating].sort((x, y) => x.row - y.row).slice(0, AUDIT_RULES)) {
        const old = existingOf(p);
        if (old) before[p.label] = old.rule;
        after[p.label] = p.rule;
      }
      const newZones = creating.flatMap((p) => (p.kind === 'zone' ? [p] : []));
      const newRanges = creating.flatMap((p) => (p.kind === 'range' ? [p] : []));
      // New rules in batches (one statement each).
      for (let i = 0; i < newZones.length; i += 200) {
        await tx.insertInto('serviceability_rules').values(newZones.slice(i, i + 200).map((p) => ({ ...owner, pincode_prefix: p.prefix, ...values(p.rule) }))).execute();
      }
      for (let i = 0; i < newRanges.length; i += 200) {
        await tx.insertInto('pincode_ranges').values(newRanges.slice(i, i + 200).map((p) => ({ ...owner, from_pincode: p.from, to_pincode: p.to, ...values(p.rule) }))).execute();
      }
      const counts = { created: creating.length, updated: updating.length, unchanged: result.unchanged };
      return { counts, audit: { action: 'delivery.import', objectType: 'delivery', objectId: 'import', before, after: { ...counts, rows: result.rows, rules: after } } };
    },
  });
}
