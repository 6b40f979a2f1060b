// GSTR-1 for a tax period (docs/rules/gst.md), worked out from the issued documents only:
// each invoice's and credit note's frozen body (lib/documents/types.ts). Pure: no
// database. Every figure is summed in integer paise and turned into rupees with two
// decimals only when written out, so no float drift reaches a total.
//
// The sections, and the field names, are those of the GST offline tool's JSON: b2b,
// b2cl, b2cs, cdnr, cdnur, hsn (hsn_b2b / hsn_b2c since May 2025) and doc_issue.
import type { DocumentBody } from '@/lib/documents/types';
import type { InvoiceLine } from '@/lib/documents/gst';

/** An inter-state invoice to an unregistered buyer above this value (GST included) is B2CL (₹1,00,000 since 1 August 2024). */
export const B2CL_ABOVE_PAISE = 1_00_000_00;

/** A place of supply without a known GST state code: "Other Territory". */
const OTHER_TERRITORY = '97';

export interface PeriodDocument {
  kind: 'invoice' | 'credit_note';
  number: string;
  sequence: number;
  financialYear: string;
  body: DocumentBody;
}

/** A tax period, MMYYYY, as its first and last India dates (YYYY-MM-DD) and its month (YYYY-MM). */
export function periodDates(period: string): { month: string; first: string; last: string; year: number; monthNo: number } | null {
  const match = /^(0[1-9]|1[0-2])(\d{4})$/.exec(period);
  if (!match) return null;
  const monthNo = Number(match[1]);
  const year = Number(match[2]);
  const days = new Date(Date.UTC(year, monthNo, 0)).getUTCDate();
  const month = `${year}-${match[1]}`;
  return { month, first: `${month}-01`, last: `${month}-${String(days).padStart(2, '0')}`, year, monthNo };
}

/** The buyer's GSTIN on a document (absent or null: an unregistered buyer). */
export function buyerGstinOf(body: DocumentBody): string | null {
  const fields = body as DocumentBody & { buyer_gstin?: string | null; buyer: { gstin?: string | null } };
  const gstin = fields.buyer_gstin ?? fields.buyer.gstin ?? null;
  return gstin && gstin.trim() !== '' ? gstin.trim().toUpperCase() : null;
}

export function buyerLegalNameOf(body: DocumentBody): string | null {
  const fields = body as DocumentBody & { buyer_legal_name?: string | null };
  return fields.buyer_legal_name ?? null;
}

export type Section = 'b2b' | 'b2cl' | 'b2cs' | 'cdnr' | 'cdnur';

/**
 * Where an invoice belongs: B2B with a buyer's GSTIN; else B2CL when inter-state and
 * above ₹1,00,000; else B2CS. A credit note follows its invoice: CDNR for a registered
 * buyer, CDNUR for a B2CL invoice, and into B2CS (as a minus) for a B2CS one, as the
 * portal asks (credit notes on small B2C supplies are netted in table 7).
 */
export function sectionOf(doc: { kind: PeriodDocument['kind']; body: DocumentBody }, invoiceTotalPaise: number): Section {
  const registered = buyerGstinOf(doc.body) !== null;
  const large = doc.body.taxKind === 'inter' && invoiceTotalPaise > B2CL_ABOVE_PAISE;
  if (doc.kind === 'invoice') return registered ? 'b2b' : large ? 'b2cl' : 'b2cs';
  return registered ? 'cdnr' : large ? 'cdnur' : 'b2cs';
}

// ----- figures in paise -----

export interface Figures {
  taxable: number;
  igst: number;
  cgst: number;
  sgst: number;
  /** taxable + all tax: the value. */
  total: number;
}

const zero = (): Figures => ({ taxable: 0, igst: 0, cgst: 0, sgst: 0, total: 0 });

function add(into: Figures, from: Figures | InvoiceLine, sign = 1): Figures {
  into.taxable += sign * from.taxable;
  into.igst += sign * from.igst;
  into.cgst += sign * from.cgst;
  into.sgst += sign * from.sgst;
  into.total += sign * ('value' in from ? from.value : from.total);
  return into;
}

function figuresOf(lines: InvoiceLine[]): Figures {
  return lines.reduce((sum, line) => add(sum, line), zero());
}

