// Packing slips and shipping labels (docs/rules/seller.md#documents,
// docs/rules/shipping.md#labels-and-slips), one order a page (a slip runs on to more pages
// when its items need them), many orders in one PDF for bulk printing. A slip lists the
// items, quantities and each packed piece's IMEI or serial, no prices (it travels in the
// box); a label (4 × 6 inches, the thermal printers' size) carries the AWB as a Code 128
// barcode, the address, phone, order number, courier, and the cash to collect or PREPAID.
// A label prints only once the order has its AWB: a label without one is useless to a
// courier, so none is ever printed blank.
import 'server-only';
import { seller } from '@/lib/config';
import { ShopError } from '@/lib/errors';
import { sellerTexts } from '@/lib/texts/seller';
import { picksLine } from '@/lib/products/unit-picks';
import { code128, QUIET_ZONE } from '../barcode';
import { formatRupees } from '../gst';
import type { ShipmentView } from '../read';
import { BOLD, REGULAR, newPdf, pdfBytes, printedDate, type Pdf } from './common';

const l = sellerTexts.labels;

const A4: [number, number] = [595.28, 841.89];
const A4_MARGIN = 40;
const A4_WIDTH = A4[0] - 2 * A4_MARGIN;
/** Rows stop here; below is the footer's room (pdfkit would add a page of its own past the margin). */
const A4_BOTTOM = A4[1] - A4_MARGIN - 12;

const SLIP_COLS = {
  index: { x: A4_MARGIN, width: 22 },
  item: { x: A4_MARGIN + 24, width: A4_WIDTH - 24 - 118 - 84 },
  sku: { x: A4_MARGIN + A4_WIDTH - 196, width: 110 },
  qty: { x: A4_MARGIN + A4_WIDTH - 80, width: 30 },
  packed: { x: A4_MARGIN + A4_WIDTH - 46, width: 46 },
};

function slipTableHead(doc: Pdf, y: number): number {
  doc.font(BOLD).fontSize(9).fillColor('black');
  const titles: [keyof typeof SLIP_COLS, string][] = [['index', '#'], ['item', 'Item'], ['sku', 'SKU'], ['qty', 'Qty'], ['packed', 'Packed']];
  for (const [key, title] of titles) doc.text(title, SLIP_COLS[key].x, y, { width: SLIP_COLS[key].width, lineBreak: false });
  y += 14;
  doc.moveTo(A4_MARGIN, y - 2).lineTo(A4_MARGIN + A4_WIDTH, y - 2).lineWidth(0.5).stroke();
  return y + 2;
}

/** One row of the slip's table: an item, or one piece of it with its IMEI or serial. */
interface SlipRow {
  height: number;
  draw: (y: number) => void;
}

function slipRows(doc: Pdf, s: ShipmentView): SlipRow[] {
  const rows: SlipRow[] = [];
  s.items.forEach((item, i) => {
    doc.font(REGULAR).fontSize(10);
    const nameHeight = doc.heightOfString(item.name, { width: SLIP_COLS.item.width });
    doc.fontSize(9);
    const skuHeight = item.sku ? doc.heightOfString(item.sku, { width: SLIP_COLS.sku.width }) : 0;
    // An item packed piece by piece is ticked per piece, below; otherwise on its own line.
    const perPiece = item.units.length > 0;
    rows.push({
      height: Math.max(nameHeight, skuHeight, 12) + 6,
      draw: (y) => {
        doc.font(REGULAR).fontSize(10).fillColor('black');
        doc.text(String(i + 1), SLIP_COLS.index.x, y, { width: SLIP_COLS.index.width });
        doc.text(item.name, SLIP_COLS.item.x, y, { width: SLIP_COLS.item.width });
        doc.text(String(item.quantity), SLIP_COLS.qty.x, y, { width: SLIP_COLS.qty.width });
        if (item.sku) doc.fontSize(9).text(item.sku, SLIP_COLS.sku.x, y + 1, { width: SLIP_COLS.sku.width });
        if (!perPiece) doc.rect(SLIP_COLS.packed.x + 14, y, 10, 10).lineWidth(0.5).stroke();
      },
    });
    for (const unit of item.units) {
      const line = picksLine([unit]);
      doc.font(REGULAR).fontSize(9);
      const height = doc.heightOfString(line, { width: SLIP_COLS.item.width - 12 });
      rows.push({
        height: Math.max(height, 11) + 4,
        draw: (y) => {
          doc.font(REGULAR).fontSize(9).fillColor('#333333').text(line, SLIP_COLS.item.x + 12, y, { width: SLIP_COLS.item.width - 12 });
          doc.fillColor('black').rect(SLIP_COLS.packed.x + 14, y, 10, 10).lineWidth(0.5).stroke();
        },
      });
    }
  });
  return rows;
}

