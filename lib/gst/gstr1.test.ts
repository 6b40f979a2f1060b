// The worked example of docs/rules/gst.md, figure for figure: four invoices and two credit
// notes of November 2026 for a seller in Haryana, each section's JSON as the page writes
// it by hand, and the reconciliation.
import { describe, expect, it } from 'vitest';
import type { DocumentBody } from '@/lib/documents/types';
import { invoiceLines } from '@/lib/documents/gst';
import { gstr1, periodDates, previousPeriodOf, type PeriodDocument } from './gstr1';

const KARNATAKA = { state: 'Karnataka', code: '29' };
const HARYANA = { state: 'Haryana', code: '06' };
const BUYER = '29AAACB1234C1Z5';

function document(kind: PeriodDocument['kind'], sequence: number, date: string, place: typeof HARYANA, goods: { hsn: string; rate: number; paise: number; description: string }[], extra: Partial<DocumentBody> = {}): PeriodDocument {
  const taxKind = place.code === '06' ? 'intra' : 'inter';
  const { lines, totals } = invoiceLines({
    goods: goods.map((g, i) => ({ itemId: i + 1, description: g.description, hsn: g.hsn, quantity: 1, unitPaise: g.paise, totalPaise: g.paise, rate: g.rate })),
    deliveryPaise: 0, handlingFeePaise: 0, discountPaise: 0, kind: taxKind,
  });
  const number = `${kind === 'invoice' ? 'INV' : 'CN'}/26-27/${String(sequence).padStart(6, '0')}`;
  return {
    kind, number, sequence, financialYear: '2026-27',
    body: { kind, number, date, placeOfSupply: place, taxKind, lines, totals, refersTo: null, buyer: { name: 'A buyer', address: [], state: place.state, stateCode: place.code, contact: '' }, ...extra } as unknown as DocumentBody,
  };
}

const mixer = { hsn: '8509', rate: 18, paise: 5_900_00, description: 'Mixer grinder' };
const laptop = { hsn: '8471', rate: 18, paise: 59_000_00, description: 'Laptop' };
const fridge = { hsn: '8418', rate: 18, paise: 1_18_000_00, description: 'Refrigerator' };
const toy = { hsn: '9503', rate: 5, paise: 1_050_00, description: 'Toy' };
const day = '2026-11-14';
const b2b = { buyer_gstin: BUYER, buyer_legal_name: 'Bengaluru Office Supplies Pvt Ltd' } as Partial<DocumentBody>;
const documents = [
  document('invoice', 1, day, HARYANA, [mixer]),
  document('invoice', 2, day, KARNATAKA, [laptop], b2b),
  document('invoice', 3, day, KARNATAKA, [fridge]),
  document('invoice', 4, day, HARYANA, [toy]),
  document('credit_note', 1, '2026-11-20', HARYANA, [toy], { refersTo: { number: 'INV/26-27/000004', date: day } }),
  document('credit_note', 2, '2026-11-21', KARNATAKA, [laptop], { ...b2b, refersTo: { number: 'INV/26-27/000002', date: day } }),
];
const invoiceTotals = new Map(documents.filter((d) => d.kind === 'invoice').map((d) => [d.number, d.body.totals.total]));
const { json, reconciliation } = gstr1({ gstin: '06AABCO1234F1Z5', period: '112026', documents, invoiceTotals });

