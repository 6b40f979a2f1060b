// Packing slips and shipping labels (docs/rules/seller.md#documents), one order a page,
// many orders in one PDF for bulk printing. A slip lists the items and quantities, no
// prices (it travels in the box); a label (4 × 6 inches, the thermal printers' size)
// carries the address, phone, order number, courier and AWB, and the cash to collect or
// PREPAID.
import 'server-only';
import { seller } from '@/lib/config';
import { formatRupees } from '../gst';
import type { ShipmentView } from '../read';
import { BOLD, REGULAR, newPdf, pdfBytes, printedDate, type Pdf } from './common';

const A4_MARGIN = 40;
const A4_WIDTH = 595.28 - 2 * A4_MARGIN;

function drawSlip(doc: Pdf, s: ShipmentView): void {
  doc.addPage();
  doc.font(BOLD).fontSize(16).text('Packing Slip', A4_MARGIN, A4_MARGIN, { width: A4_WIDTH });
  doc.font(REGULAR).fontSize(10).text(`Order ${s.orderString}  ·  placed ${printedDate(s.placedAt)}`);
  if (s.courier || s.awb) doc.text(`Courier: ${s.courier ?? '-'}   AWB: ${s.awb ?? '-'}`);
  doc.moveDown();
  doc.font(BOLD).fontSize(9).fillColor('#555555').text('Ship to');
  doc.fillColor('black').font(BOLD).fontSize(11).text(s.name);
  doc.font(REGULAR).fontSize(10);
  for (const line of s.address) doc.text(line);
  doc.text(`Pincode ${s.pincode}  ·  Phone ${s.contact}`);
  doc.moveDown();

  let y = doc.y + 4;
  const cols = [
    { title: '#', x: A4_MARGIN, width: 24 },
    { title: 'Item', x: A4_MARGIN + 24, width: A4_WIDTH - 24 - 110 - 80 },
    { title: 'SKU', x: A4_MARGIN + A4_WIDTH - 190, width: 110 },
    { title: 'Qty', x: A4_MARGIN + A4_WIDTH - 80, width: 30 },
    { title: 'Packed', x: A4_MARGIN + A4_WIDTH - 46, width: 46 },
  ];
  doc.font(BOLD).fontSize(9);
  for (const c of cols) doc.text(c.title, c.x, y, { width: c.width });
  y = doc.y + 4;
  doc.moveTo(A4_MARGIN, y - 2).lineTo(A4_MARGIN + A4_WIDTH, y - 2).lineWidth(0.5).stroke();
  doc.font(REGULAR).fontSize(10);
  s.items.forEach((item, i) => {
    const height = doc.heightOfString(item.name, { width: cols[1]!.width });
    doc.text(String(i + 1), cols[0]!.x, y, { width: cols[0]!.width });
    doc.text(item.name, cols[1]!.x, y, { width: cols[1]!.width });
    doc.text(item.sku ?? '', cols[2]!.x, y, { width: cols[2]!.width });
    doc.text(String(item.quantity), cols[3]!.x, y, { width: cols[3]!.width });
    doc.rect(cols[4]!.x + 14, y, 10, 10).stroke();
    y += Math.max(height, 12) + 6;
  });
  const units = s.items.reduce((n, i) => n + i.quantity, 0);
  doc.moveTo(A4_MARGIN, y).lineTo(A4_MARGIN + A4_WIDTH, y).stroke();
  doc.font(BOLD).text(`${units} ${units === 1 ? 'unit' : 'units'} in ${s.items.length} ${s.items.length === 1 ? 'line' : 'lines'}`, A4_MARGIN, y + 6);
  doc.font(REGULAR).fontSize(8).fillColor('#555555').text(`Packed by ${seller.legalName}, ${seller.address}`, A4_MARGIN, y + 30, { width: A4_WIDTH });
  doc.fillColor('black');
}

const LABEL: [number, number] = [288, 432]; // 4 × 6 inches
const L_MARGIN = 14;
const L_WIDTH = LABEL[0] - 2 * L_MARGIN;

function drawLabel(doc: Pdf, s: ShipmentView): void {
  doc.addPage();
  let y = L_MARGIN;
  doc.font(BOLD).fontSize(14).text(s.courier ?? 'Courier: -', L_MARGIN, y, { width: L_WIDTH });
  doc.font(REGULAR).fontSize(9).text('AWB', L_MARGIN, doc.y + 2);
  doc.font(BOLD).fontSize(18).text(s.awb ?? '-', L_MARGIN, doc.y, { width: L_WIDTH });
  y = doc.y + 6;
  doc.moveTo(L_MARGIN, y).lineTo(L_MARGIN + L_WIDTH, y).lineWidth(1).stroke();

  // The cash to collect, boxed, or PREPAID.
  y += 8;
  doc.rect(L_MARGIN, y, L_WIDTH, 44).lineWidth(2).stroke();
  const collect = s.codPaise === null ? 'PREPAID' : `COD: COLLECT ${formatRupees(s.codPaise)}`;
  doc.font(BOLD).fontSize(s.codPaise === null ? 22 : 16).text(collect, L_MARGIN, y + (s.codPaise === null ? 11 : 14), { width: L_WIDTH, align: 'center' });
  y += 54;

  doc.font(REGULAR).fontSize(9).text('Deliver to', L_MARGIN, y);
  doc.font(BOLD).fontSize(13).text(s.name, L_MARGIN, doc.y, { width: L_WIDTH });
  doc.font(REGULAR).fontSize(11);
  for (const line of s.address) doc.text(line, { width: L_WIDTH });
  doc.font(BOLD).fontSize(20).text(`PIN ${s.pincode}`, { width: L_WIDTH });
  doc.font(BOLD).fontSize(12).text(`Phone ${s.contact}`, { width: L_WIDTH });
  y = doc.y + 8;
  doc.moveTo(L_MARGIN, y).lineTo(L_MARGIN + L_WIDTH, y).lineWidth(1).stroke();

  doc.font(REGULAR).fontSize(9).text('Order', L_MARGIN, y + 6);
  doc.font(BOLD).fontSize(13).text(s.orderString, L_MARGIN, doc.y, { width: L_WIDTH });
  const units = s.items.reduce((n, i) => n + i.quantity, 0);
  doc.font(REGULAR).fontSize(9).text(`${units} ${units === 1 ? 'unit' : 'units'}`, { width: L_WIDTH });

  doc.font(REGULAR).fontSize(7).text(`If undelivered, return to: ${seller.legalName}, ${seller.address}`, L_MARGIN, LABEL[1] - L_MARGIN - 28, { width: L_WIDTH });
}

/** Packing slips, one page per order, in the order given. */
export async function packingSlipsPdf(shipments: ShipmentView[]): Promise<Uint8Array> {
  const doc = newPdf({ size: 'A4', margin: A4_MARGIN, title: 'Packing slips' });
  for (const s of shipments) drawSlip(doc, s);
  return pdfBytes(doc);
}

/** Shipping labels, one 4 × 6 inch page per order, in the order given. */
export async function labelsPdf(shipments: ShipmentView[]): Promise<Uint8Array> {
  const doc = newPdf({ size: LABEL, margin: L_MARGIN, title: 'Shipping labels' });
  for (const s of shipments) drawLabel(doc, s);
  return pdfBytes(doc);
}
