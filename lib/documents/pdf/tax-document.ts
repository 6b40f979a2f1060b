// The tax invoice and the credit note as PDF (docs/rules/seller.md#documents), drawn
// only from the document's frozen body: seller and buyer, place of supply, per line HSN,
// quantity, rate, discount, taxable value and CGST + SGST or IGST, totals, the amount in
// words and a signature line.
import 'server-only';
import { formatRupees } from '../gst';
import type { DocumentBody } from '../types';
import { BOLD, REGULAR, newPdf, pdfBytes, printedDate, type Pdf } from './common';

const MARGIN = 36;
const PAGE_WIDTH = 595.28; // A4
const WIDTH = PAGE_WIDTH - 2 * MARGIN;

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right' | 'center';
  cell: (line: DocumentBody['lines'][number], index: number) => string;
}

const money = (paise: number) => formatRupees(paise);
const percent = (rate: number) => `${Number.isInteger(rate) ? rate : rate.toFixed(2)}%`;

function columns(body: DocumentBody): Column[] {
  const intra = body.taxKind === 'intra';
  const tax: Column[] = intra
    ? [
        { title: 'CGST', width: 58, align: 'right', cell: (l) => `${percent(l.rate / 2)}\n${money(l.cgst)}` },
        { title: 'SGST', width: 58, align: 'right', cell: (l) => `${percent(l.rate / 2)}\n${money(l.sgst)}` },
      ]
    : [{ title: 'IGST', width: 116, align: 'right', cell: (l) => `${percent(l.rate)}\n${money(l.igst)}` }];
  const fixed: Column[] = [
    { title: '#', width: 16, align: 'left', cell: (_l, i) => String(i + 1) },
    { title: 'Description', width: 0, align: 'left', cell: (l) => l.description },
    { title: 'HSN/SAC', width: 42, align: 'left', cell: (l) => l.hsn ?? '' },
    { title: 'Qty', width: 24, align: 'right', cell: (l) => String(l.quantity) },
    { title: 'Unit price', width: 60, align: 'right', cell: (l) => money(l.unitPaise) },
    { title: 'Discount', width: 48, align: 'right', cell: (l) => (l.discountPaise ? money(l.discountPaise) : '-') },
    { title: 'Taxable value', width: 62, align: 'right', cell: (l) => money(l.taxable) },
  ];
  const total: Column = { title: 'Total', width: 62, align: 'right', cell: (l) => money(l.value) };
  const all = [...fixed, ...tax, total];
  const used = all.reduce((s, c) => s + c.width, 0);
  all[1]!.width = WIDTH - used;
  return all;
}

function row(doc: Pdf, cols: Column[], cells: string[], y: number, font: string, size: number): number {
  doc.font(font).fontSize(size);
  let x = MARGIN;
  let height = 0;
  cols.forEach((col, i) => {
    const h = doc.heightOfString(cells[i]!, { width: col.width - 4 });
    height = Math.max(height, h);
    doc.text(cells[i]!, x + 2, y, { width: col.width - 4, align: col.align });
    x += col.width;
  });
  return y + height + 4;
}

function party(doc: Pdf, title: string, lines: string[], x: number, y: number, width: number): number {
  doc.font(BOLD).fontSize(8).fillColor('#555555').text(title, x, y, { width });
  doc.fillColor('black');
  let at = doc.y + 2;
  lines.forEach((line, i) => {
    doc.font(i === 0 ? BOLD : REGULAR).fontSize(9).text(line, x, at, { width });
    at = doc.y;
  });
  return at;
}

