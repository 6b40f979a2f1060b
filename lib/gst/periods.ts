// The owner's GSTR-1 (docs/rules/gst.md): a tax period's issued documents read from
// tax_documents, the return worked out from them (./gstr1.ts), and marking a period as
// filed. Filing is one row in gst_periods, written with its audit line in one
// transaction; a period is filed once. Nothing here changes a document: they are
// frozen when issued, and a later change to an order issues a credit note dated in the
// period it is issued in.
import 'server-only';
import { seller, store } from '@/lib/config';
import { writeTransaction, type DB, type OpenedDatabase, type Tx } from '@/lib/db';
import type { DocumentBody } from '@/lib/documents/types';
import { ShopError } from '@/lib/errors';
import { recordAudit } from '@/lib/staff/audit';
import type { StaffMember } from '@/lib/staff/types';
import { sellerGstTexts } from '@/lib/texts/seller/gst';
import { gstr1, periodDates, type Figures, type Gstr1, type Gstr1Json, type PeriodDocument, type Reconciliation } from './gstr1';
import type { FiledPeriod, Gstr1View, RupeeFigures } from './types';

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

const inRupees = (f: Figures): RupeeFigures => ({ taxable: f.taxable / 100, igst: f.igst / 100, cgst: f.cgst / 100, sgst: f.sgst / 100, total: f.total / 100 });

/** The period's dates, or a 400 naming the field. */
export function checkedPeriod(period: string): NonNullable<ReturnType<typeof periodDates>> {
  const dates = periodDates(period);
  if (!dates) throw new ShopError('invalid', sellerGstTexts.gstPage.periodInvalid, { errors: { period: sellerGstTexts.gstPage.periodInvalid } });
  return dates;
}

/** The moment (UTC ISO) a day starts in India. */
const indiaStart = (year: number, monthIndex: number) => new Date(Date.UTC(year, monthIndex, 1) - IST_OFFSET_MS).toISOString();

async function periodDocuments(db: DB | Tx, period: string): Promise<{ documents: PeriodDocument[]; invoiceTotals: Map<string, number> }> {
  const dates = checkedPeriod(period);
  const rows = await db
    .selectFrom('tax_documents')
    .select(['kind', 'number', 'sequence', 'financial_year', 'body'])
    .where('company_id', '=', store.companyId)
    .where('created_at', '>=', indiaStart(dates.year, dates.monthNo - 1))
    .where('created_at', '<', indiaStart(dates.year, dates.monthNo))
    .orderBy('id')
    .execute();
  // The printed date decides the period (it is the India date of created_at).
  const documents = rows
    .map((r) => ({ kind: r.kind, number: r.number, sequence: Number(r.sequence), financialYear: r.financial_year, body: JSON.parse(r.body) as DocumentBody }))
    .filter((d) => d.body.date.startsWith(dates.month));
  const referred = [...new Set(documents.flatMap((d) => (d.kind === 'credit_note' && d.body.refersTo ? [d.body.refersTo.number] : [])))];
  const invoiceTotals = new Map<string, number>();
  if (referred.length > 0) {
    const invoices = await db
      .selectFrom('tax_documents')
      .select(['number', 'body'])
      .where('company_id', '=', store.companyId)
      .where('kind', '=', 'invoice')
      .where('number', 'in', referred)
      .execute();
    for (const invoice of invoices) invoiceTotals.set(invoice.number, (JSON.parse(invoice.body) as DocumentBody).totals.total);
  }
  return { documents, invoiceTotals };
}

/** The period's GSTR-1 as computed from its documents. */
export async function gstr1Of(db: DB | Tx, period: string): Promise<Gstr1> {
  const { documents, invoiceTotals } = await periodDocuments(db, period);
  return gstr1({ gstin: seller.gstin, period, documents, invoiceTotals });
}

/** The offline tool's JSON for the period. */
export async function gstr1Json(db: DB, period: string): Promise<Gstr1Json> {
  return (await gstr1Of(db, period)).json;
}

async function filedPeriod(db: DB | Tx, period: string): Promise<FiledPeriod | null> {
  const row = await db
    .selectFrom('gst_periods')
    .leftJoin('staff', 'staff.id', 'gst_periods.filed_by')
    .select(['gst_periods.created_at', 'staff.name as staff_name'])
    .where('gst_periods.company_id', '=', store.companyId)
    .where('gst_periods.period', '=', period)
    .executeTakeFirst();
  return row ? { filed_at: row.created_at, filed_by: row.staff_name ?? null } : null;
}

function viewOf(period: string, result: Gstr1, filed: FiledPeriod | null): Gstr1View {
  const r: Reconciliation = result.reconciliation;
  return {
    period, gstin: seller.gstin, filed,
    sections: result.sections.map((s) => ({
      key: s.key, count: s.key === 'doc_issue' ? s.lines.reduce((n, l) => n + (l.qty ?? 0), 0) : s.lines.length, figures: inRupees(s.figures),
      lines: s.lines.map((l) => ({ label: l.label, documents: l.documents, ...(l.qty === undefined ? {} : { qty: l.qty }), figures: inRupees(l.figures) })),
    })),
    reconciliation: {
      invoices: { count: r.invoices.count, figures: inRupees(r.invoices.figures) },
      credit_notes: { count: r.creditNotes.count, figures: inRupees(r.creditNotes.figures) },
      net: inRupees(r.net), sections: inRupees(r.sections), hsn: inRupees(r.hsn), matches: r.matches,
    },
  };
}

/** The console's view of a period: each section's totals and lines, the reconciliation, whether filed. */
export async function gstr1View(db: DB, period: string): Promise<Gstr1View> {
  const result = await gstr1Of(db, period);
  return viewOf(period, result, await filedPeriod(db, period));
}

/**
 * Marks a period as filed: once, and only after it has ended (in India). Its figures
 * are kept with the row; the owner's action is audited in the same transaction.
 */
export async function filePeriod(database: OpenedDatabase, staff: StaffMember, period: string, clientIp: string, now: Date = new Date()): Promise<Gstr1View> {
  const dates = checkedPeriod(period);
  if (indiaStart(dates.year, dates.monthNo) > now.toISOString()) throw new ShopError('conflict', sellerGstTexts.gstPage.notEnded);
  return writeTransaction(database, async (tx) => {
    if (await filedPeriod(tx, period)) throw new ShopError('conflict', sellerGstTexts.gstPage.alreadyFiled);
    const result = await gstr1Of(tx, period);
    const inserted = await tx
      .insertInto('gst_periods')
      .values({ company_id: store.companyId, store_id: store.storeId, period, filed_by: staff.staffId, figures: JSON.stringify(result.reconciliation) })
      .onConflict((oc) => oc.columns(['company_id', 'period']).doNothing())
      .returning('id')
      .executeTakeFirst();
    // Two owners filing at once: the second insert finds the row and is refused.
    if (!inserted) throw new ShopError('conflict', sellerGstTexts.gstPage.alreadyFiled);
    const r = result.reconciliation;
    await recordAudit(tx, {
      staff, action: 'gst.file_period', objectType: 'gst_period', objectId: period,
      after: { period, invoices: r.invoices.count, credit_notes: r.creditNotes.count, net_total: r.net.total / 100 },
      clientIp,
    });
    return viewOf(period, result, await filedPeriod(tx, period));
  });
}