function drawSlip(doc: Pdf, s: ShipmentView): void {
  doc.addPage();
  doc.font(BOLD).fontSize(16).fillColor('black').text(l.slipTitle, A4_MARGIN, A4_MARGIN, { width: A4_WIDTH });
  doc.font(REGULAR).fontSize(10).text(`Order ${s.orderString}  ·  placed ${printedDate(s.placedAt)}`, { width: A4_WIDTH });
  if (s.courier || s.awb) doc.text(`Courier: ${s.courier ?? '-'}   AWB: ${s.awb ?? '-'}`, { width: A4_WIDTH });
  doc.moveDown();
  doc.font(BOLD).fontSize(9).fillColor('#555555').text('Ship to', { width: A4_WIDTH });
  doc.fillColor('black').font(BOLD).fontSize(11).text(s.name, { width: A4_WIDTH });
  doc.font(REGULAR).fontSize(10);
  for (const line of s.address) doc.text(line, { width: A4_WIDTH });
  doc.text(`Pincode ${s.pincode}  ·  Phone ${s.contact}`, { width: A4_WIDTH });
  doc.moveDown();

  let page = 1;
  let y = slipTableHead(doc, doc.y + 4);
  for (const row of slipRows(doc, s)) {
    if (y + row.height > A4_BOTTOM) {
      // The rest on the next page, under the order's name and the table's head again.
      doc.addPage();
      page += 1;
      doc.font(BOLD).fontSize(11).fillColor('black').text(l.slipContinued(s.orderString, page), A4_MARGIN, A4_MARGIN, { width: A4_WIDTH });
      y = slipTableHead(doc, doc.y + 8);
    }
    row.draw(y);
    y += row.height;
  }
  const units = s.items.reduce((n, i) => n + i.quantity, 0);
  doc.font(REGULAR).fontSize(8);
  const footer = `Packed by ${seller.legalName}, ${seller.address}`;
  const footerHeight = 24 + doc.heightOfString(footer, { width: A4_WIDTH });
  if (y + footerHeight > A4_BOTTOM) {
    doc.addPage();
    page += 1;
    doc.font(BOLD).fontSize(11).fillColor('black').text(l.slipContinued(s.orderString, page), A4_MARGIN, A4_MARGIN, { width: A4_WIDTH });
    y = doc.y + 8;
  }
  doc.moveTo(A4_MARGIN, y).lineTo(A4_MARGIN + A4_WIDTH, y).lineWidth(0.5).stroke();
  doc.font(BOLD).fontSize(10).fillColor('black').text(`${units} ${units === 1 ? 'unit' : 'units'} in ${s.items.length} ${s.items.length === 1 ? 'line' : 'lines'}`, A4_MARGIN, y + 6, { width: A4_WIDTH });
  doc.font(REGULAR).fontSize(8).fillColor('#555555').text(footer, A4_MARGIN, y + 24, { width: A4_WIDTH });
  doc.fillColor('black');
}

const LABEL: [number, number] = [288, 432]; // 4 × 6 inches
const L_MARGIN = 14;
const L_WIDTH = LABEL[0] - 2 * L_MARGIN;
const BARCODE_HEIGHT = 56;
/** The widest bar module we draw (points): past it the symbol only gets wider, not better read. */
const MAX_MODULE = 2;

/** The AWB's Code 128 symbol, centred in the label's width with its quiet zones; returns the y below it. */
function drawBarcode(doc: Pdf, awb: string, y: number): number {
  const symbol = code128(awb);
  const module = Math.min(MAX_MODULE, L_WIDTH / (symbol.modules + 2 * QUIET_ZONE));
  const left = L_MARGIN + (L_WIDTH - symbol.modules * module) / 2;
  doc.fillColor('black');
  for (const bar of symbol.bars) doc.rect(left + bar.x * module, y, bar.width * module, BARCODE_HEIGHT);
  doc.fill();
  return y + BARCODE_HEIGHT;
}