function drawDocument(doc: Pdf, body: DocumentBody): void {
  doc.addPage();
  const credit = body.kind === 'credit_note';
  doc.font(BOLD).fontSize(16).text(body.title, MARGIN, MARGIN, { width: WIDTH, align: 'center' });
  doc.font(REGULAR).fontSize(8).fillColor('#555555').text('Original for recipient', { width: WIDTH, align: 'center' });
  doc.fillColor('black');

  const top = doc.y + 10;
  const half = WIDTH / 2 - 6;
  const sellerEnd = party(doc, 'Sold by', [body.seller.name, ...body.seller.address, `GSTIN: ${body.seller.gstin}`, `State: ${body.seller.state} (${body.seller.stateCode ?? '-'})`], MARGIN, top, half);
  const facts: [string, string][] = [
    [credit ? 'Credit note number' : 'Invoice number', body.number],
    [credit ? 'Credit note date' : 'Invoice date', printedDate(body.date)],
    ...(body.refersTo ? ([['Against invoice', `${body.refersTo.number} of ${printedDate(body.refersTo.date)}`]] as [string, string][]) : []),
    ...(body.reason ? ([['Reason', body.reason]] as [string, string][]) : []),
    ['Order number', body.order.orderString],
    ['Order date', printedDate(body.order.placedAt)],
    ['Payment', body.cod_split ? 'COD, part paid online' : body.order.paymentMode === 'cash' ? 'Cash on delivery' : 'Prepaid online'],
    // The consignment's e-way bill, on the invoice it travels with (docs/rules/seller.md#e-way-bills).
    ...(!credit && body.eway_bill_no ? ([['E-way bill number', body.eway_bill_no]] as [string, string][]) : []),
  ];
  let factY = top;
  for (const [label, value] of facts) {
    doc.font(REGULAR).fontSize(8).fillColor('#555555').text(label, MARGIN + half + 12, factY, { width: 100 });
    doc.fillColor('black').font(BOLD).fontSize(9).text(value, MARGIN + half + 112, factY, { width: half - 100 });
    factY = doc.y + 1;
  }

  const buyerTop = Math.max(sellerEnd, factY) + 10;
  const shipTo = [body.buyer.name, ...body.buyer.address, `Phone: ${body.buyer.contact}`];
  // A registered buyer is billed by their legal name and GSTIN (CGST Rule 46(e)); the goods go to the delivery address.
  const buyerEnd = body.buyer_gstin
    ? party(doc, 'Ship to', shipTo, MARGIN, party(doc, 'Bill to (registered buyer)', [body.buyer_legal_name ?? body.buyer.name, `GSTIN: ${body.buyer_gstin}`, `State: ${body.placeOfSupply.state} (${body.placeOfSupply.code ?? '-'})`], MARGIN, buyerTop, half) + 6, half)
    : party(doc, 'Bill to / Ship to', shipTo, MARGIN, buyerTop, half);
  doc.font(REGULAR).fontSize(8).fillColor('#555555').text('Place of supply', MARGIN + half + 12, buyerTop, { width: 100 });
  doc.fillColor('black').font(BOLD).fontSize(9).text(`${body.placeOfSupply.state}${body.placeOfSupply.code ? ` (${body.placeOfSupply.code})` : ''}`, MARGIN + half + 112, buyerTop, { width: half - 100 });
  doc.font(REGULAR).fontSize(8).fillColor('#555555').text('Tax is payable on reverse charge', MARGIN + half + 12, doc.y + 2, { width: 100 });
  doc.fillColor('black').font(BOLD).fontSize(9).text('No', MARGIN + half + 112, doc.y - 10, { width: half - 100 });

  // The lines.
  const cols = columns(body);
  let y = Math.max(buyerEnd, doc.y) + 12;
  doc.moveTo(MARGIN, y - 3).lineTo(MARGIN + WIDTH, y - 3).lineWidth(0.5).stroke();
  y = row(doc, cols, cols.map((c) => c.title), y, BOLD, 7.5);
  doc.moveTo(MARGIN, y - 2).lineTo(MARGIN + WIDTH, y - 2).stroke();
  body.lines.forEach((line, index) => {
    if (y > 700) {
      doc.addPage();
      y = MARGIN;
    }
    y = row(doc, cols, cols.map((c) => c.cell(line, index)), y, REGULAR, 7.5);
  });
  doc.moveTo(MARGIN, y).lineTo(MARGIN + WIDTH, y).stroke();

  // Totals.
  if (y > 640) {
    doc.addPage();
    y = MARGIN;
  }
  const t = body.totals;
  const totals: [string, string][] = [
    ['Total before discount', money(t.gross)],
    ...(t.discount ? ([['Discount', `- ${money(t.discount)}`]] as [string, string][]) : []),
    ['Taxable value', money(t.taxable)],
    ...(body.taxKind === 'intra' ? ([['CGST', money(t.cgst)], ['SGST', money(t.sgst)]] as [string, string][]) : ([['IGST', money(t.igst)]] as [string, string][])),
  ];
  y += 8;
  for (const [label, value] of totals) {
    doc.font(REGULAR).fontSize(9).text(label, MARGIN + WIDTH - 240, y, { width: 140, align: 'right' });
    doc.text(value, MARGIN + WIDTH - 100, y, { width: 100, align: 'right' });
    y = doc.y + 2;
  }
  doc.font(BOLD).fontSize(11).text(credit ? 'Total credited' : 'Invoice total', MARGIN + WIDTH - 240, y + 2, { width: 140, align: 'right' });
  doc.text(money(t.total), MARGIN + WIDTH - 100, y + 2, { width: 100, align: 'right' });
  y = doc.y + 2;
  // Partial COD (docs/rules/cod.md#partial-cod): how the total is paid.
  if (!credit && body.cod_split) {
    for (const [label, value] of [['Paid online', body.cod_split.online_paise], ['To pay in cash', body.cod_split.cash_paise]] as const) {
      doc.font(REGULAR).fontSize(9).text(label, MARGIN + WIDTH - 240, y, { width: 140, align: 'right' });
      doc.text(money(value), MARGIN + WIDTH - 100, y, { width: 100, align: 'right' });
      y = doc.y + 2;
    }
  }
  y += 6;
  doc.font(REGULAR).fontSize(9).text(`Amount in words: ${body.amountInWords}`, MARGIN, y, { width: WIDTH });

  // Signature.
  y = doc.y + 30;
  doc.font(BOLD).fontSize(9).text(`For ${body.seller.name}`, MARGIN + WIDTH - 220, y, { width: 220, align: 'right' });
  doc.moveTo(MARGIN + WIDTH - 180, y + 48).lineTo(MARGIN + WIDTH, y + 48).stroke();
  doc.font(REGULAR).fontSize(8).text('Authorised signatory', MARGIN + WIDTH - 220, y + 52, { width: 220, align: 'right' });
  doc.fontSize(7).fillColor('#555555').text('This is a computer-generated document.', MARGIN, y + 52, { width: WIDTH / 2 });
  doc.fillColor('black');
}

/** One invoice or credit note as a PDF. */
export async function taxDocumentPdf(body: DocumentBody): Promise<Uint8Array> {
  const doc = newPdf({ size: 'A4', margin: MARGIN, title: `${body.title} ${body.number}` });
  drawDocument(doc, body);
  return pdfBytes(doc);
}