describe('GSTR-1, the worked example of docs/rules/gst.md', () => {
  it('b2b, b2cl, cdnr, cdnur', () => {
    expect(json.b2b).toEqual([{ ctin: BUYER, inv: [{ inum: 'INV/26-27/000002', idt: '14-11-2026', val: 59000, pos: '29', rchrg: 'N', inv_typ: 'R', itms: [{ num: 1801, itm_det: { txval: 50000, rt: 18, iamt: 9000, camt: 0, samt: 0, csamt: 0 } }] }] }]);
    expect(json.b2cl).toEqual([{ pos: '29', inv: [{ inum: 'INV/26-27/000003', idt: '14-11-2026', val: 118000, itms: [{ num: 1801, itm_det: { txval: 100000, rt: 18, iamt: 18000, csamt: 0 } }] }] }]);
    expect(json.cdnr).toEqual([{ ctin: BUYER, nt: [{ ntty: 'C', nt_num: 'CN/26-27/000002', nt_dt: '21-11-2026', val: 59000, pos: '29', rchrg: 'N', inv_typ: 'R', itms: [{ num: 1801, itm_det: { txval: 50000, rt: 18, iamt: 9000, camt: 0, samt: 0, csamt: 0 } }] }] }]);
    expect(json.cdnur).toEqual([]);
  });

  it('b2cs: the toy\'s invoice and its credit note net to zero', () => {
    expect(json.b2cs).toEqual([
      { sply_ty: 'INTRA', pos: '06', typ: 'OE', rt: 5, txval: 0, camt: 0, samt: 0, csamt: 0 },
      { sply_ty: 'INTRA', pos: '06', typ: 'OE', rt: 18, txval: 5000, camt: 450, samt: 450, csamt: 0 },
    ]);
  });

  it('hsn and doc_issue', () => {
    expect(json.hsn.hsn_b2b.map(({ desc, ...r }) => r)).toEqual([{ num: 1, hsn_sc: '8471', uqc: 'NOS', qty: 0, rt: 18, txval: 0, iamt: 0, camt: 0, samt: 0, csamt: 0 }]);
    expect(json.hsn.hsn_b2c.map(({ desc, ...r }) => r)).toEqual([
      { num: 1, hsn_sc: '8418', uqc: 'NOS', qty: 1, rt: 18, txval: 100000, iamt: 18000, camt: 0, samt: 0, csamt: 0 },
      { num: 2, hsn_sc: '8509', uqc: 'NOS', qty: 1, rt: 18, txval: 5000, iamt: 0, camt: 450, samt: 450, csamt: 0 },
      { num: 3, hsn_sc: '9503', uqc: 'NOS', qty: 0, rt: 5, txval: 0, iamt: 0, camt: 0, samt: 0, csamt: 0 },
    ]);
    expect(json.doc_issue.doc_det).toEqual([
      { doc_num: 1, doc_typ: 'Invoices for outward supply', docs: [{ num: 1, from: 'INV/26-27/000001', to: 'INV/26-27/000004', totnum: 4, cancel: 0, net_issue: 4 }] },
      { doc_num: 5, doc_typ: 'Credit Note', docs: [{ num: 1, from: 'CN/26-27/000001', to: 'CN/26-27/000002', totnum: 2, cancel: 0, net_issue: 2 }] },
    ]);
  });

  it('reconciles: 1,83,950.00 − 60,050.00 = 1,23,900.00 in the sections and in the HSN summary', () => {
    expect(reconciliation.invoices.figures.total).toBe(1_83_950_00);
    expect(reconciliation.creditNotes.figures.total).toBe(60_050_00);
    expect(reconciliation.net.total).toBe(1_23_900_00);
    expect(reconciliation.sections.total).toBe(1_23_900_00);
    expect(reconciliation.hsn).toEqual(reconciliation.net);
    expect(reconciliation.matches).toBe(true);
  });

  it('a credit note against a B2CL invoice of an earlier month is CDNUR; a gap in a series counts as cancelled', () => {
    const note = document('credit_note', 7, '2026-12-02', KARNATAKA, [fridge], { refersTo: { number: 'INV/26-27/000003', date: day } });
    const later = document('invoice', 9, '2026-12-03', HARYANA, [mixer]);
    const first = document('invoice', 6, '2026-12-01', HARYANA, [mixer]);
    const december = gstr1({ gstin: '06AABCO1234F1Z5', period: '122026', documents: [note, later, first], invoiceTotals });
    expect(december.json.cdnur).toEqual([{ typ: 'B2CL', ntty: 'C', nt_num: 'CN/26-27/000007', nt_dt: '02-12-2026', val: 118000, pos: '29', itms: [{ num: 1801, itm_det: { txval: 100000, rt: 18, iamt: 18000, csamt: 0 } }] }]);
    expect(december.json.doc_issue.doc_det[0]!.docs).toEqual([{ num: 1, from: 'INV/26-27/000006', to: 'INV/26-27/000009', totnum: 4, cancel: 2, net_issue: 2 }]);
    expect(december.reconciliation.matches).toBe(true);
  });
});

describe('periods', () => {
  it('MMYYYY to its dates; anything else is not a period', () => {
    expect(periodDates('022028')).toMatchObject({ first: '2028-02-01', last: '2028-02-29', month: '2028-02' });
    expect(periodDates('132026')).toBeNull();
    expect(periodDates('2026-11')).toBeNull();
  });

  it('the month before, in India', () => {
    expect(previousPeriodOf(new Date('2026-11-28T10:00:00Z'))).toBe('102026');
    expect(previousPeriodOf(new Date('2026-12-31T19:00:00Z'))).toBe('122026'); // 1 January 00:30 IST
    expect(previousPeriodOf(new Date('2027-01-15T00:00:00Z'))).toBe('122026');
  });
});