function drawLabel(doc: Pdf, s: ShipmentView): void {
  const awb = s.awb!;
  doc.addPage();
  let y = L_MARGIN;
  doc.font(BOLD).fontSize(14).fillColor('black').text(s.courier ?? '', L_MARGIN, y, { width: L_WIDTH });
  y = drawBarcode(doc, awb, doc.y + 4);
  doc.font(BOLD).fontSize(14).text(`AWB ${awb}`, L_MARGIN, y + 3, { width: L_WIDTH, align: 'center' });
  y = doc.y + 4;
  doc.moveTo(L_MARGIN, y).lineTo(L_MARGIN + L_WIDTH, y).lineWidth(1).stroke();

  // The cash to collect, boxed, or PREPAID.
  y += 6;
  doc.rect(L_MARGIN, y, L_WIDTH, 38).lineWidth(2).stroke();
  const collect = s.codPaise === null ? 'PREPAID' : `COD: COLLECT ${formatRupees(s.codPaise)}`;
  doc.font(BOLD).fontSize(s.codPaise === null ? 20 : 15).text(collect, L_MARGIN, y + (s.codPaise === null ? 9 : 11), { width: L_WIDTH, align: 'center' });
  y += 46;

  // What is left above the order block and the return address is the address's room: a
  // long address gets a smaller type, so nothing runs into the lines below it.
  const footerTop = LABEL[1] - L_MARGIN - 28;
  const orderBlock = 50;
  const room = footerTop - orderBlock - y - 12;
  let size = 11;
  const blockHeight = (n: number) => {
    doc.font(BOLD).fontSize(n + 2);
    let h = 11 + doc.heightOfString(s.name, { width: L_WIDTH });
    doc.font(REGULAR).fontSize(n);
    for (const line of s.address) h += doc.heightOfString(line, { width: L_WIDTH });
    doc.font(BOLD).fontSize(n + 7);
    h += doc.heightOfString(`PIN ${s.pincode}`, { width: L_WIDTH });
    doc.fontSize(n + 1);
    return h + doc.heightOfString(`Phone ${s.contact}`, { width: L_WIDTH });
  };
  while (size > 6 && blockHeight(size) > room) size -= 0.5;
  doc.font(REGULAR).fontSize(9).text('Deliver to', L_MARGIN, y, { width: L_WIDTH });
  doc.font(BOLD).fontSize(size + 2).text(s.name, L_MARGIN, doc.y, { width: L_WIDTH });
  doc.font(REGULAR).fontSize(size);
  for (const line of s.address) doc.text(line, L_MARGIN, doc.y, { width: L_WIDTH });
  doc.font(BOLD).fontSize(size + 7).text(`PIN ${s.pincode}`, L_MARGIN, doc.y, { width: L_WIDTH });
  doc.font(BOLD).fontSize(size + 1).text(`Phone ${s.contact}`, L_MARGIN, doc.y, { width: L_WIDTH });
  y = Math.max(doc.y + 6, footerTop - orderBlock);
  doc.moveTo(L_MARGIN, y).lineTo(L_MARGIN + L_WIDTH, y).lineWidth(1).stroke();

  doc.font(REGULAR).fontSize(9).text('Order', L_MARGIN, y + 4, { width: L_WIDTH });
  doc.font(BOLD).fontSize(13).text(s.orderString, L_MARGIN, doc.y, { width: L_WIDTH });
  const units = s.items.reduce((n, i) => n + i.quantity, 0);
  doc.font(REGULAR).fontSize(9).text(`${units} ${units === 1 ? 'unit' : 'units'}`, L_MARGIN, doc.y, { width: L_WIDTH });

  doc.font(REGULAR).fontSize(7).text(`If undelivered, return to: ${seller.legalName}, ${seller.address}`, L_MARGIN, footerTop, { width: L_WIDTH, height: 28, ellipsis: true });
}

/** Packing slips, one order after the other (each from a new page), in the order given. */
export async function packingSlipsPdf(shipments: ShipmentView[]): Promise<Uint8Array> {
  const doc = newPdf({ size: A4, margin: A4_MARGIN, title: 'Packing slips' });
  for (const s of shipments) drawSlip(doc, s);
  return pdfBytes(doc);
}

/**
 * Shipping labels, one 4 × 6 inch page per order, in the order given; refused (409) as a
 * whole, naming them, when any order has no AWB yet.
 */
export async function labelsPdf(shipments: ShipmentView[]): Promise<Uint8Array> {
  const without = shipments.filter((s) => !s.awb?.trim());
  if (without.length === 1 && shipments.length === 1) throw new ShopError('conflict', l.labelNeedsAwb(without[0]!.orderString));
  if (without.length > 0) throw new ShopError('conflict', l.labelsNeedAwb(without.map((s) => s.orderString)), { orders_without_awb: without.map((s) => s.orderString) });
  const doc = newPdf({ size: LABEL, margin: L_MARGIN, title: 'Shipping labels' });
  for (const s of shipments) drawLabel(doc, s);
  return pdfBytes(doc);
}