/** Rupees with two decimals from whole paise: 123456 → 1234.56. */
export const rupeesOf = (paise: number): number => Number((paise / 100).toFixed(2));

/** dd-mm-yyyy from YYYY-MM-DD, as the offline tool dates a document. */
export const portalDate = (day: string): string => `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;

const posOf = (body: DocumentBody) => body.placeOfSupply.code ?? OTHER_TERRITORY;

/** SAC codes (services) start 99: the HSN summary wants UQC "NA" and no quantity for them. */
const isService = (hsn: string) => hsn.startsWith('99');

// ----- the offline tool's JSON -----

interface ItemDetail { txval: number; rt: number; iamt: number; camt: number; samt: number; csamt: number }
interface Item { num: number; itm_det: ItemDetail }
interface InterItem { num: number; itm_det: { txval: number; rt: number; iamt: number; csamt: number } }

export interface Gstr1Json {
  gstin: string;
  fp: string;
  b2b: { ctin: string; inv: { inum: string; idt: string; val: number; pos: string; rchrg: 'N'; inv_typ: 'R'; itms: Item[] }[] }[];
  b2cl: { pos: string; inv: { inum: string; idt: string; val: number; itms: InterItem[] }[] }[];
  b2cs: { sply_ty: 'INTRA' | 'INTER'; pos: string; typ: 'OE'; rt: number; txval: number; iamt?: number; camt?: number; samt?: number; csamt: number }[];
  cdnr: { ctin: string; nt: { ntty: 'C'; nt_num: string; nt_dt: string; val: number; pos: string; rchrg: 'N'; inv_typ: 'R'; itms: Item[] }[] }[];
  cdnur: { typ: 'B2CL'; ntty: 'C'; nt_num: string; nt_dt: string; val: number; pos: string; itms: InterItem[] }[];
  hsn: { hsn_b2b: HsnRow[]; hsn_b2c: HsnRow[] };
  doc_issue: { doc_det: { doc_num: number; doc_typ: string; docs: { num: number; from: string; to: string; totnum: number; cancel: number; net_issue: number }[] }[] };
}

export interface HsnRow { num: number; hsn_sc: string; desc: string; uqc: string; qty: number; rt: number; txval: number; iamt: number; camt: number; samt: number; csamt: number }

/** A document's lines by rate, as the offline tool's itms (num: rate × 100 + 1, one per rate). */
function itemsByRate(lines: InvoiceLine[]): { rate: number; figures: Figures }[] {
  const byRate = new Map<number, Figures>();
  for (const line of lines) add(byRate.get(line.rate) ?? byRate.set(line.rate, zero()).get(line.rate)!, line);
  return [...byRate.entries()].sort((a, b) => a[0] - b[0]).map(([rate, figures]) => ({ rate, figures }));
}

const item = (rate: number, f: Figures): Item => ({
  num: Math.round(rate * 100) + 1,
  itm_det: { txval: rupeesOf(f.taxable), rt: rate, iamt: rupeesOf(f.igst), camt: rupeesOf(f.cgst), samt: rupeesOf(f.sgst), csamt: 0 },
});
const interItem = (rate: number, f: Figures): InterItem => ({ num: Math.round(rate * 100) + 1, itm_det: { txval: rupeesOf(f.taxable), rt: rate, iamt: rupeesOf(f.igst), csamt: 0 } });

// ----- the screen's summary: each section's lines with the documents behind them -----

export interface SummaryLine {
  /** What the line is: a buyer's GSTIN and document, a place of supply and rate, an HSN code and rate. */
  label: string;
  documents: string[];
  figures: Figures;
  qty?: number;
}

export interface SectionSummary {
  key: Section | 'hsn_b2b' | 'hsn_b2c' | 'doc_issue';
  lines: SummaryLine[];
  figures: Figures;
}

export interface Reconciliation {
  invoices: { count: number; figures: Figures };
  creditNotes: { count: number; figures: Figures };
  /** Invoices minus credit notes. */
  net: Figures;
  /** b2b + b2cl + b2cs − cdnr − cdnur. */
  sections: Figures;
  /** hsn_b2b + hsn_b2c. */
  hsn: Figures;
  /** Both sums equal the net, to the paisa. */
  matches: boolean;
}

export interface Gstr1 {
  json: Gstr1Json;
  /** Each registered buyer's legal name, by GSTIN (the spreadsheet's Receiver Name). */
  buyers: Record<string, string>;
  sections: SectionSummary[];
  reconciliation: Reconciliation;
}

export interface Gstr1Input {
  gstin: string;
  period: string;
  /** The period's documents (by their printed date in India). */
  documents: PeriodDocument[];
  /** The value (paise) of each invoice a credit note refers to, by number, wherever its period. */
  invoiceTotals: Map<string, number>;
}

const sameFigures = (a: Figures, b: Figures) => a.taxable === b.taxable && a.igst === b.igst && a.cgst === b.cgst && a.sgst === b.sgst && a.total === b.total;

/** Every section of the period's GSTR-1, its summary and its reconciliation. */
export function gstr1(input: Gstr1Input): Gstr1 {
  const docs = [...input.documents].sort((a, b) => a.kind.localeCompare(b.kind) || a.financialYear.localeCompare(b.financialYear) || a.sequence - b.sequence);
  const placed = docs.map((doc) => {
    const invoiceTotal = doc.kind === 'invoice' ? doc.body.totals.total : input.invoiceTotals.get(doc.body.refersTo?.number ?? '') ?? 0;
    return { doc, section: sectionOf(doc, invoiceTotal) };
  });
  const sectionLines: Record<Section, SummaryLine[]> = { b2b: [], b2cl: [], b2cs: [], cdnr: [], cdnur: [] };
  const json: Gstr1Json = { gstin: input.gstin, fp: input.period, b2b: [], b2cl: [], b2cs: [], cdnr: [], cdnur: [], hsn: { hsn_b2b: [], hsn_b2c: [] }, doc_issue: { doc_det: [] } };

  // B2B and CDNR: per buyer's GSTIN, each document with its items by rate.
  const buyers: Record<string, string> = {};
  const b2b = new Map<string, Gstr1Json['b2b'][number]>();
  const cdnr = new Map<string, Gstr1Json['cdnr'][number]>();
  const b2cl = new Map<string, Gstr1Json['b2cl'][number]>();
  // B2CS: per supply type, place of supply and rate, invoices less their credit notes.
  const b2cs = new Map<string, { sply: 'INTRA' | 'INTER'; pos: string; rate: number; line: SummaryLine }>();

  for (const { doc, section } of placed) {
    const { body } = doc;
    const figures = figuresOf(body.lines);
    const rates = itemsByRate(body.lines);
    const ctin = buyerGstinOf(body) ?? '';
    const name = buyerLegalNameOf(body);
    if (ctin && name) buyers[ctin] = name;
    if (section === 'b2b') {
      const entry = b2b.get(ctin) ?? b2b.set(ctin, { ctin, inv: [] }).get(ctin)!;
      entry.inv.push({ inum: doc.number, idt: portalDate(body.date), val: rupeesOf(figures.total), pos: posOf(body), rchrg: 'N', inv_typ: 'R', itms: rates.map((r) => item(r.rate, r.figures)) });
      sectionLines.b2b.push({ label: name ? `${ctin} ${name}` : ctin, documents: [doc.number], figures });
    } else if (section === 'cdnr') {
      const entry = cdnr.get(ctin) ?? cdnr.set(ctin, { ctin, nt: [] }).get(ctin)!;
      entry.nt.push({ ntty: 'C', nt_num: doc.number, nt_dt: portalDate(body.date), val: rupeesOf(figures.total), pos: posOf(body), rchrg: 'N', inv_typ: 'R', itms: rates.map((r) => item(r.rate, r.figures)) });
      sectionLines.cdnr.push({ label: name ? `${ctin} ${name}` : ctin, documents: [doc.number], figures });
    } else if (section === 'b2cl') {
      const pos = posOf(body);
      const entry = b2cl.get(pos) ?? b2cl.set(pos, { pos, inv: [] }).get(pos)!;
      entry.inv.push({ inum: doc.number, idt: portalDate(body.date), val: rupeesOf(figures.total), itms: rates.map((r) => interItem(r.rate, r.figures)) });
      sectionLines.b2cl.push({ label: pos, documents: [doc.number], figures });
    } else if (section === 'cdnur') {
      json.cdnur.push({ typ: 'B2CL', ntty: 'C', nt_num: doc.number, nt_dt: portalDate(body.date), val: rupeesOf(figures.total), pos: posOf(body), itms: rates.map((r) => interItem(r.rate, r.figures)) });
      sectionLines.cdnur.push({ label: posOf(body), documents: [doc.number], figures });
    } else {
      const sign = doc.kind === 'invoice' ? 1 : -1;
      const sply = body.taxKind === 'inter' ? 'INTER' : 'INTRA';
      for (const r of rates) {
        const key = `${sply}|${posOf(body)}|${String(r.rate).padStart(3, '0')}`;
        const row = b2cs.get(key) ?? b2cs.set(key, { sply, pos: posOf(body), rate: r.rate, line: { label: `${posOf(body)} ${sply} ${r.rate}%`, documents: [], figures: zero() } }).get(key)!;
        if (!row.line.documents.includes(doc.number)) row.line.documents.push(doc.number);
        add(row.line.figures, r.figures, sign);
      }
    }
  }
  json.b2b = [...b2b.values()].sort((a, b) => a.ctin.localeCompare(b.ctin));
  json.cdnr = [...cdnr.values()].sort((a, b) => a.ctin.localeCompare(b.ctin));
  json.b2cl = [...b2cl.values()].sort((a, b) => a.pos.localeCompare(b.pos));
  for (const [, row] of [...b2cs.entries()].sort((a, b) => a[0].localeCompare(b[0]))) {
    const f = row.line.figures;
    json.b2cs.push(row.sply === 'INTER'
      ? { sply_ty: 'INTER', pos: row.pos, typ: 'OE', rt: row.rate, txval: rupeesOf(f.taxable), iamt: rupeesOf(f.igst), csamt: 0 }
      : { sply_ty: 'INTRA', pos: row.pos, typ: 'OE', rt: row.rate, txval: rupeesOf(f.taxable), camt: rupeesOf(f.cgst), samt: rupeesOf(f.sgst), csamt: 0 });
    sectionLines.b2cs.push(row.line);
  }

  // Table 12: per HSN (or SAC) code and rate, B2B and B2C apart, credit notes taken off.
  const hsn = { hsn_b2b: new Map<string, { hsn: string; rate: number; desc: string; line: SummaryLine }>(), hsn_b2c: new Map<string, { hsn: string; rate: number; desc: string; line: SummaryLine }>() };
  for (const { doc } of placed) {
    const table = buyerGstinOf(doc.body) ? hsn.hsn_b2b : hsn.hsn_b2c;
    const sign = doc.kind === 'invoice' ? 1 : -1;
    for (const line of doc.body.lines) {
      const code = (line.hsn ?? '').trim();
      const key = `${code}|${String(line.rate).padStart(3, '0')}`;
      const row = table.get(key) ?? table.set(key, { hsn: code, rate: line.rate, desc: line.description.split('\n')[0]!.slice(0, 30), line: { label: `${code} ${line.rate}%`, documents: [], figures: zero(), qty: 0 } }).get(key)!;
      if (!row.line.documents.includes(doc.number)) row.line.documents.push(doc.number);
      add(row.line.figures, line, sign);
      row.line.qty! += isService(code) ? 0 : sign * line.quantity;
    }
  }
  const hsnRows = (table: typeof hsn.hsn_b2b): HsnRow[] =>
    [...table.entries()].sort((a, b) => a[0].localeCompare(b[0])).map(([, row], i) => ({
      num: i + 1, hsn_sc: row.hsn, desc: row.desc, uqc: isService(row.hsn) ? 'NA' : 'NOS', qty: row.line.qty!, rt: row.rate,
      txval: rupeesOf(row.line.figures.taxable), iamt: rupeesOf(row.line.figures.igst), camt: rupeesOf(row.line.figures.cgst), samt: rupeesOf(row.line.figures.sgst), csamt: 0,
    }));
  json.hsn = { hsn_b2b: hsnRows(hsn.hsn_b2b), hsn_b2c: hsnRows(hsn.hsn_b2c) };

  // Table 13: each series (prefix and year) with its first and last number in the period.
  const series = new Map<string, { kind: PeriodDocument['kind']; docs: PeriodDocument[] }>();
  for (const doc of docs) {
    const key = `${doc.kind}|${doc.number.slice(0, doc.number.lastIndexOf('/') + 1)}`;
    (series.get(key) ?? series.set(key, { kind: doc.kind, docs: [] }).get(key)!).docs.push(doc);
  }
  const docLines: SummaryLine[] = [];
  for (const [docNum, kind, docTyp] of [[1, 'invoice', 'Invoices for outward supply'], [5, 'credit_note', 'Credit Note']] as const) {
    const runs = [...series.values()].filter((s) => s.kind === kind);
    if (runs.length === 0) continue;
    json.doc_issue.doc_det.push({
      doc_num: docNum, doc_typ: docTyp,
      docs: runs.map((run, i) => {
        const sorted = [...run.docs].sort((a, b) => a.sequence - b.sequence);
        const first = sorted[0]!;
        const last = sorted[sorted.length - 1]!;
        const totnum = last.sequence - first.sequence + 1;
        // A number in the run that was never issued counts as cancelled; numbers are gapless
        // (a rolled-back issue gives its number back), so this is 0 unless the data says otherwise.
        const cancel = totnum - sorted.length;
        docLines.push({ label: `${docTyp}: ${first.number} – ${last.number}`, documents: sorted.map((d) => d.number), figures: zero(), qty: sorted.length });
        return { num: i + 1, from: first.number, to: last.number, totnum, cancel, net_issue: totnum - cancel };
      }),
    });
  }

  const sumLines = (lines: SummaryLine[]) => lines.reduce((sum, l) => add(sum, l.figures), zero());
  const sections: SectionSummary[] = [
    ...(['b2b', 'b2cl', 'b2cs', 'cdnr', 'cdnur'] as const).map((key) => ({ key, lines: sectionLines[key], figures: sumLines(sectionLines[key]) })),
    { key: 'hsn_b2b' as const, lines: [...hsn.hsn_b2b.values()].map((r) => r.line), figures: sumLines([...hsn.hsn_b2b.values()].map((r) => r.line)) },
    { key: 'hsn_b2c' as const, lines: [...hsn.hsn_b2c.values()].map((r) => r.line), figures: sumLines([...hsn.hsn_b2c.values()].map((r) => r.line)) },
    { key: 'doc_issue' as const, lines: docLines, figures: zero() },
  ];

  const invoices = docs.filter((d) => d.kind === 'invoice');
  const notes = docs.filter((d) => d.kind === 'credit_note');
  const invoiceFigures = invoices.reduce((sum, d) => add(sum, figuresOf(d.body.lines)), zero());
  const noteFigures = notes.reduce((sum, d) => add(sum, figuresOf(d.body.lines)), zero());
  const net = add(add(zero(), invoiceFigures), noteFigures, -1);
  const of = (key: SectionSummary['key']) => sections.find((s) => s.key === key)!.figures;
  const sectionSum = add(add(add(add(add(zero(), of('b2b')), of('b2cl')), of('b2cs')), of('cdnr'), -1), of('cdnur'), -1);
  const hsnSum = add(add(zero(), of('hsn_b2b')), of('hsn_b2c'));
  return {
    json,
    buyers,
    sections,
    reconciliation: {
      invoices: { count: invoices.length, figures: invoiceFigures },
      creditNotes: { count: notes.length, figures: noteFigures },
      net, sections: sectionSum, hsn: hsnSum,
      matches: sameFigures(net, sectionSum) && sameFigures(net, hsnSum),
    },
  };
}

/** The tax period (MMYYYY) before the one a moment falls in, in India: the month a return is usually made for. */
export function previousPeriodOf(at: Date = new Date()): string {
  const ist = new Date(at.getTime() + (5 * 60 + 30) * 60 * 1000);
  const month = ist.getUTCMonth() === 0 ? 12 : ist.getUTCMonth();
  const year = ist.getUTCMonth() === 0 ? ist.getUTCFullYear() - 1 : ist.getUTCFullYear();
  return `${String(month).padStart(2, '0')}${year}`;
}
