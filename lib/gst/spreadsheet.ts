// GSTR-1 as a spreadsheet (docs/rules/gst.md#the-spreadsheet): one sheet per section, named
// and headed as the GST portal's Excel template names them (b2b, b2cl, b2cs, cdnr,
// cdnur, hsn(b2b), hsn(b2c), docs), one row per item as the template has it. Written
// from the same figures as the JSON, so the two never disagree.
import 'server-only';
import writeXlsxFile from 'write-excel-file/node';
import type { Row } from 'write-excel-file/node';
import { sellerGstTexts } from '@/lib/texts/seller/gst';
import { GST_STATE_CODES } from '@/lib/documents/gst';
import type { Gstr1 } from './gstr1';

const h = sellerGstTexts.gstSheet;
const stateNames = new Map(Object.entries(GST_STATE_CODES).map(([name, code]) => [code, name]));
/** "06-Haryana", as the template writes a place of supply. */
const place = (code: string) => `${code}-${stateNames.get(code) ?? 'Other Territory'}`;
const heading = (titles: readonly string[]): Row => titles.map((value) => ({ value, fontWeight: 'bold' as const }));

export function gstr1Sheets(result: Gstr1): { sheet: string; data: Row[] }[] {
  const j = result.json;
  return [
    { sheet: 'b2b', data: [heading(h.b2b), ...j.b2b.flatMap((b) => b.inv.flatMap((inv) => inv.itms.map((it): Row => [b.ctin, result.buyers[b.ctin] ?? '', inv.inum, inv.idt, inv.val, place(inv.pos), inv.rchrg, 'Regular B2B', it.itm_det.rt, it.itm_det.txval, it.itm_det.iamt, it.itm_det.camt, it.itm_det.samt, it.itm_det.csamt])))] },
    { sheet: 'b2cl', data: [heading(h.b2cl), ...j.b2cl.flatMap((b) => b.inv.flatMap((inv) => inv.itms.map((it): Row => [inv.inum, inv.idt, inv.val, place(b.pos), it.itm_det.rt, it.itm_det.txval, it.itm_det.iamt, it.itm_det.csamt])))] },
    { sheet: 'b2cs', data: [heading(h.b2cs), ...j.b2cs.map((r): Row => [r.typ, r.sply_ty === 'INTER' ? 'Inter State' : 'Intra State', place(r.pos), r.rt, r.txval, r.iamt ?? 0, r.camt ?? 0, r.samt ?? 0, r.csamt])] },
    { sheet: 'cdnr', data: [heading(h.cdnr), ...j.cdnr.flatMap((c) => c.nt.flatMap((nt) => nt.itms.map((it): Row => [c.ctin, nt.nt_num, nt.nt_dt, nt.ntty, place(nt.pos), nt.rchrg, 'Regular B2B', nt.val, it.itm_det.rt, it.itm_det.txval, it.itm_det.iamt, it.itm_det.camt, it.itm_det.samt, it.itm_det.csamt])))] },
    { sheet: 'cdnur', data: [heading(h.cdnur), ...j.cdnur.flatMap((nt) => nt.itms.map((it): Row => [nt.typ, nt.nt_num, nt.nt_dt, nt.ntty, place(nt.pos), nt.val, it.itm_det.rt, it.itm_det.txval, it.itm_det.iamt, it.itm_det.csamt]))] },
    ...(['hsn_b2b', 'hsn_b2c'] as const).map((key) => ({
      sheet: key === 'hsn_b2b' ? 'hsn(b2b)' : 'hsn(b2c)',
      data: [heading(h.hsn), ...j.hsn[key].map((r): Row => [r.hsn_sc, r.desc, r.uqc, r.qty, r.rt, r.txval, r.iamt, r.camt, r.samt, r.csamt])],
    })),
    { sheet: 'docs', data: [heading(h.docs), ...j.doc_issue.doc_det.flatMap((d) => d.docs.map((doc): Row => [d.doc_typ, doc.from, doc.to, doc.totnum, doc.cancel, doc.net_issue]))] },
  ];
}

/** The workbook's bytes. */
export async function gstr1Workbook(result: Gstr1): Promise<Uint8Array> {
  const buffer = await writeXlsxFile(gstr1Sheets(result)).toBuffer();
  return new Uint8Array(buffer);
}
